export { IconBuildingBank as MenuIcon } from '@tabler/icons-react';
