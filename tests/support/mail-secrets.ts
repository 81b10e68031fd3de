/**
 * What a recipient reads: an outbox row's text with its sealed secrets (links) filled in, as the mail worker
 * delivers it. The outbox itself never holds them readable; a test holds the server's key, as the worker does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createAtRestEncryption, type AtRestEncryption } from '@bff/services/encryption';
import { parseEncryptionKey } from '@bff/services/encryption/keys';
import { fillMailSecrets, openMailSecrets } from '@bff/services/mail/mail-secrets';

export type OutboxRowWithSecrets = { recipient: string; text_body: string; secrets: string | null };

export const deliveredText = (encryption: AtRestEncryption, row: OutboxRowWithSecrets): string =>
  fillMailSecrets(row.text_body, row.secrets === null ? {} : openMailSecrets(encryption, row.recipient, row.secrets));

/** The at-rest key of a server started on `sqliteFile` without APP_ENCRYPTION_KEY: the key file beside it. */
export function encryptionBeside(sqliteFile: string): AtRestEncryption {
  const key = parseEncryptionKey(readFileSync(path.join(path.dirname(sqliteFile), 'encryption.key'), 'utf8'));
  if (!key) throw new Error('No encryption key beside the database.');
  return createAtRestEncryption({ current: key });
}
