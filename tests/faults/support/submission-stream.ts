/**
 * Submissions streaming in, as people send them while a fault happens: quote requests (JSON), mortgagee change
 * requests with a PDF (multipart), and signatures (upload, link, open, consent, sign). Each is counted sent, and
 * acknowledged when the product answered it as stored (201, or 200 for a signature, with its reference). A
 * request that fails (a connection cut by a killed instance, a 502 or 503 from the balancer) is not acknowledged:
 * its sender would try again. `stored()` then checks every acknowledged one is stored whole.
 */
import { createHash } from 'node:crypto';
import type { Database } from '@bff/db/database';
import type { UploadStore } from '@bff/services/uploads/upload-store';
import { mortgageeChange, multipartOf } from '../../support/policy-change-forms';
import { newSessionId, signingApi, SIGNER } from '../../support/signing-flow';
import { csrfCredentials } from '../../support/test-server';
import { simpleQuote } from '../../contract/support';

export type Kind = 'quote request' | 'change request with a file' | 'signature';
type Acknowledged = { kind: Kind; reference: string; sha256?: string };

export type Figures = Record<Kind, { sent: number; acknowledged: number; stored: number; lost: number }>;

const RETRY_AFTER_MS = 200;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A fetch that gives up after 20 s: a request to an instance that died mid-way may otherwise wait long. */
const send = (url: string, init: RequestInit) => fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });

async function oneQuote(baseUrl: string): Promise<Acknowledged | undefined> {
  const csrf = await csrfCredentials(baseUrl);
  const response = await send(`${baseUrl}/api/submit-quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf.token, cookie: csrf.cookie },
    body: JSON.stringify(simpleQuote()),
  });
  if (response.status !== 201) return undefined;
  return { kind: 'quote request', reference: ((await response.json()) as { referenceNumber: string }).referenceNumber };
}

async function oneChange(baseUrl: string): Promise<Acknowledged | undefined> {
  const csrf = await csrfCredentials(baseUrl);
  const request = mortgageeChange({ customerType: 'lender' });
  const bytes = Buffer.from(await (request.file as File).arrayBuffer());
  const response = await send(`${baseUrl}/api/policy-changes/mortgagee`, {
    method: 'POST',
    headers: { 'x-csrf-token': csrf.token, cookie: csrf.cookie },
    body: multipartOf(request),
  });
  if (response.status !== 201) return undefined;
  return { kind: 'change request with a file', reference: ((await response.json()) as { referenceNumber: string }).referenceNumber, sha256: sha256(bytes) };
}

async function oneSignature(baseUrl: string): Promise<Acknowledged | undefined> {
  const api = signingApi(baseUrl, await csrfCredentials(baseUrl));
  const sessionId = newSessionId();
  const uploaded = await api.upload(sessionId);
  if (uploaded.status !== 201) return undefined;
  const { documentId } = (await uploaded.json()) as { documentId: string };
  const linked = await api.signingLink(sessionId, { ...SIGNER, documentId });
  if (linked.status !== 200) return undefined;
  const token = ((await linked.json()) as { signingUrl: string }).signingUrl.split('/sign/')[1]!;
  if ((await api.open(token)).status !== 200 || (await api.consent(token)).status !== 200) return undefined;
  const signed = await api.sign(token, `${SIGNER.firstName} ${SIGNER.lastName}`);
  if (signed.status !== 200) return undefined;
  return { kind: 'signature', reference: ((await signed.json()) as { referenceNumber: string }).referenceNumber };
}

const SENDERS: Record<Kind, (baseUrl: string) => Promise<Acknowledged | undefined>> = {
  'quote request': oneQuote,
  'change request with a file': oneChange,
  signature: oneSignature,
};

export function streamSubmissions(baseUrl: string, { senders = 6 } = {}) {
  const sent: Record<Kind, number> = { 'quote request': 0, 'change request with a file': 0, signature: 0 };
  const acknowledged: Acknowledged[] = [];
  let failed = 0;
  const listeners = new Set<() => void>();
  let running = true;
  const kinds = Object.keys(SENDERS) as Kind[];
  const sender = async (index: number) => {
    for (let turn = index; running; turn += 1) {
      const kind = kinds[turn % kinds.length]!;
      sent[kind] += 1;
      const answer = await SENDERS[kind](baseUrl).catch(() => undefined);
      if (answer) {
        acknowledged.push(answer);
        listeners.forEach((listener) => listener());
      } else {
        failed += 1;
        listeners.forEach((listener) => listener());
        // As a person's browser would: a moment before trying again, not a loop against a server that is down.
        await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
      }
    }
  };
  const done = Promise.all(Array.from({ length: senders }, (_, index) => sender(index)));
  /** Resolves once `count()` has grown by `more`. */
  const grown = (count: () => number, more: number) =>
    new Promise<void>((resolve) => {
      const target = count() + more;
      const check = () => {
        if (count() < target) return;
        listeners.delete(check);
        resolve();
      };
      listeners.add(check);
    });
  return {
    sent,
    acknowledged,
    /** Resolves once `count` more submissions have been acknowledged. */
    acknowledgedMore: (count: number) => grown(() => acknowledged.length, count),
    /** Resolves once `count` more submissions have failed (not acknowledged). */
    failedMore: (count: number) => grown(() => failed, count),
    stop: async () => {
      running = false;
      await done;
    },
  };
}

/** Whether an acknowledged submission is stored whole: its row, its inbox entry, and its file with the bytes sent. */
async function isStoredWhole(db: Database, store: UploadStore, submission: Acknowledged): Promise<boolean> {
  const indexed = await db('submissions').where({ reference_number: submission.reference }).first();
  if (submission.kind === 'signature') {
    const document = await db('signing_documents').where({ reference_number: submission.reference }).first();
    return Boolean(indexed && document?.status === 'sealed' && document.sealed_upload_id);
  }
  if (!indexed) return false;
  if (submission.kind === 'quote request') return true;
  const [document] = await db('policy_change_documents').where({ reference_number: submission.reference });
  const upload = document && (await db('uploads').where({ id: document.upload_id }).first());
  if (!upload) return false;
  const bytes = await store.read(upload.stored_name).catch(() => undefined);
  return Boolean(bytes && sha256(bytes) === submission.sha256 && upload.sha256 === submission.sha256);
}

/** Sent, acknowledged, stored whole and lost (acknowledged, not stored whole), by kind. */
export async function figuresOf(stream: ReturnType<typeof streamSubmissions>, db: Database, store: UploadStore): Promise<Figures> {
  const figures = Object.fromEntries(
    (Object.keys(stream.sent) as Kind[]).map((kind) => [kind, { sent: stream.sent[kind], acknowledged: 0, stored: 0, lost: 0 }]),
  ) as Figures;
  for (const submission of stream.acknowledged) {
    const row = figures[submission.kind];
    row.acknowledged += 1;
    if (await isStoredWhole(db, store, submission)) row.stored += 1;
    else row.lost += 1;
  }
  return figures;
}

/** Resolves once every acknowledged signature's PDF is sealed (a job an instance killed mid-way held is taken over). */
export async function everySignatureSealed(db: Database, stream: ReturnType<typeof streamSubmissions>, timeoutMs: number): Promise<void> {
  const references = stream.acknowledged.filter((submission) => submission.kind === 'signature').map((submission) => submission.reference);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const unsealed = await db('signing_documents').whereIn('reference_number', references).whereNot({ status: 'sealed' }).count({ n: '*' });
    if (Number(unsealed[0]!.n) === 0 || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The figures as a table, for the run's output. */
export function printFigures(title: string, figures: Figures | undefined, extra: Record<string, number | string> = {}): void {
  console.log(`\n${title}`);
  if (figures) console.table(figures);
  if (Object.keys(extra).length)
    console.log(
      Object.entries(extra)
        .map(([name, value]) => `${name}: ${value}`)
        .join(', '),
    );
}
