/**
 * Secrets at rest (issue 21, finding 6), on a running server and its real database: a copy of the database (the
 * SQLite file with its WAL, a pg_dump) holds no TOTP secret nor any other key the server keeps, yet signing in
 * works; a signed copy's link stops after 30 days; a signing trail rewritten with fresh SHA-256 hashes is caught.
 * Both databases run this suite (suite-groups.ts).
 */
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { ScureBase32Plugin } from 'otplib';
import { describe, expect, it } from 'vitest';
import { SEALED_COLUMNS } from '@bff/services/secrets-at-rest/sealed-columns';
import { chainIsWhole, readAuditTrail, unkeyedHashOfEntry, verifyAuditTrail } from '@bff/services/signing/audit-trail';
import { AUDIT_TRAIL_KEY_NAME } from '@bff/services/signing/audit-trail-key';
import { documentReadyToSign, SIGNER, signingApi } from '../support/signing-flow';
import { rewriteTrailWithSha256Chain } from '../support/signing-trail-rows';
import { enrolStaff, signedInCookie } from '../support/staff';
import { callApi, memberSetUpThroughTheirLink, signInWithCode } from '../support/staff-api';
import { POSTGRES_TEST_URL, type DatabaseKind, type TestServer } from '../support/test-server';
import { useApi, type ApiHarness } from './support';

/** Every byte a copy of the database would hold: the SQLite file and its WAL (before and after a checkpoint), or a pg_dump of the schema. */
async function databaseCopy(server: TestServer): Promise<Buffer> {
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
