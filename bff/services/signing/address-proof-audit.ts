/**
 * When a signer's address is proved and their held signed copy goes out, the document's audit trail says so
 * (address-proved: the address, when and how, from which client), in the proof's transaction.
 */
import { PROOF_METHODS, type ProvedListener } from '../proved-addresses';
import { appendAuditEntry } from './audit-trail';
import { SIGNED_DOCUMENT_MAIL_KIND } from './signed-copy-mail';
import { SIGNING_DOCUMENTS_TABLE } from './signing-context';

export const recordAddressProofInTrails: ProvedListener = async (trx, proved) => {
  const references = proved.released.filter((mail) => mail.kind === SIGNED_DOCUMENT_MAIL_KIND && mail.referenceNumber).map((mail) => mail.referenceNumber!);
  if (references.length === 0) return;
  const documents: { document_id: string }[] = await trx(SIGNING_DOCUMENTS_TABLE)
    .select('document_id')
    .whereIn('reference_number', references)
    .orderBy('document_id');
  for (const { document_id } of documents) {
    await appendAuditEntry(
      trx,
      document_id,
      'address-proved',
      proved.actor,
      { address: proved.address, provedAt: proved.provedAt.toISOString(), how: PROOF_METHODS[proved.method], copy: 'released to the proved address' },
      new Date(),
    );
  }
};
