/**
 * Passkeys (WebAuthn, through @simplewebauthn/server): a signed-in person adds one, then signs in with it
 * alone on that device (a discoverable credential: no address asked). Each ceremony's challenge is issued
 * here, kept for a few minutes, and accepted once; a registration's only for the account that asked for it.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Knex } from 'knex';
import { fullNameOf, type TPasskey } from '@contracts/account';
import { AGENCY } from '@site/agency';
import type { Database } from '../../db/database';
import { storedDate } from '../../db/stored-date';
import type { CustomerAccount } from './customer-accounts';

const CUSTOMER_PASSKEYS_TABLE = 'customer_passkeys';
const CUSTOMER_PASSKEY_CHALLENGES_TABLE = 'customer_passkey_challenges';
const CHALLENGE_TTL_MS = 5 * 60_000;
/** A person keeps a few (a phone, a laptop, a security key); more is a script. */
const MOST_PASSKEYS = 20;

type Purpose = 'registration' | 'authentication';
type PasskeyRow = {
  id: number;
  account_id: number;
  credential_id: string;
  public_key: string;
  counter: number | string;
  transports: string;
  name: string;
  backed_up: boolean | number;
  created_at: Date | number | string;
  last_used_at: Date | number | string | null;
};

const passkeyOf = (row: PasskeyRow): TPasskey => ({
  id: Number(row.id),
  name: row.name,
  createdAt: storedDate(row.created_at).toISOString(),
  lastUsedAt: row.last_used_at === null ? null : storedDate(row.last_used_at).toISOString(),
  backedUp: Boolean(row.backed_up),
});

const transportsOf = (row: PasskeyRow) => JSON.parse(row.transports) as NonNullable<RegistrationResponseJSON['response']['transports']>;

export function createPasskeys({ db, origin }: { db: Database; origin: string }) {
  const rpID = new URL(origin).hostname;

  async function keepChallenge(challenge: string, purpose: Purpose, accountId: number | null) {
    const now = new Date();
    await db(CUSTOMER_PASSKEY_CHALLENGES_TABLE).where('expires_at', '<', now).delete();
    await db(CUSTOMER_PASSKEY_CHALLENGES_TABLE).insert({ challenge, purpose, account_id: accountId, expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS) });
  }

  /** Uses a challenge up: true once, for a live challenge of this purpose (and account). */
  const useChallenge = (trx: Knex | Knex.Transaction, purpose: Purpose, accountId: number | null) => async (challenge: string) => {
    const query = trx(CUSTOMER_PASSKEY_CHALLENGES_TABLE).where({ challenge, purpose }).whereNull('used_at').where('expires_at', '>', new Date());
    if (accountId !== null) query.where({ account_id: accountId });
    return (await query.update({ used_at: new Date() })) === 1;
  };

  const rowsOf = (accountId: number): Promise<PasskeyRow[]> => db(CUSTOMER_PASSKEYS_TABLE).where({ account_id: accountId }).orderBy('id');

  return {
    list: async (accountId: number) => (await rowsOf(accountId)).map(passkeyOf),

    async registrationOptions(account: CustomerAccount) {
      const existing = await rowsOf(account.id);
      const options = await generateRegistrationOptions({
        rpName: AGENCY.name,
        rpID,
        userName: account.email,
        userDisplayName: fullNameOf(account),
        userID: new TextEncoder().encode(`customer-${account.id}`),
        attestationType: 'none',
        excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      await keepChallenge(options.challenge, 'registration', account.id);
      return options;
    },

    /** The new passkey, or undefined when the browser's answer does not verify (or the account has its most). */
    async add(account: CustomerAccount, name: string, response: Record<string, unknown>): Promise<TPasskey | undefined> {
      if ((await rowsOf(account.id)).length >= MOST_PASSKEYS) return undefined;
      try {
        const verification = await verifyRegistrationResponse({
          response: response as unknown as RegistrationResponseJSON,
          expectedChallenge: useChallenge(db, 'registration', account.id),
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: false,
        });
        if (!verification.verified) return undefined;
        const { credential, credentialBackedUp } = verification.registrationInfo;
        const [inserted] = await db(CUSTOMER_PASSKEYS_TABLE)
          .insert({
            account_id: account.id,
            credential_id: credential.id,
            public_key: Buffer.from(credential.publicKey).toString('base64url'),
            counter: credential.counter,
            transports: JSON.stringify(credential.transports ?? []),
            name,
            backed_up: credentialBackedUp,
            created_at: new Date(),
          })
          .onConflict('credential_id')
          .ignore()
          .returning('id');
        if (inserted === undefined) return undefined;
        const id = typeof inserted === 'object' ? (inserted as { id: number }).id : (inserted as number);
        return passkeyOf(await db(CUSTOMER_PASSKEYS_TABLE).where({ id }).first());
      } catch {
        return undefined;
      }
    },

    /** Removes one of the account's passkeys; false for anyone else's or an unknown one. */
    remove: async (accountId: number, id: number) => (await db(CUSTOMER_PASSKEYS_TABLE).where({ id, account_id: accountId }).delete()) === 1,

    async signInOptions() {
      const options = await generateAuthenticationOptions({ rpID, userVerification: 'preferred', allowCredentials: [] });
      await keepChallenge(options.challenge, 'authentication', null);
      return options;
    },

    /** The account whose passkey made this assertion, or undefined when it does not verify. */
    async signIn(response: Record<string, unknown>): Promise<number | undefined> {
      const credentialId = typeof response.id === 'string' ? response.id : '';
      const row: PasskeyRow | undefined = credentialId ? await db(CUSTOMER_PASSKEYS_TABLE).where({ credential_id: credentialId }).first() : undefined;
      if (!row) return undefined;
      try {
        const verification = await verifyAuthenticationResponse({
          response: response as unknown as AuthenticationResponseJSON,
          expectedChallenge: useChallenge(db, 'authentication', null),
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: false,
          credential: {
            id: row.credential_id,
            publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
            counter: Number(row.counter),
            transports: transportsOf(row),
          },
        });
        if (!verification.verified) return undefined;
        await db(CUSTOMER_PASSKEYS_TABLE).where({ id: row.id }).update({ counter: verification.authenticationInfo.newCounter, last_used_at: new Date() });
        return Number(row.account_id);
      } catch {
        return undefined;
      }
    },
  };
}

export type Passkeys = ReturnType<typeof createPasskeys>;
