/**
 * The README's table of rate limits is the code's (bff/services/rate-limits/endpoints.ts): every limited
 * endpoint has its line, with its prefix and figures, but the described forms (contracts/forms), whose limits
 * are in their descriptors and which one line of the table covers, so a new form edits no README.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUBMISSION_FORMS } from '@contracts/forms';
import { RATE_LIMITED_ENDPOINTS } from '@bff/services/rate-limits';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const rows = readme.split('\n').filter((line) => /^\| .+ \| `[A-Z_]+` \| \d+ \| \d+ \|$/.test(line));
const rowOf = (envPrefix: string) => rows.find((row) => row.includes(` | \`${envPrefix}\` | `));

const DESCRIBED = new Set<string>(SUBMISSION_FORMS.map((form) => form.name));
const OWN_ROWS = Object.entries(RATE_LIMITED_ENDPOINTS).filter(([name]) => !DESCRIBED.has(name));

describe('the README’s rate limit table', () => {
  it.each(OWN_ROWS)('has %s with its prefix and figures', (_, limits) => {
    expect(rowOf(limits.envPrefix), `README.md: add | ... | \`${limits.envPrefix}\` | ... to the rate limit table`).toMatch(
      new RegExp(` \\| ${limits.perClientPerMinute} \\| ${limits.sitePerMinute} \\|$`),
    );
  });

  it('covers the described forms in one line, and gives none of them a line of its own', () => {
    expect(readme).toContain("| each described submission form's `POST` (`contracts/forms/index.ts`");
    for (const form of SUBMISSION_FORMS) expect(rowOf(form.rateLimit.envPrefix), form.name).toBeUndefined();
  });
});
