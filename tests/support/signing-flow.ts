/**
 * A browser of ours going through the state-insurer upload and our signing page, over HTTP: what the contract
 * suite, the two-instance test and the benchmark share.
 */
import { randomUUID } from 'node:crypto';
import { EventSource } from 'eventsource';
import { onePagePdfBytes } from './document-fixtures';

export type Credentials = { token: string; cookie: string };

export const newSessionId = () => `s${Date.now().toString(36)}-${randomUUID()}`;

export const SIGNER = { email: 'rosa.diaz@example.com', firstName: 'Rosa', lastName: 'Díaz', policyNumber: 'cit-4455667', formType: 'proofofresidency' };

/** Our browser's calls; `acceptLanguage` as a Spanish page sends it ('es-US') makes the answers and mails Spanish. */
export function signingApi(baseUrl: string, csrf: Credentials, { acceptLanguage }: { acceptLanguage?: string } = {}) {
  const headers = (extra: Record<string, string> = {}) => ({
    'x-csrf-token': csrf.token,
    cookie: csrf.cookie,
    ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
    ...extra,
  });
  const postJson = (path: string, body: unknown, extra: Record<string, string> = {}) =>
    fetch(`${baseUrl}${path}`, { method: 'POST', body: JSON.stringify(body), headers: headers({ 'content-type': 'application/json', ...extra }) });
  return {
    upload: (
      sessionId: string,
      file: { bytes: Buffer; name: string; type: string } = { bytes: onePagePdfBytes('Lease agreement'), name: 'lease.pdf', type: 'application/pdf' },
      headerSession = sessionId,
    ) => {
      const form = new FormData();
      form.append('sessionId', sessionId);
      form.append('document', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
      return fetch(`${baseUrl}/api/upload-document`, { method: 'POST', body: form, headers: headers(headerSession ? { 'x-session-id': headerSession } : {}) });
    },
    signingLink: (sessionId: string, body: Record<string, unknown>) => postJson('/api/generate-signing-link', body, { 'x-session-id': sessionId }),
    subscribe: (sessionId: string, documentId: string) => postJson('/api/document-events/subscriptions', { documentId }, { 'x-session-id': sessionId }),
    open: (token: string) => fetch(`${baseUrl}/api/signing/${token}`, { headers: headers({ 'user-agent': 'SigningTest/1.0' }) }),
    consent: (token: string) => postJson(`/api/signing/${token}/consent`, {}, { 'user-agent': 'SigningTest/1.0' }),
    sign: (token: string, fullName: string) => postJson(`/api/signing/${token}/sign`, { fullName }, { 'user-agent': 'SigningTest/1.0' }),
    verify: (sha256: string) => postJson('/api/verify-document', { sha256 }),
  };
}

export type SigningApi = ReturnType<typeof signingApi>;

export type Signer = typeof SIGNER;

/** Uploads a PDF and asks for its link for `signer`: the document id and the link's token. */
export async function documentReadyToSign(
  api: SigningApi,
  sessionId = newSessionId(),
  signer: Signer = SIGNER,
): Promise<{ sessionId: string; documentId: string; token: string }> {
  const uploaded = await api.upload(sessionId);
  if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
  const { documentId } = (await uploaded.json()) as { documentId: string };
  const linked = await api.signingLink(sessionId, { ...signer, documentId });
  if (linked.status !== 200) throw new Error(`signing link answered ${linked.status}: ${await linked.text()}`);
  const { signingUrl } = (await linked.json()) as { signingUrl: string };
  return { sessionId, documentId, token: signingUrl.split('/sign/')[1]! };
}

/** The whole in-frame flow for `signer`: upload, link, the signing page, consent, and the name typed as first and last. */
export async function signedDocument(api: SigningApi, signer: Signer = SIGNER): Promise<{ sessionId: string; documentId: string }> {
  const { sessionId, documentId, token } = await documentReadyToSign(api, newSessionId(), signer);
  const opened = await api.open(token);
  if (opened.status !== 200) throw new Error(`the signing page answered ${opened.status}`);
  const consented = await api.consent(token);
  if (consented.status !== 200) throw new Error(`consent answered ${consented.status}`);
  const signed = await api.sign(token, `${signer.firstName} ${signer.lastName}`);
  if (signed.status !== 200) throw new Error(`signing answered ${signed.status}: ${await signed.text()}`);
  return { sessionId, documentId };
}

export type ReceivedEvent = { type: string; id: string; data: Record<string, unknown>; at: number };

/** An EventSource on a subscription address, collecting every event; `next(type)` waits for one. */
export function collectEvents(baseUrl: string, url: string, init: { lastEventId?: string } = {}) {
  const received: ReceivedEvent[] = [];
  const waiters: { type: string; resolve: (event: ReceivedEvent) => void }[] = [];
  const address = new URL(url, baseUrl);
  if (init.lastEventId) address.searchParams.set('lastEventId', init.lastEventId);
  const source = new EventSource(address.toString());
  const opened = new Promise<void>((resolve, reject) => {
    source.onopen = () => resolve();
    source.onerror = (error) => reject(error);
  });
  for (const type of ['DocumentSigned', 'DocumentSealed']) {
    source.addEventListener(type, (message) => {
      const event = { type, id: message.lastEventId, data: JSON.parse(message.data) as Record<string, unknown>, at: performance.now() };
      received.push(event);
      for (const waiter of waiters.filter((candidate) => candidate.type === type)) waiter.resolve(event);
    });
  }
  return {
    source,
    opened,
    received,
    next: (type: string, timeoutMs = 10_000) =>
      new Promise<ReceivedEvent>((resolve, reject) => {
        const already = received.find((event) => event.type === type);
        if (already) return resolve(already);
        const timer = setTimeout(() => reject(new Error(`no ${type} event within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ type, resolve: (event) => (clearTimeout(timer), resolve(event)) });
      }),
    close: () => source.close(),
  };
}
