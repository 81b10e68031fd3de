export { IconFileX as MenuIcon } from '@tabler/icons-react';
