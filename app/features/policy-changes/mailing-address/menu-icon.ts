export { IconMailbox as MenuIcon } from '@tabler/icons-react';
