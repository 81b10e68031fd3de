export { IconPencil as MenuIcon } from '@tabler/icons-react';
