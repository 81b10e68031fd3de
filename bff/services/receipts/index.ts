export { createReceiptSender, type ReceiptLimits, type ReceiptRequest, type ReceiptSender, type SendReceiptOutcome } from './send-receipt';
export type { ReferenceSource, StoredSubmission } from './reference-sources';
