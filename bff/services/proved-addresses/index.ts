/** Proved e-mail addresses: see proved-addresses.ts. */
export { addressKey } from './address-key';
export { proofMailSubject, proofMailText } from './proof-mail';
export {
  createProvedAddresses,
  describeProof,
  PROOF_METHODS,
  refusalReason,
  type AddressProof,
  type AddressProved,
  type ConfirmOutcome,
  type MailOnceProvedOutcome,
  type ProofActor,
  type ProofMethod,
  type ProvedAddresses,
  type ProvedListener,
} from './proved-addresses';
