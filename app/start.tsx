import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LocaleBrowserRouter } from './routes/LocaleBrowserRouter';
import { App } from './App';
import { AppProviders } from './AppProviders';
import { installGlobalErrorHandlers } from './errors/global-handlers';
import { switchOnDeferredStylesheet } from './deferred-stylesheet';

installGlobalErrorHandlers();

const container = document.getElementById('root')!;
const app = (
  <AppProviders>
    <LocaleBrowserRouter>
      <App />
    </LocaleBrowserRouter>
  </AppProviders>
);

// A prerendered page (app/prerender) arrives with its markup: React takes it over rather than drawing it again,
// once the whole stylesheet is in (what it draws beyond the page must be styled), in a transition, so the work is
// cut into slices the browser can answer a tap between.
if (container.hasChildNodes()) void switchOnDeferredStylesheet().then(() => startTransition(() => void hydrateRoot(container, app)));
else createRoot(container).render(app);
