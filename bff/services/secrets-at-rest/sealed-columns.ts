/**
 * Every column that keeps a secret sealed at rest, with the context that binds each value to its row. At start
 * (after the migrations, which do not have the key) a value still plain is sealed, and a value sealed under
 * a previous key (APP_ENCRYPTION_KEYS_PREVIOUS) is sealed again under the current one. Each write changes a
 * row only if it still holds the value read, so instances starting together cannot undo each other.
 */
import type { Knex } from 'knex';
import { APP_SECRETS_TABLE, appSecretContext } from '../app-secrets';
import type { AtRestEncryption } from '../encryption';
import { MAIL_OUTBOX_TABLE } from '../mail/outbox';
import { mailSecretsContext } from '../mail/mail-secrets';
import { SIGNING_CERTIFICATE_SEALED_COLUMNS, SIGNING_CERTIFICATES_TABLE, signingCertificateContext } from '../signing/certificate';
import { STAFF_MEMBERS_TABLE } from '../staff/staff-member-row';
import { TOTP_SECRET_COLUMNS, totpSecretContext } from '../staff/totp-secrets';

type Row = Record<string, unknown>;

export type SealedColumn = {
  table: string;
  column: string;
  /** The column that names the row. */
  key: string;
  /** Other columns the context is made of. */
  alsoReads?: string[];
  contextOf: (row: Row) => string;
};

export const SEALED_COLUMNS: readonly SealedColumn[] = [
  { table: APP_SECRETS_TABLE, column: 'value', key: 'name', contextOf: (row) => appSecretContext(String(row.name)) },
  ...TOTP_SECRET_COLUMNS.map((column) => ({
    table: STAFF_MEMBERS_TABLE,
    column,
    key: 'id',
    contextOf: (row: Row) => totpSecretContext(column, Number(row.id)),
  })),
  ...SIGNING_CERTIFICATE_SEALED_COLUMNS.map((column) => ({
    table: SIGNING_CERTIFICATES_TABLE,
    column,
    key: 'name',
    contextOf: (row: Row) => signingCertificateContext(column, String(row.name)),
  })),
  { table: MAIL_OUTBOX_TABLE, column: 'secrets', key: 'id', alsoReads: ['recipient'], contextOf: (row) => mailSecretsContext(String(row.recipient)) },
];

/** Seals what is plain and rewraps what an older key sealed; answers how many values of each it changed. */
export async function sealSecretsAtRest(db: Knex, encryption: AtRestEncryption): Promise<{ sealed: number; rewrapped: number }> {
  const counts = { sealed: 0, rewrapped: 0 };
  for (const { table, column, key, alsoReads = [], contextOf } of SEALED_COLUMNS) {
    const rows: Row[] = await db(table)
      .select(key, ...alsoReads, column)
      .whereNotNull(column);
    for (const row of rows) {
      const value = String(row[column]);
      const sealed = encryption.isSealed(value);
      if (sealed && encryption.isCurrent(value)) continue;
      const context = contextOf(row);
      let next: string;
      try {
        next = sealed ? encryption.rewrap(value, context) : encryption.seal(value, context);
      } catch (error) {
        throw new Error(`${table}.${column} of ${String(row[key])} cannot be opened: ${(error as Error).message}`, { cause: error });
      }
      const changed = await db(table)
        .where({ [key]: row[key], [column]: value })
        .update({ [column]: next });
      if (changed === 1) counts[sealed ? 'rewrapped' : 'sealed'] += 1;
    }
  }
  return counts;
}
