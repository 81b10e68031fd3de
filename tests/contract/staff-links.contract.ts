/**
 * Issue 21, finding 1: set-up links (invitations and resets) grant an account, so no member of staff may read
 * one. An agent and an administrator read everything the back office shows them (mail, its bodies, the audit
 * log, invitations, staff) and the outbox and audit tables themselves; no token found there opens a set-up
 * page, while the link as its recipient receives it does.
 */
import { describe, expect, it } from 'vitest';
import { deliveredText, type OutboxRowWithSecrets } from '../support/mail-secrets';
import { enrolStaff, signedInCookie } from '../support/staff';
import { callApi } from '../support/staff-api';
import type { DatabaseKind } from '../support/test-server';
import { useApi } from './support';

const TOKEN = /[A-Za-z0-9_-]{43}/g;

export function defineStaffLinksContractSuite(kind: DatabaseKind): void {
  const t = useApi(kind);

  const call = (method: string, path: string, options: { body?: unknown; cookie?: string } = {}) => callApi(t, method, path, options);

  /** Everything a member of staff can read that might hold a link: each page's text. */
  async function readableBy(cookie: string): Promise<string[]> {
    const texts: string[] = [];
    const read = async (path: string) => {
      const response = await call('GET', path, { cookie });
      const text = await response.text();
      texts.push(text);
      return response.ok ? (JSON.parse(text) as unknown) : undefined;
    };
    const mail = (await read('/api/admin/mail?pageSize=100')) as { items: { id: number }[] } | undefined;
    for (const item of mail?.items ?? []) await read(`/api/admin/mail/${item.id}`);
    await read('/api/admin/audit-log');
    await read('/api/admin/staff/invitations');
    await read('/api/admin/staff');
    return texts;
  }

  const opensSetup = async (token: string) => (await call('POST', '/api/admin/auth/setup', { body: { token } })).status === 200;

  describe('set-up links', () => {
    it('cannot be read by an agent or an administrator anywhere, in the back office or in the database, yet reach their recipient', async () => {
      const admin = await enrolStaff(t.server.db, { role: 'admin', name: 'Ada Admin' });
      const adminCookie = await signedInCookie(t.server.db, admin);
      const agentCookie = await signedInCookie(t.server.db, await enrolStaff(t.server.db, { role: 'agent' }));
      const otherAdmin = await enrolStaff(t.server.db, { role: 'admin', name: 'Otto Admin' });

      const invitedEmail = `new.admin.${Date.now()}@agency.example`;
      expect((await call('POST', '/api/admin/staff', { body: { email: invitedEmail, name: 'Nia Newadmin', role: 'admin' }, cookie: adminCookie })).status).toBe(
        201,
      );
      expect((await call('POST', `/api/admin/staff/${otherAdmin.id}/reset`, { body: {}, cookie: adminCookie })).status).toBe(200);

      const stored = await t.server.db('mail_outbox').whereIn('kind', ['staff-setup']).select('*');
      const auditRows = await t.server.db('staff_audit_log').select('*');
      const readable = [...(await readableBy(agentCookie)), ...(await readableBy(adminCookie)), JSON.stringify(stored), JSON.stringify(auditRows)];
      const candidates = [...new Set(readable.flatMap((text) => text.match(TOKEN) ?? []))];
      for (const candidate of candidates) expect(await opensSetup(candidate), `a readable token opened a set-up page: ${candidate.slice(0, 6)}…`).toBe(false);

      // Their recipients, who alone receive the links, can open them.
      for (const recipient of [invitedEmail, otherAdmin.email]) {
        const mail: OutboxRowWithSecrets = await t.server.db('mail_outbox').where({ recipient, kind: 'staff-setup' }).orderBy('id', 'desc').first();
        const token = /\/admin\/setup#([A-Za-z0-9_-]{43})/.exec(deliveredText(t.server.deps.encryption, mail))![1]!;
        expect(await opensSetup(token)).toBe(true);
      }
    });
  });
}
