import { useLocation } from 'react-router-dom';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { AppRoutes } from './routes/AppRoutes';

/** The app inside a router: the route table, with a page that fails showing the error page until the next page. */
export function App() {
  const { pathname } = useLocation();
  return (
    <AppErrorBoundary resetKey={pathname}>
      <AppRoutes />
    </AppErrorBoundary>
  );
}
