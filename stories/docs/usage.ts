/** The usage text of a component's docs page, in the GOV.UK Design System manner: what it is for, when to pick something else, how it behaves for keyboard and screen reader users. */
export type Usage = {
  /** What the component is for, and where the site uses it. */
  purpose: string;
  /** When to reach for something else, and what. */
  whenNotToUse: string;
  /** What it does with focus, what a screen reader announces, which keys work. */
  accessibility: string;
};

/** The headings every usage text has, in order (the stories test checks for them). */
export const USAGE_HEADINGS = ['When to use', 'When not to use', 'Accessibility'] as const;

/**
 * The markdown of a docs page's usage text, for a stories file's meta:
 * `parameters: { docs: { description: { component: usage({ ... }) } } }`.
 */
export function usage({ purpose, whenNotToUse, accessibility }: Usage): string {
  const sections: Record<(typeof USAGE_HEADINGS)[number], string> = {
    'When to use': purpose,
    'When not to use': whenNotToUse,
    Accessibility: accessibility,
  };
  return USAGE_HEADINGS.map((heading) => `## ${heading}\n\n${sections[heading].trim()}`).join('\n\n');
}
