/** What the signing services work with: built once in bff/dependencies.ts. */
import type { Database } from '../../db/database';
import type { AtRestEncryption } from '../encryption';
import type { EventBus } from '../live-events/event-bus';
import type { EventTokens } from '../live-events/event-tokens';
import type { ProvedAddresses } from '../proved-addresses';
import type { DocumentWorkers } from '../document-worker/document-workers';
import type { UploadStore } from '../uploads/upload-store';
import type { SigningCertificate } from './certificate';

export type SigningContext = {
  db: Database;
  store: UploadStore;
  bus: EventBus;
  /** Seals the links e-mailed to signers while they wait in the outbox. */
  encryption: AtRestEncryption;
  /** The signed copy goes only to an address its owner has proved. */
  provedAddresses: ProvedAddresses;
  eventTokens: EventTokens;
  /** The agency's sealing certificate, read (or made, the first time ever) when the first document is sealed. */
  certificate: () => Promise<SigningCertificate>;
  linkTtlMs: number;
  /** The signer's link to their sealed PDF works this long after sealing. */
  downloadLinkTtlMs: number;
  eventTokenTtlMs: number;
  /** Where signing copies are made and documents sealed: worker threads, off the main thread. */
  documentWorkers: DocumentWorkers;
  agencyInbox: string;
  /** The site's address for signing links, e-mails and sealed PDFs (PUBLIC_BASE_URL, else the server's own address). */
  publicBaseUrl: string;
  /** Tells this instance's job worker that a job is waiting (the sealing of a signed document). */
  wakeJobs: () => void;
};

export const SEAL_DOCUMENT_JOB = 'seal-document';

/** The secret part of a link (43 URL-safe characters); only its hash is stored. */
export { newSecretToken as newLinkSecret, hashOfSecret } from '../secret-tokens';

/** The row of a document sent for signing. */
export type SigningDocumentRow = {
  document_id: string;
  session_hash: string;
  upload_id: number;
  signing_copy_upload_id: number;
  page_count: number;
  form_type: string;
  first_name: string;
  last_name: string;
  email: string;
  policy_number: string;
  status: 'uploaded' | 'sent' | 'signed' | 'sealed';
  signed_name: string;
  reference_number: string | null;
  signed_at: Date | string | number | null;
  sealed_upload_id: number | null;
  sealed_sha256: string | null;
  sealed_at: Date | string | number | null;
  download_key_hash: string | null;
};

export const SIGNING_DOCUMENTS_TABLE = 'signing_documents';
export const SIGNING_LINKS_TABLE = 'signing_links';

export const signerNameOf = (row: Pick<SigningDocumentRow, 'first_name' | 'last_name'>) => `${row.first_name} ${row.last_name}`;
