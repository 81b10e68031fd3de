/**
 * Signing in with a link: a person gives an address, we mail it a single-use link (the token after #, kept
 * hashed), and following it on any device, within its lifetime, proves the address (releasing what waited
 * for the proof), makes the account on first use, and starts a session. Asking says the same whether or not
 * anything was sent, so it tells nothing about the address.
 */
import type { Knex } from 'knex';
import { routes } from '@site/paths';
import type { Database } from '../../db/database';
import { addressKey, type ProofActor, type ProvedAddresses } from '../proved-addresses';
import { hashOfSecret, newSecretToken } from '../secret-tokens';
import { accountForProvedAddress, type CustomerAccount } from './customer-accounts';
import { startCustomerSession, type CustomerSessionSettings } from './customer-sessions';
import { signInMail } from './sign-in-mail';
import { addressInLocale } from '@site/alternates';
import type { Locale } from '@site/locales';

const CUSTOMER_SIGN_IN_LINKS_TABLE = 'customer_sign_in_links';

/** `locale`: the language the link is asked for in: its mail is in it, and it opens the account in it. */
export type SignInLinkSettings = { siteOrigin: string; ttlMs: number; perDay: number; locale: Locale };

/** Mails a sign-in link to `email`, unless the address has had its links of the day; the caller answers the same either way. */
export async function sendSignInLink(db: Database, provedAddresses: ProvedAddresses, email: string, settings: SignInLinkSettings): Promise<void> {
  const token = newSecretToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + settings.ttlMs);
  await db.transaction(async (trx) => {
    const link = `${settings.siteOrigin}${addressInLocale(routes.account.signIn(), settings.locale)}#${token}`;
    const mail = signInMail({ to: email.trim(), link, expiresAt, locale: settings.locale });
    if (!(await provedAddresses.mailSignInLink(trx, mail, settings.perDay))) return;
    await trx(CUSTOMER_SIGN_IN_LINKS_TABLE).insert({ email: addressKey(email), token_hash: hashOfSecret(token), created_at: now, expires_at: expiresAt });
  });
}

export type LinkSignIn = { account: CustomerAccount; sessionToken: string };

/** Uses the link up and signs its address in; undefined for a used, expired or unknown link. */
export async function signInWithLink(
  db: Database,
  provedAddresses: ProvedAddresses,
  token: string,
  { actor, sessions }: { actor: ProofActor; sessions: CustomerSessionSettings },
): Promise<LinkSignIn | undefined> {
  return db.transaction(async (trx: Knex.Transaction) => {
    const now = new Date();
    const link = await trx(CUSTOMER_SIGN_IN_LINKS_TABLE)
      .where({ token_hash: hashOfSecret(token) })
      .whereNull('used_at')
      .where('expires_at', '>', now)
      .first();
    if (!link) return undefined;
    // Used once: of two sign-ins with one link, only the first finds it unused.
    if ((await trx(CUSTOMER_SIGN_IN_LINKS_TABLE).where({ id: link.id }).whereNull('used_at').update({ used_at: now })) !== 1) return undefined;
    await provedAddresses.recordProof(trx, link.email, 'sign-in-link', actor);
    const account = await accountForProvedAddress(trx, link.email);
    return { account, sessionToken: await startCustomerSession(trx, account.id, 'sign-in-link', sessions) };
  });
}
