/**
 * argon2id for the secrets people type (passwords, recovery codes): the library's default algorithm with
 * OWASP's second configuration, m=46 MiB, t=1, p=1, about 10 ms and 46 MiB each, on libuv's thread pool.
 * Each hash has its own random salt, kept in the string with the parameters.
 */
import { hash, verify } from '@node-rs/argon2';

const ARGON2_OPTIONS = { memoryCost: 47104, timeCost: 1, parallelism: 1 };

export const slowHash = (secret: string) => hash(secret, ARGON2_OPTIONS);

/** Whether `secret` is the one hashed; false for a hash that cannot be read. */
export async function slowHashMatches(slowHashOfSecret: string, secret: string): Promise<boolean> {
  try {
    return await verify(slowHashOfSecret, secret);
  } catch {
    return false;
  }
}

/** A hash to compare with when there is nothing to compare with, so that answer takes as long as the others. */
let decoy: Promise<string> | undefined;
export const decoySlowHash = () => (decoy ??= slowHash('nothing has this secret, it only costs time'));
