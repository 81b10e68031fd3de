import { StrictMode, type ReactNode } from 'react';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import { RouterLink } from './RouterLink';

/** What wraps the app in the browser and when its pages are prerendered: the same tree on both sides. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <DesignSystemProvider linkComponent={RouterLink}>{children}</DesignSystemProvider>
    </StrictMode>
  );
}
