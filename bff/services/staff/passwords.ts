/**
 * Staff passwords: argon2id (the library's default algorithm) with OWASP's second configuration, m=46 MiB,
 * t=1, p=1, about 10 ms here. At least 15 characters, no composition rules; a password that is common, made
 * of one repeated character or sequence, or contains the person's own name or address is refused.
 */
import { hash, verify } from '@node-rs/argon2';
import { STAFF_AUTH_MESSAGES } from '@contracts/admin/staff-auth';
import { COMMON_LONG_PASSWORDS } from './common-passwords';

const ARGON2_OPTIONS = { memoryCost: 47104, timeCost: 1, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to compare with when the account does not exist, so a wrong address takes as long as a wrong password. */
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = () => (decoyHash ??= hashPassword('no account has this password, it only costs time'));

const normalised = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Why a new password is refused (beyond its length, which the contract checks), or undefined. */
export function weakPasswordReason(password: string, person: { name: string; email: string }): string | undefined {
  const plain = normalised(password);
  const distinctCharacters = new Set(password.toLowerCase()).size;
  const personalWords = [...person.name.split(/\s+/), person.email.split('@')[0] ?? ''].map(normalised).filter((word) => word.length >= 4);
  if (COMMON_LONG_PASSWORDS.has(plain) || distinctCharacters < 5 || personalWords.some((word) => plain.includes(word) && plain.length - word.length < 10)) {
    return STAFF_AUTH_MESSAGES.passwordTooCommon;
  }
  return undefined;
}
