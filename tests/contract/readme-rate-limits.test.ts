/**
 * The README's table of rate limits is the code's (bff/services/rate-limits/endpoints.ts, with each described
 * form's own from contracts/forms): every limited endpoint has its line, with its prefix and figures.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formRoute, SUBMISSION_FORMS, type AnySubmissionForm } from '@contracts/forms';
import { RATE_LIMITED_ENDPOINTS } from '@bff/services/rate-limits';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const rows = readme.split('\n').filter((line) => /^\| .+ \| `[A-Z_]+` \| \d+ \| \d+ \|$/.test(line));
const rowOf = (envPrefix: string) => rows.find((row) => row.includes(` | \`${envPrefix}\` | `));

describe('the README’s rate limit table', () => {
  it.each(Object.entries(RATE_LIMITED_ENDPOINTS))('has %s with its prefix and figures', (_, limits) => {
    expect(rowOf(limits.envPrefix), `README.md: add | ... | \`${limits.envPrefix}\` | ... to the rate limit table`).toMatch(
      new RegExp(` \\| ${limits.perClientPerMinute} \\| ${limits.sitePerMinute} \\|$`),
    );
  });

  it.each(SUBMISSION_FORMS.map((form) => [form.name, form as AnySubmissionForm] as const))('names %s by its route', (_, form) => {
    expect(rowOf(form.rateLimit.envPrefix)).toMatch(new RegExp(`^\\| \`POST ${formRoute(form).path}\` \\|`));
  });
});
