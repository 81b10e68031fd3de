export { sendReceipt, type ReceiptRequest } from './send-receipt';
export { isIssuedReference, REFERENCE_SOURCES, type ReferenceSource } from './reference-sources';
