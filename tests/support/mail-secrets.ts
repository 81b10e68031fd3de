/**
 * What a recipient reads: an outbox row's text with its sealed secrets (links) filled in, as the mail worker
 * delivers it. The outbox itself never holds them readable; a test holds the server's key, as the worker does.
 */
import type { AtRestEncryption } from '@bff/services/encryption';
import { fillMailSecrets, openMailSecrets } from '@bff/services/mail/mail-secrets';

export type OutboxRowWithSecrets = { recipient: string; text_body: string; secrets: string | null };

export const deliveredText = (encryption: AtRestEncryption, row: OutboxRowWithSecrets): string =>
  fillMailSecrets(row.text_body, row.secrets === null ? {} : openMailSecrets(encryption, row.recipient, row.secrets));
