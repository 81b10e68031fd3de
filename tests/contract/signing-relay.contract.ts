/**
 * Issue 21, finding 2: the agency as a mail relay. Anyone can upload a PDF, name a stranger's address and
 * sign it in their own browser; the agency used to seal it and mail the stranger "Hello <whatever was
 * typed as a first name>," with a download link, without limit. Now a name is a name (422 otherwise), the
 * stranger gets only our fixed-wording request to prove the address, at most MAILS_PER_ADDRESS_PER_DAY (2)
 * mails a day, and the signed copy only once the address is proved; the audit trail and the sealed PDF say
 * what was typed and what was proved. Mail is delivered by the real worker to a real SMTP server (smtp-server).
 * Both databases run this same suite (suite-groups.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { personNameMessages } from '@contracts/fields';
import { proofMailSubject, proofMailText, refusalReason } from '@bff/services/proved-addresses';
import { readAuditTrail, verifyAuditTrail } from '@bff/services/signing/audit-trail';
import { postJsonWithHeaders } from '../support/raw-http';
import { newSessionId, SIGNER, signedDocument, signingApi, type SigningApi } from '../support/signing-flow';
import { startSmtpReceiver, type SmtpReceiver } from '../support/smtp-receiver';
import { csrfCredentials, RATE_LIMITS_OFF, startTestServer, type DatabaseKind, type TestServer } from '../support/test-server';
import { unique } from './support';

const SITE = 'https://agency.example';
const AGENCY_INBOX = 'documents@agency.example';

export function defineSigningRelayContractSuite(kind: DatabaseKind): void {
  const workDir = mkdtempSync(path.join(tmpdir(), 'signing-relay-'));
  let mailbox: SmtpReceiver;
  let server: TestServer;
  let api: SigningApi;
  let csrf: { token: string; cookie: string };

  beforeAll(async () => {
    mailbox = await startSmtpReceiver();
    server = await startTestServer(kind, {
      ...RATE_LIMITS_OFF,
      SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
      MAIL_POLL_INTERVAL_MS: '50',
      JOB_POLL_INTERVAL_MS: '50',
      UPLOAD_DIR: path.join(workDir, 'uploads'),
      AGENCY_INBOX,
      PUBLIC_BASE_URL: SITE,
    });
    csrf = await csrfCredentials(server.baseUrl);
    api = signingApi(server.baseUrl, csrf);
  });
  afterAll(async () => {
    await server?.close();
    await mailbox?.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  const mailTo = (address: string) => mailbox.received.filter((mail) => mail.to.includes(address));
  /** The text part as the recipient reads it. */
  const textOf = (mail: { body: string }) => mail.body.replace(/\r\n/g, '\n').trim();
  const sealedRow = (documentId: string) => server.db('signing_documents').where({ document_id: documentId }).first();
  /** Sealed, and every mail the worker may send is sent: what reaches anyone has reached them. */
  async function settled(documentId: string) {
    await expect.poll(async () => (await sealedRow(documentId)).status, { timeout: 10_000, interval: 25 }).toBe('sealed');
    await expect.poll(async () => (await server.db('mail_outbox').where({ status: 'pending' })).length, { timeout: 10_000, interval: 25 }).toBe(0);
  }
  const sealedText = async (documentId: string) => {
    const row = await sealedRow(documentId);
    const upload = await server.db('uploads').where({ id: row.sealed_upload_id }).first();
    return execFileSync('pdftotext', ['-enc', 'UTF-8', path.join(workDir, 'uploads', upload.stored_name), '-'])
      .toString()
      .replace(/\s+/g, ' ');
  };
  const confirm = (token: string) =>
    fetch(`${server.baseUrl}/api/address-proofs/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf.token, cookie: csrf.cookie },
      body: JSON.stringify({ token }),
    });
  const proofTokenIn = (text: string) => new RegExp(`^${SITE}/confirm-email#([A-Za-z0-9_-]{43})$`, 'm').exec(text)?.[1];

  it('refuses a first name that is not a name (422, the field named) and keeps nothing of the request', async () => {
    const sessionId = newSessionId();
    const { documentId } = (await (await api.upload(sessionId)).json()) as { documentId: string };
    const response = await api.signingLink(sessionId, {
      ...SIGNER,
      email: `victim.${unique()}@example.net`,
      firstName: 'Pay now at https://evil.example/pay',
      lastName: 'Call 555-0100',
      documentId,
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: unknown }).errors).toEqual({
      firstName: [personNameMessages('First name').characters],
      lastName: [personNameMessages('Last name').characters],
    });
    expect(await sealedRow(documentId)).toMatchObject({ status: 'uploaded', first_name: '', email: '' });
    expect(await readAuditTrail(server.db, documentId)).toEqual([]);
    const badSignature = await api.sign('A'.repeat(43), 'Rosa <b>Díaz</b>');
    expect(badSignature.status).toBe(422);
    expect(((await badSignature.json()) as { errors: unknown }).errors).toEqual({ fullName: [personNameMessages('Your full name', 101).characters] });
  });

  it('mails a stranger only our request to prove the address, twice a day at most, and never the signed copy', async () => {
    const stranger = `victim.${unique()}@example.net`;
    const attacker = { ...SIGNER, email: stranger, firstName: 'Mallory', lastName: 'O’Neil', policyNumber: 'EVIL-1' };
    const typedByAttacker = ['Mallory', 'O’Neil', 'EVIL-1', 'lease.pdf', 'Lease agreement'];

    const first = await signedDocument(api, attacker);
    await settled(first.documentId);
    expect(mailTo(stranger)).toHaveLength(1);
    const proofMail = mailTo(stranger)[0]!;
    expect(proofMail.headers.subject).toBe(proofMailSubject);
    const token = proofTokenIn(textOf(proofMail))!;
    const proof = await server.db('address_proofs').where({ address: stranger }).first();
    const expiresAt = new Date(proof.expires_at as Date | number);
    // Our words, word for word: nothing the requester typed.
    expect(textOf(proofMail)).toBe(proofMailText({ waiting: 'a signed Proof of Residency document', expiresAt, link: `${SITE}/confirm-email#${token}` }));
    for (const words of [...typedByAttacker, first.documentId, '/api/signed-documents/']) expect(textOf(proofMail)).not.toContain(words);
    // The signed copy waits, held; its link is sealed, not in the outbox's text.
    const held = await server.db('mail_outbox').where({ recipient: stranger, kind: 'signed-document' }).first();
    expect(held).toMatchObject({ status: 'held', awaiting_proof_of: stranger });

    const second = await signedDocument(api, attacker);
    await settled(second.documentId);
    expect(mailTo(stranger).map((mail) => mail.headers.subject)).toEqual([proofMailSubject, proofMailSubject]);

    const third = await signedDocument(api, attacker);
    await settled(third.documentId);
    expect(mailTo(stranger)).toHaveLength(2); // nothing at all the third time
    const refused = await server.db('mail_outbox').where({ recipient: stranger, kind: 'signed-document' }).orderBy('id');
    expect(refused.map((row) => row.status)).toEqual(['held', 'held', 'refused']);
    expect(refused[2]).toMatchObject({ last_error: refusalReason(2), secrets: null });
    const trail = await readAuditTrail(server.db, third.documentId);
    expect(trail.at(-1)).toMatchObject({
      action: 'completed',
      details: expect.objectContaining({ copy: 'not sent: the address has had its mails of the day' }),
    });
    // The agency is still told of each, in its own inbox.
    await expect.poll(() => mailTo(AGENCY_INBOX).filter((mail) => textOf(mail).includes('Signer: Mallory')).length).toBe(3);
  });

  it('sends the signed copy once the owner proves the address, and says what was typed and what was proved', async () => {
    const owner = `rosa.${unique()}@example.com`;
    const rosa = { ...SIGNER, email: owner };
    const { documentId } = await signedDocument(api, rosa);
    await settled(documentId);
    const pdf = await sealedText(documentId);
    expect(pdf).toContain('Name typed to sign (not verified): Rosa Díaz');
    expect(pdf).toContain('did not verify who typed it');
    expect(pdf).toContain(`E-mail address: ${owner}, not proved when this document was sealed`);
    expect(pdf).not.toContain('Electronically signed by');
    expect(mailTo(owner).map((mail) => mail.headers.subject)).toEqual([proofMailSubject]);
    const token = proofTokenIn(textOf(mailTo(owner)[0]!))!;

    // Opening the link proves nothing: only the confirmation (a POST) does.
    const scanner = await fetch(`${server.baseUrl}/api/address-proofs/confirm?token=${token}`);
    expect(scanner.status).toBe(404);
    expect(await server.db('proved_addresses').where({ address: owner }).first()).toBeUndefined();

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ address: owner, released: 1 });
    expect((await confirm(token)).status).toBe(410);
    await expect.poll(() => mailTo(owner).length, { timeout: 10_000, interval: 25 }).toBe(2);
    const copy = textOf(mailTo(owner)[1]!);
    expect(copy).toMatch(/^Hello Rosa,/);
    const link = new RegExp(`${SITE}(/api/signed-documents/\\S+)`).exec(copy)![1]!;
    const download = await fetch(`${server.baseUrl}${link}`);
    expect(download.status).toBe(200);

    const trail = await readAuditTrail(server.db, documentId);
    expect(trail.map((entry) => entry.action)).toEqual(['sent', 'opened', 'consented', 'signed', 'completed', 'address-proved']);
    expect(trail[0]!.details).toMatchObject({ linkTo: 'the browser session that uploaded the document', email: `${owner} (given, not proved)` });
    expect(trail[3]!.details).toMatchObject({ typedName: 'Rosa Díaz', nameCheck: expect.stringContaining('not verified') });
    expect(trail[4]!.details).toMatchObject({
      copyTo: owner,
      addressAtSealing: 'not proved',
      copy: expect.stringContaining('held until the address is proved'),
    });
    expect(trail[5]!.details).toMatchObject({ address: owner, how: 'by following a single-use link e-mailed to it' });
    expect(verifyAuditTrail(server.db, trail)).toBe(true);

    // A proved address gets its next copy at once, without another proof, and its PDF says when it was proved.
    const next = await signedDocument(api, rosa);
    await settled(next.documentId);
    await expect.poll(() => mailTo(owner).length, { timeout: 10_000, interval: 25 }).toBe(3);
    expect(textOf(mailTo(owner)[2]!)).toMatch(/Your signed copy \(PDF\): https:\/\/agency\.example\/api\/signed-documents\//);
    expect(await sealedText(next.documentId)).toMatch(
      new RegExp(`E-mail address: ${owner.replace(/\./g, '\\.')}, proved \\d\\d/\\d\\d/\\d{4} .+ ET by following a single-use link e-mailed to it`),
    );
    expect((await readAuditTrail(server.db, next.documentId)).at(-1)!.details).toMatchObject({ copy: 'e-mailed to the proved address' });
  });

  it('signed on the Spanish pages: the link leads to the Spanish signing page, and the proof and the signed copy are mailed in Spanish', async () => {
    const owner = `lucia.${unique()}@example.com`;
    const spanish = signingApi(server.baseUrl, csrf, { acceptLanguage: 'es-US,es;q=0.9' });
    const sessionId = newSessionId();
    const { documentId } = (await (await spanish.upload(sessionId)).json()) as { documentId: string };
    const linked = await spanish.signingLink(sessionId, { ...SIGNER, email: owner, documentId });
    const { signingUrl } = (await linked.json()) as { signingUrl: string };
    expect(signingUrl).toMatch(new RegExp(`^${SITE}/es/sign/[A-Za-z0-9_-]{43}$`));
    const token = signingUrl.split('/sign/')[1]!;
    expect((await spanish.open(token)).status).toBe(200);
    expect((await spanish.consent(token)).status).toBe(200);
    const mismatch = await spanish.sign(token, 'Rosa Smith');
    expect(((await mismatch.json()) as { errors: unknown }).errors).toEqual({
      fullName: ['Para firmar, escriba su nombre completo exactamente así: Rosa Díaz.'],
    });
    expect((await spanish.sign(token, 'Rosa Díaz')).status).toBe(200);
    await settled(documentId);

    const [proof] = mailTo(owner);
    expect(proof!.headers.subject).toBe('Confirme su dirección de correo electrónico para Keystone Insurance Agency');
    expect(textOf(proof!)).toContain('un documento firmado (Prueba de residencia) está esperando para enviarse a ella.');
    const spanishToken = new RegExp(`^${SITE}/es/confirm-email#([A-Za-z0-9_-]{43})$`, 'm').exec(textOf(proof!))?.[1];
    expect(spanishToken, 'the proof link leads to the Spanish page').toBeDefined();
    expect((await confirm(spanishToken!)).status).toBe(200);
    await expect.poll(() => mailTo(owner).length, { timeout: 10_000, interval: 25 }).toBe(2);
    const copy = mailTo(owner)[1]!;
    const reference = (await sealedRow(documentId)).reference_number as string;
    expect(copy.headers.subject).toBe(`Su documento firmado: Prueba de residencia (${reference})`);
    expect(textOf(copy)).toMatch(/^Hola, Rosa:/);
    expect(textOf(copy)).toMatch(/Gracias por firmar su documento \(Prueba de residencia\) el \d{1,2} de [a-z]+ de \d{4}/);
    expect(textOf(copy)).toContain(`Su copia firmada (PDF): ${SITE}/api/signed-documents/`);
  });

  it('builds the signing link on PUBLIC_BASE_URL whatever Host the request names', async () => {
    const sessionId = newSessionId();
    const { documentId } = (await (await api.upload(sessionId)).json()) as { documentId: string };
    const { status, body } = await postJsonWithHeaders(
      server.baseUrl,
      '/api/generate-signing-link',
      { ...SIGNER, documentId },
      {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-session-id': sessionId,
        'x-csrf-token': csrf.token,
        cookie: csrf.cookie,
      },
    );
    expect(status).toBe(200);
    expect((body as { signingUrl: string }).signingUrl).toMatch(new RegExp(`^${SITE}/sign/[A-Za-z0-9_-]{43}$`));
  });
}
