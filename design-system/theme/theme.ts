import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Which side of the site a screen belongs to; the portal types change the palette (seed 001 §6). The back office is the staff's. */
export type PortalType = 'public' | 'customer' | 'lender' | 'backOffice';

// Palettes whose shade 7 (the filled shade) keeps white text above WCAG AA contrast (4.5:1).
const brand: MantineColorsTuple = ['#eef1fb', '#dce2f5', '#b5c1ea', '#8b9edf', '#6882d5', '#5270cf', '#4566cd', '#33529f', '#2b4790', '#1f3a7c'];
const customerGreen: MantineColorsTuple = ['#e8f7ec', '#d3eedb', '#a6dcb6', '#76c98f', '#4fb96f', '#37ad5b', '#2a9a4d', '#1d7536', '#176330', '#0c4d22'];
const lenderBlue: MantineColorsTuple = ['#e7f1fc', '#cfe2f8', '#9dc3ef', '#69a3e7', '#3f87df', '#2675d9', '#1a66c4', '#135aa8', '#0e4a8c', '#063a72'];
const backOfficeSlate: MantineColorsTuple = ['#f1f3f5', '#e2e6ea', '#c4ccd4', '#a3afbb', '#8794a3', '#748294', '#637186', '#4b5768', '#3c4654', '#2a313b'];

export const AGENCY_PALETTES = { brand, customerGreen, lenderBlue, backOfficeSlate } satisfies Record<string, MantineColorsTuple>;

export const PORTAL_PRIMARY_COLOR = {
  public: 'brand',
  customer: 'customerGreen',
  lender: 'lenderBlue',
  backOffice: 'backOfficeSlate',
} satisfies Record<PortalType, keyof typeof AGENCY_PALETTES>;

export const createAgencyTheme = (portalType: PortalType) =>
  createTheme({
    primaryColor: PORTAL_PRIMARY_COLOR[portalType],
    primaryShade: 7,
    colors: AGENCY_PALETTES,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', fontWeight: '700' },
    defaultRadius: 'md',
    cursorType: 'pointer',
    // A person who asks the system for less motion gets none: Mantine's transitions (menus, errors, notifications) end at once.
    respectReducedMotion: true,
    breakpoints: { xs: '30em', sm: '48em', md: '64em', lg: '74em', xl: '90em' },
    components: {
      Notification: {
        defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
        // Mantine greys the text of a titled notification (gray-6, 3.3:1 on white); ours keeps AA contrast.
        styles: { description: { color: 'var(--mantine-color-dimmed)' } },
      },
    },
  });

/**
 * Mantine's default "dimmed" grey, placeholder grey and error red are below AA contrast on white; ours are not.
 * Red text (`c="red"`, a field's own error line) takes the error red too: Mantine's red.7 is 3.8:1 on white. The
 * placeholder grey (2.1:1) is read as text where it is the field's only words: a file field's "Choose a PDF".
 */
export const agencyCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#565e66',
    '--mantine-color-placeholder': '#6c757d',
    '--mantine-color-error': '#c92a2a',
    '--mantine-color-red-text': '#c92a2a',
  },
  dark: {},
});
