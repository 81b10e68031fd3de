import { MantineProvider, MantineThemeProvider, defaultCssVariablesResolver, useMantineTheme, type MantineTheme } from '@mantine/core';
import { createContext, useContext, useMemo, type CSSProperties, type ReactNode } from 'react';
import { DeferredNotifications } from './DeferredNotifications';
import { LinkProvider, type LinkComponent } from '../navigation/LinkContext';
import { agencyCssVariables, createAgencyTheme, type PortalType } from './theme';

const PortalTypeContext = createContext<PortalType>('public');

/** The portal type of the screen being shown: customer (green), lender (blue), back office (neutral) or the public site. */
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
        <DeferredNotifications />
        <LinkProvider component={linkComponent}>{children}</LinkProvider>
      </MantineProvider>
    </PortalTypeContext.Provider>
  );
}

/** The primary-colour CSS variables of a theme (light scheme), links' colour included, to set on an element rather than on :root. */
const primaryColorVariables = (theme: MantineTheme): CSSProperties => {
  const { variables, light } = defaultCssVariablesResolver(theme);
  return Object.fromEntries(
    Object.entries({ ...variables, ...light }).filter(([name]) => name.startsWith('--mantine-primary-color') || name === '--mantine-color-anchor'),
  );
};

function PrimaryColorScope({ portalType, children }: { portalType: PortalType; children: ReactNode }) {
  const theme = useMantineTheme();
  const style = useMemo(() => ({ ...primaryColorVariables(theme), display: 'contents' }), [theme]);
  return (
    <div data-portal-type={portalType} style={style}>
      {children}
    </div>
  );
}

/**
 * A nested area with another portal type (e.g. the lender pages inside the app). Only the theme and the
 * primary-colour variables of the area change: a nested MantineProvider would rewrite the :root variables
 * and recolour the whole page. Portalled content (modals, popovers) renders outside and keeps the page's palette.
 */
export function PortalTypeScope({ portalType, children }: { portalType: PortalType; children: ReactNode }) {
  const theme = useMemo(() => createAgencyTheme(portalType), [portalType]);
  return (
    <PortalTypeContext.Provider value={portalType}>
      <MantineThemeProvider theme={theme}>
        <PrimaryColorScope portalType={portalType}>{children}</PrimaryColorScope>
      </MantineThemeProvider>
    </PortalTypeContext.Provider>
  );
}
