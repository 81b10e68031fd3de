import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme, type MantineTheme } from '@mantine/core';
import { agencyCssVariables, createAgencyTheme, PORTAL_PRIMARY_COLOR, type PortalType } from '@design-system/theme/theme';

/** The looks in the order the toolbar lists them, with the names people use for them. */
export const LOOKS: { portalType: PortalType; name: string }[] = [
  { portalType: 'public', name: 'Public site' },
  { portalType: 'customer', name: 'Customer portal' },
  { portalType: 'lender', name: 'Lender portal' },
  { portalType: 'backOffice', name: 'Back office' },
];

/** The whole theme of a look, as the DesignSystemProvider hands it to Mantine (Mantine's defaults merged under ours). */
export const agencyTheme = (portalType: PortalType): MantineTheme => mergeMantineTheme(DEFAULT_THEME, createAgencyTheme(portalType));

export const primaryColorOf = (portalType: PortalType) => PORTAL_PRIMARY_COLOR[portalType];

/** The light scheme's CSS variables of a theme: Mantine's, then the agency's overrides (the provider's resolver). */
export function lightVariables(theme: MantineTheme): Record<string, string> {
  const mantine = defaultCssVariablesResolver(theme);
  const agency = agencyCssVariables(theme);
  return { ...mantine.variables, ...mantine.light, ...agency.variables, ...agency.light };
}

/** A variable's value, following var(--other) references through the same set. */
export function resolveVariable(variables: Record<string, string>, name: string): string {
  let value = variables[name] ?? '';
  for (let hops = 0; hops < 5; hops += 1) {
    const reference = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
    if (!reference) break;
    value = variables[reference] ?? value;
  }
  return value;
}

/** The colours text is set in on the light scheme, read from the theme's variables. */
export function textColours(theme: MantineTheme) {
  const variables = lightVariables(theme);
  return {
    text: resolveVariable(variables, '--mantine-color-text'),
    body: resolveVariable(variables, '--mantine-color-body'),
    dimmed: resolveVariable(variables, '--mantine-color-dimmed'),
    error: resolveVariable(variables, '--mantine-color-error'),
  };
}

const SCALED_REM = /^calc\(([\d.]+)rem \* var\(--mantine-scale\)\)$/;

/** A theme length as people read it: "calc(0.75rem * var(--mantine-scale))" becomes "0.75rem (12 px)". */
export function readableLength(value: string, scale = 1) {
  const rem = SCALED_REM.exec(value)?.[1];
  if (rem) return `${rem}rem (${+(Number(rem) * 16 * scale).toFixed(2)} px)`;
  const em = /^([\d.]+)em$/.exec(value)?.[1];
  if (em) return `${em}em (${+(Number(em) * 16).toFixed(2)} px)`;
  return value;
}

/** The five sizes every Mantine scale has, smallest first. */
export const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
