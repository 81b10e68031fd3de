import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import { App } from './App';
import { installGlobalErrorHandlers } from './errors/global-handlers';
import { RouterLink } from './RouterLink';

installGlobalErrorHandlers();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DesignSystemProvider linkComponent={RouterLink}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </DesignSystemProvider>
  </StrictMode>,
);
