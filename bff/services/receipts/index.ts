export { createReceiptSender, type ReceiptLimits, type ReceiptRequest, type ReceiptSender, type SendReceiptOutcome } from './send-receipt';
export { findSubmission, REFERENCE_SOURCES, type ReferenceSource, type StoredSubmission } from './reference-sources';
export { consumeReceiptToken, issueReceiptToken, RECEIPT_TOKEN_TTL_MS } from './receipt-tokens';
