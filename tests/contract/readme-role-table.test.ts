/** The README's table of back-office roles is the code's (contracts/back-office/route-roles.ts): it must not drift. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_ROUTES } from '@contracts/back-office/back-office-routes';

const START = '<!-- role-table:start (tests/contract/readme-role-table.test.ts checks it against contracts/back-office/route-roles.ts) -->';
const END = '<!-- role-table:end -->';

/** The table as the README shows it: one line per route, in the order the gate matches them. */
const roleTableMarkdown = (): string =>
  [
    '| route | method | role | in code |',
    '|---|---|---|---|',
    ...BACK_OFFICE_ROUTES.map((route) => `| \`${route.path}\` | ${route.method} | ${route.access ?? 'NONE'} | \`${route.name}\` |`),
  ].join('\n');

describe('the README’s role table', () => {
  it('is the table of contracts/back-office/route-roles.ts, route for route', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const start = readme.indexOf(START);
    const end = readme.indexOf(END);
    expect(start, `README.md has no line ${START}`).toBeGreaterThan(-1);
    const shown = readme.slice(start + START.length, end).trim();
    expect(shown, 'README.md: paste the expected table between the role-table markers').toBe(roleTableMarkdown());
  });
});
