/**
 * A member of staff refused a route of another role is logged (OWASP ASVS 5.0 16.3.2): who (their id and
 * role) and which route, and nothing personal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@bff/http/logger';
import { enrolStaff, signedInCookie } from '../support/staff';
import { csrfCredentials, RATE_LIMITS_OFF, startTestServer, type TestServer } from '../support/test-server';

describe('a refusal by role', () => {
  const lines: string[] = [];
  let server: TestServer;
  beforeAll(async () => {
    const logger = createLogger({ logLevel: 'info' }, { write: (line: string) => void lines.push(line) });
    server = await startTestServer('sqlite', RATE_LIMITS_OFF, { logger });
  });
  afterAll(() => server?.close());

  it('is logged with who and which route, and no address', async () => {
    const agent = await enrolStaff(server.db, { role: 'agent' });
    const csrf = await csrfCredentials(server.baseUrl);
    const response = await fetch(`${server.baseUrl}/api/admin/mail`, { headers: { cookie: `${csrf.cookie}; ${await signedInCookie(server.db, agent)}` } });
    expect(response.status).toBe(403);
    const refusals = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === 'back office: refused a route of another role');
    expect(refusals).toEqual([expect.objectContaining({ staffId: agent.id, role: 'agent', route: 'GET /api/admin/mail' })]);
    expect(JSON.stringify(refusals)).not.toContain(agent.email);
  });
});
