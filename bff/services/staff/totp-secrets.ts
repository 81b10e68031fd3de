/**
 * Staff TOTP secrets are kept sealed with the at-rest key (bff/services/encryption), each bound to its member
 * and its column: a copy of the database holds no secret an authenticator could be set up from, and a sealed
 * value moved to another member (or from the pending column to the confirmed one) does not open. Every read
 * and write of these columns goes through this file.
 */
import type { AtRestEncryption } from '../encryption';

export const TOTP_SECRET_COLUMNS = ['totp_secret', 'totp_pending_secret'] as const;
export type TotpSecretColumn = (typeof TOTP_SECRET_COLUMNS)[number];

export const totpSecretContext = (column: TotpSecretColumn, staffId: number) => `staff_members.${column}:${staffId}`;

/** The value to store in `column` of member `staffId`. */
export const sealTotpSecret = (encryption: AtRestEncryption, staffId: number, column: TotpSecretColumn, secret: string): string =>
  encryption.seal(secret, totpSecretContext(column, staffId));

/** The secret a member's row holds in `column`, or null when there is none. */
export function openTotpSecret(
  encryption: AtRestEncryption,
  staff: { id: number } & Partial<Record<TotpSecretColumn, string | null>>,
  column: TotpSecretColumn,
): string | null {
  const sealed = staff[column];
  return sealed ? encryption.open(sealed, totpSecretContext(column, Number(staff.id))) : null;
}
