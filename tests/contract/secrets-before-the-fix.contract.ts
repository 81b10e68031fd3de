/**
 * A database as the version before secrets at rest left it (issue 21, findings 1 and 6): secrets kept plain, a
 * pending set-up link readable in a mail body, download links in bodies, audit trails chained with plain SHA-256.
 * Started on, its secrets are sealed, its pending link stops and its member is invited again once (however many
 * instances start), the links leave the bodies, whole trails are re-chained under the audit key; and a rotated
 * at-rest key rewraps everything. Both databases run this suite (suite-groups.ts).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ScureBase32Plugin } from 'otplib';
import { expect, it } from 'vitest';
import { keyIdOf } from '@bff/services/encryption/at-rest';
import { REDACTED_SECRET } from '@bff/services/mail';
import { resendStoppedInvitation } from '@bff/services/secrets-at-rest/links-written-before';
import { SEALED_COLUMNS } from '@bff/services/secrets-at-rest/sealed-columns';
import { appendAuditEntry, readAuditTrail, verifyAuditTrail } from '@bff/services/signing/audit-trail';
import { makeSelfSignedP12 } from '@bff/services/signing/certificate';
import { hashPassword } from '@bff/services/staff/passwords';
import { keptDatabase, type KeptDatabase } from '../support/kept-database';
import { deliveredText, type OutboxRowWithSecrets } from '../support/mail-secrets';
import { insertDocumentWithSha256Trail, insertSignedDocument, rewriteTrailWithSha256Chain } from '../support/signing-trail-rows';
import { STAFF_PASSWORD } from '../support/staff';
import { callApi, memberSetUpThroughTheirLink, signInWithCode } from '../support/staff-api';
import { csrfCredentials, type DatabaseKind, type TestServer } from '../support/test-server';
import { apiClient, type ApiHarness } from './support';

/** A harness on a server a test started itself. */
async function harnessOn(server: TestServer): Promise<ApiHarness> {
  const csrf = await csrfCredentials(server.baseUrl);
  return { server, csrf, api: apiClient(server.baseUrl, csrf) };
}

const newKey = () => randomBytes(32).toString('base64');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const idOf = (inserted: unknown) => (typeof inserted === 'object' ? (inserted as { id: number }).id : (inserted as number));

/** The invitation mails (set-up links sealed as they should be) queued for `email`. */
const sealedInvitations = async (server: TestServer, email: string): Promise<OutboxRowWithSecrets[]> =>
  server.db('mail_outbox').where({ recipient: email, kind: 'staff-setup' }).whereNotNull('secrets').orderBy('id');

export function defineSecretsBeforeTheFixContractSuite(kind: DatabaseKind): void {
  const withKeptDatabase = async (run: (kept: KeptDatabase) => Promise<void>) => {
    const kept = keptDatabase(kind);
    try {
      await run(kept);
    } finally {
      await kept.drop();
    }
  };

  it('seals what an older version kept plain, stops its pending set-up links and invites their members again once, and takes links out of mail bodies', async () => {
    await withKeptDatabase(async (kept) => {
      // What the version before left: migrated up to 026, secrets plain, set-up and download links in mail bodies.
      const older = kept.open();
      await kept.migrate(older, { before: '026' });
      const now = Date.now();
      const insert = async (table: string, row: Record<string, unknown>) => idOf((await older(table).insert(row).returning('id'))[0]);
      const member = (name: string, extra: Record<string, unknown> = {}) =>
        insert('staff_members', {
          email: `${name.toLowerCase()}.${randomBytes(3).toString('hex')}@agency.example`,
          name,
          role: 'admin',
          created_at: new Date(now - 3_600_000),
          ...extra,
        });

      const invitedId = await member('Ines');
      const invited = await older('staff_members').where({ id: invitedId }).first();
      const pendingToken = randomBytes(32).toString('base64url');
      await older('staff_setup_links').insert({
        token_hash: sha256(pendingToken),
        staff_id: invitedId,
        expires_at: new Date(now + 48 * 3_600_000),
        created_at: new Date(now - 3_600_000),
      });
      const lapsedId = await member('Lars');
      const lapsedToken = randomBytes(32).toString('base64url');
      await older('staff_setup_links').insert({
        token_hash: sha256(lapsedToken),
        staff_id: lapsedId,
        expires_at: new Date(now - 3_600_000),
        created_at: new Date(now - 80 * 3_600_000),
      });
      const totpSecret = new ScureBase32Plugin().encode(randomBytes(20));
      const enrolledId = await member('Eve', {
        role: 'agent',
        password_hash: await hashPassword(STAFF_PASSWORD),
        totp_secret: totpSecret,
        enrolled_at: new Date(now - 86_400_000),
      });
      const enrolled = await older('staff_members').where({ id: enrolledId }).first();

      const mail = (to: string, kind: string, text: string, status: 'sent' | 'pending') =>
        insert('mail_outbox', {
          kind,
          recipient: to,
          subject: 'Before the fix',
          text_body: text,
          status,
          attempts: status === 'sent' ? 1 : 0,
          next_attempt_at: new Date(now),
          created_at: new Date(now - 3_600_000),
          sent_at: status === 'sent' ? new Date(now) : null,
        });
      const setupMail = await mail(
        invited.email,
        'staff-setup',
        `Hello Ines,\n\nSet up here:\nhttps://agency.example/admin/setup#${pendingToken}\n\nThe link works once.`,
        'sent',
      );
      const sentKey = randomBytes(32).toString('base64url');
      const sentDownload = await mail(
        'rosa@example.com',
        'signed-document',
        `Your signed copy (PDF): https://agency.example/api/signed-documents/${randomUUID()}?key=${sentKey}\nThanks.`,
        'sent',
      );
      const waitingLink = `https://agency.example/api/signed-documents/${randomUUID()}?key=${randomBytes(32).toString('base64url')}`;
      const waitingDownload = await mail('sam@example.com', 'signed-document', `Your signed copy (PDF): ${waitingLink}\nThanks.`, 'pending');

      const csrfSecret = randomBytes(32).toString('hex');
      await older('app_secrets').insert([
        { name: 'csrf', value: csrfSecret, created_at: new Date(now) },
        { name: 'live-events', value: randomBytes(32).toString('hex'), created_at: new Date(now) },
      ]);
      const passphrase = randomBytes(18).toString('base64url');
      const p12 = makeSelfSignedP12('Before the fix', passphrase);
      await older('signing_certificates').insert({ name: 'self-signed', p12_base64: p12.toString('base64'), passphrase, created_at: new Date(now) });
      const wholeTrail = await insertDocumentWithSha256Trail(older);
      const brokenTrail = await insertDocumentWithSha256Trail(older, { broken: true });
      await older.destroy();

      const key = newKey();
      const first = await harnessOn(await kept.start({ APP_ENCRYPTION_KEY: key }));
      try {
        const { db, deps } = first.server;
        // The link an agent could have read answers as an unknown one; the lapsed one stays lapsed, and its member is not invited.
        expect((await callApi(first, 'POST', '/api/admin/auth/setup', { body: { token: pendingToken } })).status).toBe(404);
        expect((await callApi(first, 'POST', '/api/admin/auth/setup', { body: { token: lapsedToken } })).status).toBe(404);
        const [invitation, ...others] = await sealedInvitations(first.server, invited.email);
        expect(others).toEqual([]);
        expect(invitation!.text_body).not.toMatch(/admin\/setup#/);
        const newToken = /\/admin\/setup#([A-Za-z0-9_-]{43})/.exec(deliveredText(deps.encryption, invitation!))![1]!;
        expect(await (await callApi(first, 'POST', '/api/admin/auth/setup', { body: { token: newToken } })).json()).toMatchObject({ name: 'Ines' });
        expect(await db('mail_outbox').where({ kind: 'staff-setup' }).whereNot({ recipient: invited.email }).whereNotNull('secrets')).toEqual([]);
        expect(
          await db('staff_audit_log')
            .where({ action: 'staff_invitation_resent', target: String(invitedId) })
            .whereNull('staff_id'),
        ).toHaveLength(1);

        // The bodies no longer hold the links; a download link still waiting to go is sealed for its recipient.
        const bodyOf = async (id: number) => db('mail_outbox').where({ id }).first();
        expect((await bodyOf(setupMail)).text_body).toBe(`Hello Ines,\n\nSet up here:\n${REDACTED_SECRET}\n\nThe link works once.`);
        expect((await bodyOf(sentDownload)).text_body).toBe(`Your signed copy (PDF): ${REDACTED_SECRET}\nThanks.`);
        const waiting = await bodyOf(waitingDownload);
        expect(waiting.text_body).not.toContain('/api/signed-documents/');
        expect(deliveredText(deps.encryption, waiting)).toBe(`Your signed copy (PDF): ${waitingLink}\nThanks.`);

        // Secrets kept plain are sealed, and still what they were.
        const csrfRow = await db('app_secrets').where({ name: 'csrf' }).first();
        expect(deps.encryption.isSealed(csrfRow.value)).toBe(true);
        expect(deps.encryption.open(csrfRow.value, 'app_secrets:csrf')).toBe(csrfSecret);
        expect(await deps.signing.certificate()).toEqual({ p12, passphrase });
        expect((await db('staff_members').where({ id: enrolledId }).first()).totp_secret).toMatch(/^enc:v1:/);
        expect((await signInWithCode(first, enrolled.email, totpSecret)).status).toBe(200);

        // A whole trail of before is re-chained under the audit key; one broken before stays broken.
        expect(verifyAuditTrail(db, await readAuditTrail(db, wholeTrail))).toBe(true);
        expect(verifyAuditTrail(db, await readAuditTrail(db, brokenTrail))).toBe(false);
      } finally {
        await first.server.close();
      }

      const second = await harnessOn(await kept.start({ APP_ENCRYPTION_KEY: key }));
      try {
        expect(await sealedInvitations(second.server, invited.email)).toHaveLength(1);
        // Rewritten after the fix with fresh SHA-256 hashes, a trail is not re-chained by a restart.
        await rewriteTrailWithSha256Chain(second.server.db, wholeTrail, 4, { typedName: 'Someone Else' });
      } finally {
        await second.server.close();
      }
      const third = await kept.start({ APP_ENCRYPTION_KEY: key });
      try {
        expect(verifyAuditTrail(third.db, await readAuditTrail(third.db, wholeTrail))).toBe(false);
        expect(await sealedInvitations(third, invited.email)).toHaveLength(1);
      } finally {
        await third.close();
      }
    });
  });

  it('sends one new invitation when several instances start at once', async () => {
    await withKeptDatabase(async (kept) => {
      const older = kept.open();
      await kept.migrate(older, { before: '026' });
      const email = `ines.${randomBytes(3).toString('hex')}@agency.example`;
      const [inserted] = await older('staff_members').insert({ email, name: 'Ines', role: 'agent', created_at: new Date() }).returning('id');
      await older('staff_setup_links').insert({
        token_hash: sha256(randomBytes(32).toString('base64url')),
        staff_id: idOf(inserted),
        expires_at: new Date(Date.now() + 3_600_000),
        created_at: new Date(),
      });
      await kept.migrate(older);
      // The migration alone (npm run db:migrate) stops the link and notes the member as owed a new one.
      const [link] = await older('staff_setup_links').where({ staff_id: idOf(inserted) });
      expect(new Date(link.expires_at).getTime()).toBeLessThanOrEqual(Date.now());
      expect(
        await older('staff_invitations_owed')
          .where({ staff_id: idOf(inserted) })
          .whereNull('resent_at'),
      ).toHaveLength(1);
      await older.destroy();

      const key = newKey();
      const servers = await Promise.all([0, 1, 2].map(() => kept.start({ APP_ENCRYPTION_KEY: key })));
      try {
        expect(await sealedInvitations(servers[0]!, email)).toHaveLength(1);
        // However the starts interleave, an instance that saw the member owed before another sent it sends nothing.
        const { deps } = servers[1]!;
        const link = { publicBaseUrl: 'https://agency.example', linkTtlMs: 3_600_000, encryption: deps.encryption };
        expect(await resendStoppedInvitation(deps.db, idOf(inserted), link)).toBe(false);
        expect(await sealedInvitations(servers[2]!, email)).toHaveLength(1);
      } finally {
        await Promise.all(servers.map((server) => server.close()));
      }
    });
  });

  it('rotates: a new key with the old one kept rewraps every sealed value, after which the new key alone serves', async () => {
    await withKeptDatabase(async (kept) => {
      const oldKey = newKey();
      const first = await harnessOn(await kept.start({ APP_ENCRYPTION_KEY: oldKey }));
      let member: { email: string; secret: string };
      let csrfSecret: string;
      let documentId: string;
      try {
        member = await memberSetUpThroughTheirLink(first);
        await first.server.deps.signing.certificate();
        csrfSecret = first.server.deps.encryption.open((await first.server.db('app_secrets').where({ name: 'csrf' }).first()).value, 'app_secrets:csrf');
        documentId = await insertSignedDocument(first.server.db);
        await appendAuditEntry(first.server.db, documentId, 'sent', { ip: '198.51.100.7', userAgent: 'SigningTest/1.0' });
        await appendAuditEntry(first.server.db, documentId, 'opened', { ip: '198.51.100.7', userAgent: 'SigningTest/1.0' });
      } finally {
        await first.server.close();
      }

      const currentKey = newKey();
      const rotating = await kept.start({ APP_ENCRYPTION_KEY: currentKey, APP_ENCRYPTION_KEYS_PREVIOUS: oldKey });
      try {
        const current = keyIdOf(Buffer.from(currentKey, 'base64'));
        let values = 0;
        for (const { table, column } of SEALED_COLUMNS) {
          for (const row of await rotating.db(table).select(column).whereNotNull(column)) {
            expect(String(row[column]).startsWith(`enc:v1:${current}:`), `${table}.${column} is under the new key`).toBe(true);
            values += 1;
          }
        }
        expect(values).toBeGreaterThanOrEqual(8); // key check, csrf, live-events, audit key, TOTP, p12, passphrase, the invitation's link
      } finally {
        await rotating.close();
      }

      const rotated = await harnessOn(await kept.start({ APP_ENCRYPTION_KEY: currentKey }));
      try {
        expect((await signInWithCode(rotated, member.email, member.secret)).status).toBe(200);
        expect(rotated.server.deps.encryption.open((await rotated.server.db('app_secrets').where({ name: 'csrf' }).first()).value, 'app_secrets:csrf')).toBe(
          csrfSecret,
        );
        expect(verifyAuditTrail(rotated.server.db, await readAuditTrail(rotated.server.db, documentId))).toBe(true);
        await expect(rotated.server.deps.signing.certificate()).resolves.toMatchObject({ passphrase: expect.any(String) });
      } finally {
        await rotated.server.close();
      }
    });
  });
}
