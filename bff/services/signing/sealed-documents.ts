/** Reading sealed PDFs back: /verify's lookup by SHA-256, and the signer's e-mailed download link. */
import { stateInsurerFormOf, type TVerifyResponse } from '@contracts/document-signing';
import { UPLOADS_TABLE } from '../uploads/uploads-repository';
import { hashOfSecret, signerNameOf, SIGNING_DOCUMENTS_TABLE, type SigningContext, type SigningDocumentRow } from './signing-context';

export async function verifySealedDocument(context: SigningContext, sha256: string): Promise<TVerifyResponse> {
  const document = await context.db<SigningDocumentRow>(SIGNING_DOCUMENTS_TABLE).select('*').where({ sealed_sha256: sha256, status: 'sealed' }).first();
  if (!document) return { issued: false };
  return {
    issued: true,
    documentId: document.document_id,
    formTitle: stateInsurerFormOf(document.form_type).title,
    signerName: signerNameOf(document),
    signedAt: new Date(document.signed_at!).toISOString(),
    sealedAt: new Date(document.sealed_at!).toISOString(),
  };
}

/**
 * The sealed PDF's stored and download names, for the holder of its download key while it works
 * (`downloadLinkTtlMs` after sealing); 'expired' after that; undefined for a wrong key or document.
 */
export async function sealedDocumentFor(
  context: SigningContext,
  documentId: string,
  key: string,
  now = new Date(),
): Promise<{ storedName: string; fileName: string } | 'expired' | undefined> {
  const row = await context
    .db(`${SIGNING_DOCUMENTS_TABLE} as d`)
    .join(`${UPLOADS_TABLE} as u`, 'u.id', 'd.sealed_upload_id')
    .select('u.stored_name', 'u.original_name', 'd.download_key_hash', 'd.sealed_at')
    .where('d.document_id', documentId)
    .where('d.status', 'sealed')
    .first();
  if (!row || row.download_key_hash !== hashOfSecret(key)) return undefined;
  if (now.getTime() - new Date(row.sealed_at as Date | number | string).getTime() >= context.downloadLinkTtlMs) return 'expired';
  return { storedName: row.stored_name as string, fileName: row.original_name as string };
}

/** The sealed PDF of the signed document `referenceNumber`, for the signer's proved address only; undefined otherwise or before sealing. */
export async function sealedDocumentOfSigner(
  context: Pick<SigningContext, 'db'>,
  referenceNumber: string,
  email: string,
): Promise<{ storedName: string; fileName: string } | undefined> {
  const row = await context
    .db(`${SIGNING_DOCUMENTS_TABLE} as d`)
    .join(`${UPLOADS_TABLE} as u`, 'u.id', 'd.sealed_upload_id')
    .select('u.stored_name', 'u.original_name', 'd.email')
    .where('d.reference_number', referenceNumber)
    .where('d.status', 'sealed')
    .first();
  if (!row || String(row.email).trim().toLowerCase() !== email) return undefined;
  return { storedName: row.stored_name as string, fileName: row.original_name as string };
}
