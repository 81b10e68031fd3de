/** E-mail: put mail in the outbox (inside your transaction) and list it; the worker delivers it. */
export {
  enqueueMail,
  listMail,
  releaseHeldMail,
  type ListMailOptions,
  type MailAdmission,
  type MailStatus,
  type OutboxMail,
  type OutgoingMail,
  type ReleasedMail,
} from './outbox';
export { startMailWorker } from './start';
export type { MailWorker } from './worker';
export { mailSecret, REDACTED_SECRET, type MailSecrets } from './mail-secrets';
