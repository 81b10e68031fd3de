/**
 * Staff passwords: at least 15 characters (the contract), no composition rules, kept as argon2id. A new
 * password is refused when it would be among the first guesses of an attacker with a list of leaked
 * passwords: zxcvbn-ts estimates how many guesses it takes, knowing the 49,233 most common passwords of
 * @zxcvbn-ts/language-common (ranked by how often they were leaked), keyboard patterns, repeats, sequences,
 * dates, l33t spellings, the person's own name and address and the agency's name. Fewer than 10^10 guesses
 * (zxcvbn's score below 4) is refused: a common password, or one padded, doubled or spelled differently.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { STAFF_AUTH_MESSAGES } from '@contracts/back-office/staff-auth';
import { AGENCY } from '@site/agency';

export { decoySlowHash as decoyPasswordHash, slowHash as hashPassword, slowHashMatches as passwordMatches } from './slow-hash';

/** zxcvbn's strongest score: at least 10^10 guesses. */
const STRONG_ENOUGH = 4;

/** Words an attacker would try first against this agency's staff. */
const AGENCY_WORDS = [...AGENCY.name.split(/\s+/), 'agency', 'back office', 'backoffice', 'admin', 'staff'];

/** The estimator, made on first use (the dictionary takes about 50 ms and a few MB to build); the browser never loads it. */
let estimator: Promise<ZxcvbnFactory> | undefined;
const strengthEstimator = () =>
  (estimator ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary, adjacencyGraphs }) => new ZxcvbnFactory({ dictionary: { 'passwords-common': dictionary['passwords-common'] }, graphs: adjacencyGraphs }),
  ));

/** Why a new password is refused (beyond its length, which the contract checks), or undefined. */
export async function weakPasswordReason(password: string, person: { name: string; email: string }): Promise<string | undefined> {
  const estimator = await strengthEstimator();
  const known = [person.name, ...person.name.split(/\s+/), person.email, ...person.email.split(/[@.+_-]/), ...AGENCY_WORDS].filter((word) => word.length >= 2);
  // Also without its spaces and punctuation: zxcvbn judges "ada lovelace 1815" word by word, and the words apart look random.
  const squeezed = password.replace(/[^\p{L}\p{N}]/gu, '');
  const score = Math.min(...[password, squeezed].filter(Boolean).map((candidate) => estimator.check(candidate, known).score));
  return score < STRONG_ENOUGH ? STAFF_AUTH_MESSAGES.passwordTooCommon : undefined;
}
