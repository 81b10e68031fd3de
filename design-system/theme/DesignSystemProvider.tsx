import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { LinkProvider, type LinkComponent } from '../navigation/LinkContext';
import { agencyCssVariables, createAgencyTheme, type PortalType } from './theme';

const PortalTypeContext = createContext<PortalType>('public');

/** The portal type of the screen being shown: customer (green), lender (blue) or the public site. */
export const usePortalType = () => useContext(PortalTypeContext);

type DesignSystemProviderProps = {
  portalType?: PortalType;
  /** How design-system links navigate: the app passes its router's link; the default is a plain anchor. */
  linkComponent?: LinkComponent;
  children: ReactNode;
};

/** Mantine with the agency theme of a portal type, notifications, and the link adapter. */
export function DesignSystemProvider({ portalType = 'public', linkComponent, children }: DesignSystemProviderProps) {
  const theme = useMemo(() => createAgencyTheme(portalType), [portalType]);
  return (
    <PortalTypeContext.Provider value={portalType}>
      <MantineProvider theme={theme} cssVariablesResolver={agencyCssVariables} defaultColorScheme="light">
        <Notifications position="top-right" limit={4} />
        <LinkProvider component={linkComponent}>{children}</LinkProvider>
      </MantineProvider>
    </PortalTypeContext.Provider>
  );
}

/** A nested area with another portal type (e.g. the lender pages inside the app). */
export function PortalTypeScope({ portalType, children }: { portalType: PortalType; children: ReactNode }) {
  const theme = useMemo(() => createAgencyTheme(portalType), [portalType]);
  return (
    <PortalTypeContext.Provider value={portalType}>
      <MantineProvider theme={theme} cssVariablesResolver={agencyCssVariables} defaultColorScheme="light">
        {children}
      </MantineProvider>
    </PortalTypeContext.Provider>
  );
}
