export { IconFileCertificate as MenuIcon } from '@tabler/icons-react';
