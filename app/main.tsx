import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import { installGlobalErrorHandlers } from './errors/global-handlers';
import { RouterLink } from './RouterLink';
import { createAppRouter } from './routes/router';

installGlobalErrorHandlers();
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DesignSystemProvider linkComponent={RouterLink}>
      <RouterProvider router={router} />
    </DesignSystemProvider>
  </StrictMode>,
);
