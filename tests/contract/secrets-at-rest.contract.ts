/**
 * Secrets at rest (issue 21, finding 6, and the links of finding 1 made before the fix), on a running server and
 * its real database: a copy of the database (the SQLite file with its WAL, a pg_dump) holds no TOTP secret nor
 * any other key the server keeps, yet signing in works; a signed copy's link stops after 30 days; a signing
 * trail rewritten with fresh SHA-256 hashes is caught. sqlite.test.ts and postgres.test.ts run this suite.
 */
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { generate, ScureBase32Plugin } from 'otplib';
import { describe, expect, it } from 'vitest';
import { keyIdOf } from '@bff/services/encryption/at-rest';
import { REDACTED_SECRET } from '@bff/services/mail';
import { resendStoppedInvitation } from '@bff/services/secrets-at-rest/links-written-before';
import { SEALED_COLUMNS } from '@bff/services/secrets-at-rest/sealed-columns';
import { appendAuditEntry, chainIsWhole, readAuditTrail, unkeyedHashOfEntry, verifyAuditTrail } from '@bff/services/signing/audit-trail';
import { AUDIT_TRAIL_KEY_NAME } from '@bff/services/signing/audit-trail-key';
import { makeSelfSignedP12 } from '@bff/services/signing/certificate';
import { hashPassword } from '@bff/services/staff/passwords';
import { createStaffMember } from '@bff/services/staff/staff-members';
import { keptDatabase, type KeptDatabase } from '../support/kept-database';
import { deliveredText, type OutboxRowWithSecrets } from '../support/mail-secrets';
import { documentReadyToSign, SIGNER, signingApi } from '../support/signing-flow';
import { insertDocumentWithSha256Trail, insertSignedDocument, rewriteTrailWithSha256Chain } from '../support/signing-trail-rows';
import { enrolStaff, signedInCookie, STAFF_PASSWORD } from '../support/staff';
import { csrfCredentials, POSTGRES_TEST_URL, type DatabaseKind, type TestServer } from '../support/test-server';
import { apiClient, useApi, type ApiHarness } from './support';

const staffCookieOf = (response: Response) => /staff_session=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1];

/** Calls the API as the SPA does (CSRF header and cookie), with a staff cookie when given. */
export const callApi = (t: ApiHarness, method: string, path: string, { body, cookie }: { body?: unknown; cookie?: string } = {}) =>
  fetch(`${t.server.baseUrl}${path}`, {
    method,
    headers: {
      'x-csrf-token': t.csrf.token,
      cookie: [t.csrf.cookie, cookie].filter(Boolean).join('; '),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** Signs in through both steps; answers the second step's response. */
export async function signInWithCode(t: ApiHarness, email: string, secret: string, epoch = Math.floor(Date.now() / 1000)) {
  const first = await callApi(t, 'POST', '/api/admin/auth/sign-in', { body: { email, password: STAFF_PASSWORD } });
  expect(first.status).toBe(200);
  const code = await generate({ secret, epoch });
  return callApi(t, 'POST', '/api/admin/auth/code', { body: { code }, cookie: `staff_session=${staffCookieOf(first)}` });
}

/** A member of staff set up through their link, as a person does it: answers their address and TOTP secret. */
export async function memberSetUpThroughTheirLink(t: ApiHarness): Promise<{ email: string; secret: string }> {
  const email = `kim.${randomBytes(4).toString('hex')}@agency.example`;
  const { setupLink } = await createStaffMember(
    t.server.db,
    { email, name: 'Kim Park', role: 'agent', createdBy: null },
    { publicBaseUrl: 'https://agency.example', linkTtlMs: 3_600_000, encryption: t.server.deps.encryption },
  );
  const token = setupLink.split('#')[1]!;
  const password = await callApi(t, 'POST', '/api/admin/auth/setup/password', { body: { token, password: STAFF_PASSWORD } });
  const { secret } = (await password.json()) as { secret: string };
  // The code of the step before, so that signing in (this step's code) uses a new one.
  const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 });
  expect((await callApi(t, 'POST', '/api/admin/auth/setup/confirm', { body: { token, code } })).status).toBe(200);
  return { email, secret };
}

/** Every byte a copy of the database would hold: the SQLite file and its WAL (before and after a checkpoint), or a pg_dump of the schema. */
export async function databaseCopy(server: TestServer): Promise<Buffer> {
  const { database } = server.deps.config;
  if (database.kind === 'postgres') {
    return execFileSync('pg_dump', ['--data-only', '--schema', database.schema!, POSTGRES_TEST_URL], { maxBuffer: 256 * 1024 * 1024 });
  }
  const files = () => [database.filename, `${database.filename}-wal`].filter(existsSync).map((file) => readFileSync(file));
  const before = files();
  await server.db.raw('PRAGMA wal_checkpoint(FULL)');
  return Buffer.concat([...before, ...files()]);
}

/** The forms a secret could be written in: as text, and its bytes raw, in hex and in base64. */
const formsOf = (text: string, bytes: Buffer) => [Buffer.from(text), bytes, Buffer.from(bytes.toString('hex')), Buffer.from(bytes.toString('base64'))];

/** A document signed through the signing page and sealed: its id and reference number. */
async function sealedDocument(t: ApiHarness): Promise<{ documentId: string; referenceNumber: string }> {
  const signing = signingApi(t.server.baseUrl, t.csrf);
  const { documentId, token } = await documentReadyToSign(signing);
  await signing.open(token);
  await signing.consent(token);
  expect((await signing.sign(token, `${SIGNER.firstName} ${SIGNER.lastName}`)).status).toBe(200);
  await expect.poll(async () => (await t.server.db('signing_documents').where({ document_id: documentId }).first()).status, { timeout: 15_000 }).toBe('sealed');
  const row = await t.server.db('signing_documents').where({ document_id: documentId }).first();
  return { documentId, referenceNumber: row.reference_number as string };
}

export function defineSecretsAtRestContractSuite(kind: DatabaseKind): void {
  const t = useApi(kind);

  describe('a copy of the database', () => {
    it('holds no TOTP secret, key or passphrase the server keeps, each sealed under the current key; signing in with a code still works', async () => {
      const member = await memberSetUpThroughTheirLink(t);
      await t.server.deps.signing.certificate(); // the self-signed certificate, kept in the database once made
      const { encryption } = t.server.deps;

      const kept: { where: string; text: string }[] = [];
      for (const { table, column, key, alsoReads = [], contextOf } of SEALED_COLUMNS) {
        for (const row of await t.server
          .db(table)
          .select(key, ...alsoReads, column)
          .whereNotNull(column)) {
          const value = String(row[column]);
          expect(encryption.isSealed(value) && encryption.isCurrent(value), `${table}.${column} of ${row[key]} is sealed under the current key`).toBe(true);
          kept.push({ where: `${table}.${column} of ${row[key]}`, text: encryption.open(value, contextOf(row)) });
        }
      }
      const totp = kept.filter((secret) => secret.where.startsWith('staff_members.totp_secret')).map((secret) => secret.text);
      expect(totp).toContain(member.secret);
      expect(kept.map((secret) => secret.where)).toEqual(
        expect.arrayContaining(['app_secrets.value of csrf', 'app_secrets.value of live-events', `app_secrets.value of ${AUDIT_TRAIL_KEY_NAME}`]),
      );
      expect(kept.map((secret) => secret.where)).toEqual(
        expect.arrayContaining(['signing_certificates.p12_base64 of self-signed', 'signing_certificates.passphrase of self-signed']),
      );

      const copy = await databaseCopy(t.server);
      const base32 = new ScureBase32Plugin();
      for (const { where, text } of kept) {
        if (where === 'app_secrets.value of encryption-key-check') continue; // a known text, sealed to prove the key
        const bytes = where.startsWith('staff_members.totp')
          ? Buffer.from(base32.decode(text))
          : where.includes('p12_base64') || where.endsWith(AUDIT_TRAIL_KEY_NAME)
            ? Buffer.from(text, where.includes('p12') ? 'base64' : 'base64url')
            : Buffer.from(text, /^[0-9a-f]+$/.test(text) ? 'hex' : 'utf8');
        for (const form of formsOf(text, bytes)) expect(copy.includes(form), `${where} is not in the copy`).toBe(false);
      }

      const signedIn = await signInWithCode(t, member.email, member.secret);
      expect(signedIn.status).toBe(200);
    });
  });

  describe("a signed copy's download link", () => {
    it('works for 30 days after sealing, then answers 410 Gone; the back office still downloads the sealed PDF', async () => {
      const { documentId, referenceNumber } = await sealedDocument(t);
      // The key the signer is e-mailed (only its hash is kept): one of our own, so the test does not read the mail.
      const key = randomBytes(32).toString('base64url');
      await t.server
        .db('signing_documents')
        .where({ document_id: documentId })
        .update({ download_key_hash: createHash('sha256').update(key).digest('hex') });
      const download = (withKey = key) => fetch(`${t.server.baseUrl}/api/signed-documents/${documentId}?key=${withKey}`);
      const sealedDaysAgo = (days: number) =>
        t.server
          .db('signing_documents')
          .where({ document_id: documentId })
          .update({ sealed_at: new Date(Date.now() - days * 86_400_000) });

      expect((await download()).status).toBe(200);
      await sealedDaysAgo(29.9);
      expect((await download()).status).toBe(200);
      await sealedDaysAgo(30.01);
      const gone = await download();
      expect(gone.status).toBe(410);
      const { message } = (await gone.json()) as { message: string };
      expect(message).toMatch(/expired: it works for 30 days after signing/);
      expect(message).toMatch(/contact us/);
      // Whoever lacks the key learns nothing of the document, expired or not.
      expect((await download(randomBytes(32).toString('base64url'))).status).toBe(404);

      const cookie = await signedInCookie(t.server.db, await enrolStaff(t.server.db, { role: 'admin' }));
      const detail = await (await callApi(t, 'GET', `/api/admin/submissions/${referenceNumber}`, { cookie })).json();
      const sealed = detail.documents.find((document: { type: string }) => document.type === 'Sealed PDF');
      const file = await callApi(t, 'GET', `/api/admin/submissions/${referenceNumber}/documents/${sealed.uploadId}`, { cookie });
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).includes(Buffer.from('/ByteRange'))).toBe(true);
    });
  });

  describe('the signing audit trail', () => {
    it('verifies as written; rewritten with every SHA-256 hash made again, it is caught and shown as not intact', async () => {
      const { documentId, referenceNumber } = await sealedDocument(t);
      const cookie = await signedInCookie(t.server.db, await enrolStaff(t.server.db, { role: 'admin' }));
      const trailIntact = async () => (await (await callApi(t, 'GET', `/api/admin/submissions/${referenceNumber}`, { cookie })).json()).signature.trailIntact;

      expect(verifyAuditTrail(t.server.db, await readAuditTrail(t.server.db, documentId))).toBe(true);
      expect(await trailIntact()).toBe(true);

      await rewriteTrailWithSha256Chain(t.server.db, documentId, 4, { typedName: 'Someone Else' });
      const rewritten = await readAuditTrail(t.server.db, documentId);
      expect(rewritten[3]).toMatchObject({ action: 'signed', details: { typedName: 'Someone Else' } });
      // A whole chain by the unkeyed rule: what the trail's check accepted before it was keyed.
      expect(chainIsWhole(rewritten, unkeyedHashOfEntry)).toBe(true);
      expect(verifyAuditTrail(t.server.db, rewritten)).toBe(false);
      expect(await trailIntact()).toBe(false);
    });
  });
}

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
