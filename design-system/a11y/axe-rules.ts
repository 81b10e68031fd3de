/**
 * The accessibility rules every check runs: the end-to-end tests' axe scans and Storybook's accessibility
 * panel. WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Decorative content no check reads: the celebration's confetti canvas, gone after a few seconds. */
export const AXE_EXCLUDED_SELECTORS = ['canvas'];
