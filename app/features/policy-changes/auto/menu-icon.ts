export { IconCar as MenuIcon } from '@tabler/icons-react';
