/**
 * Proved e-mail addresses: nothing written on someone else's say reaches an address its owner has not
 * proved. A mail to such an address is held in the outbox, and the address is sent one mail of our own
 * words (proof-mail.ts) with a single-use, expiring link; following it and pressing Confirm (a POST: a mail
 * scanner's GET proves nothing) records the proof (when, how) and releases what waits. At most
 * `mailsPerDay` mails (proof requests and mail to a proved address) reach one address in any 24 hours
 * (daily-mail-slots.ts); one over is refused and kept in the outbox as a record.
 *
 * General on purpose: the signed copies of the signing flow and the receipts use it; the forms' confirmations
 * (our words only, so no proof is needed) have a daily limit of their own (`mailOurWords`); signing in to a
 * customer account with a link mailed to the address proves it too (`recordProof`), and those links have
 * their own daily limit (`mailSignInLink`).
 */
import type { Knex } from 'knex';
import { formatEasternDateTime } from '@contracts/dates';
import { addressInLocale } from '@site/alternates';
import { DEFAULT_LOCALE, type Locale } from '@site/locales';
import { routes } from '@site/paths';
import type { Database } from '../../db/database';
import type { AtRestEncryption } from '../encryption';
import { enqueueMail, releaseHeldMail, type OutgoingMail, type ReleasedMail } from '../mail';
import { hashOfSecret, newSecretToken } from '../secret-tokens';
import { addressKey } from './address-key';
import { nextFreeSlotAt, takeMailSlot } from './daily-mail-slots';
import { proofMail } from './proof-mail';
import { storedDate } from '../../db/stored-date';

const PROVED_ADDRESSES_TABLE = 'proved_addresses';
const ADDRESS_PROOFS_TABLE = 'address_proofs';

/** How an address was proved: its owner followed a single-use link mailed to it and confirmed. */
export const PROOF_METHODS = {
  'proof-link': 'by following a single-use link e-mailed to it',
  'sign-in-link': 'by signing in with a single-use link e-mailed to it',
} as const;
export type ProofMethod = keyof typeof PROOF_METHODS;

export type AddressProof = { address: string; provedAt: Date; method: ProofMethod };

/** A proof in words, for audit trails and sealed PDFs: "proved 11/26/2026 9:30:00 AM ET by following ...", or "not proved". */
export const describeProof = (proof: Pick<AddressProof, 'provedAt' | 'method'> | undefined): string =>
  proof ? `proved ${formatEasternDateTime(proof.provedAt)} ${PROOF_METHODS[proof.method]}` : 'not proved';

/** Who confirmed: the client's address and browser, as the request carried them. */
export type ProofActor = { ip: string; userAgent: string };

/** What a proof released, for those who keep their own record of it (the signing audit trail). */
export type AddressProved = AddressProof & { actor: ProofActor; released: ReleasedMail[] };
export type ProvedListener = (trx: Knex.Transaction, proved: AddressProved) => Promise<void>;

export type MailOnceProvedOutcome =
  /** The address is proved: the mail is in the outbox. */
  | { kind: 'queued' }
  /** Not proved: the mail waits in the outbox, and its owner has been asked (one mail of our words) to prove it. */
  | { kind: 'held' }
  /** The address has had its mails of the day: nothing is sent; the mail is recorded as refused. Room again in `retryAfterSeconds`. */
  | { kind: 'refused'; retryAfterSeconds: number };

/** Proved (with how many held mails it released), or a link that does not work (unknown, used or expired). */
export type ConfirmOutcome = { kind: 'proved'; address: string; provedAt: Date; released: number } | { kind: 'invalid' };

export type ProvedAddressesOptions = {
  db: Database;
  encryption: AtRestEncryption;
  /** Where the proof link points (PUBLIC_BASE_URL or the server's own address). */
  siteOrigin: string;
  mailsPerDay: number;
  /** Confirmations (our words only) one address may be sent in any 24 hours, counted apart from `mailsPerDay`. */
  confirmationsPerDay: number;
  proofLinkTtlMs: number;
};

type ProvedRow = { address: string; proved_at: Date | number | string; method: ProofMethod };
type ProofRow = { id: number; address: string };

export const refusalReason = (mailsPerDay: number) =>
  `Not sent: this address has had its ${mailsPerDay} mails of the day sent on someone else's request (MAILS_PER_ADDRESS_PER_DAY).`;

export const confirmationRefusalReason = (perDay: number) =>
  `Not sent: this address has had its ${perDay} confirmations of the day (CONFIRMATIONS_PER_ADDRESS_PER_DAY).`;

export function createProvedAddresses({ db, encryption, siteOrigin, mailsPerDay, confirmationsPerDay, proofLinkTtlMs }: ProvedAddressesOptions) {
  const listeners: ProvedListener[] = [];

  /** The address's proof, or undefined when its owner has not proved it. */
  async function proofOf(trx: Knex | Knex.Transaction, address: string): Promise<AddressProof | undefined> {
    const row: ProvedRow | undefined = await trx(PROVED_ADDRESSES_TABLE)
      .where({ address: addressKey(address) })
      .first();
    return row && { address: row.address, provedAt: storedDate(row.proved_at), method: row.method };
  }

  /**
   * Keeps a mail refused for the address's limit in the outbox, as the record of what was not sent and why (a
   * caller whose transaction is rolled back after a refusal records it again with its own connection).
   */
  async function recordRefusal(writer: Knex | Knex.Transaction, mail: OutgoingMail): Promise<void> {
    await enqueueMail(writer, mail, encryption, { status: 'refused', reason: refusalReason(mailsPerDay) });
  }

  /**
   * Puts a mail written on someone else's say (their names, their document) in the outbox for an address
   * only once its owner has proved it, in the caller's transaction. `waiting` says, in our words only, what
   * the mail is ("a signed Proof of Residency document"): the proof request names it, in `locale` (the
   * language of the mail that waits, which `waiting` is written in).
   */
  async function mailOnceProved(
    trx: Knex.Transaction,
    mail: OutgoingMail,
    { waiting, locale = DEFAULT_LOCALE }: { waiting: string; locale?: Locale },
  ): Promise<MailOnceProvedOutcome> {
    const now = new Date();
    const key = addressKey(mail.to);
    const proved = (await proofOf(trx, key)) !== undefined;
    if (!(await takeMailSlot(trx, key, { perDay: mailsPerDay, now }))) {
      await recordRefusal(trx, mail);
      const freeAt = await nextFreeSlotAt(trx, key, { now });
      return { kind: 'refused', retryAfterSeconds: Math.max(1, Math.ceil((freeAt.getTime() - now.getTime()) / 1000)) };
    }
    if (proved) {
      await enqueueMail(trx, mail, encryption);
      return { kind: 'queued' };
    }
    await enqueueMail(trx, mail, encryption, { status: 'held', awaitingProofOf: key });
    const token = newSecretToken();
    const expiresAt = new Date(now.getTime() + proofLinkTtlMs);
    await trx(ADDRESS_PROOFS_TABLE).insert({
      address: key,
      token_hash: hashOfSecret(token),
      waiting: waiting.slice(0, 200),
      created_at: now,
      expires_at: expiresAt,
    });
    await enqueueMail(
      trx,
      proofMail({ to: mail.to, waiting, expiresAt, locale, link: `${siteOrigin}${addressInLocale(routes.confirmEmail(), locale)}#${token}` }),
      encryption,
    );
    return { kind: 'held' };
  }

  /**
   * Puts a mail of our own words only (a confirmation: nothing anyone typed) in the outbox, in the caller's
   * transaction, within the address's confirmations of the day: it needs no proof, yet a stranger who submits
   * forms with someone's address cannot flood it. One over is kept as refused, for the record.
   */
  async function mailOurWords(trx: Knex.Transaction, mail: OutgoingMail): Promise<'queued' | 'refused'> {
    if (!(await takeMailSlot(trx, addressKey(mail.to), { perDay: confirmationsPerDay, now: new Date(), pool: 'confirmations' }))) {
      await enqueueMail(trx, mail, encryption, { status: 'refused', reason: confirmationRefusalReason(confirmationsPerDay) });
      return 'refused';
    }
    await enqueueMail(trx, mail, encryption);
    return 'queued';
  }

  /** Records that the address's owner proved it (the first proof's time and method are kept) and releases every mail held for it. */
  async function recordProof(trx: Knex.Transaction, address: string, method: ProofMethod, actor: ProofActor): Promise<AddressProved> {
    const now = new Date();
    const key = addressKey(address);
    await trx(PROVED_ADDRESSES_TABLE).insert({ address: key, proved_at: now, method }).onConflict('address').ignore();
    const recorded = (await proofOf(trx, key))!;
    const released = await releaseHeldMail(trx, key, now);
    const proved = { ...recorded, actor, released };
    for (const listener of listeners) await listener(trx, proved);
    return proved;
  }

  /**
   * Puts a sign-in link (our words only) in the outbox, within the address's sign-in links of the day (a pool of
   * its own); false, with nothing sent or kept, past them: the person asking is told the same either way.
   */
  async function mailSignInLink(trx: Knex.Transaction, mail: OutgoingMail, perDay: number): Promise<boolean> {
    if (!(await takeMailSlot(trx, addressKey(mail.to), { perDay, now: new Date(), pool: 'signInLinks' }))) return false;
    await enqueueMail(trx, mail, encryption);
    return true;
  }

  /**
   * The owner confirms with the link's token: the proof is recorded (the first proof's time and method are
   * kept), the link used up, and every mail held for the address released.
   */
  async function confirm(token: string, actor: ProofActor): Promise<ConfirmOutcome> {
    return db.transaction(async (trx): Promise<ConfirmOutcome> => {
      const now = new Date();
      const proof: ProofRow | undefined = await trx(ADDRESS_PROOFS_TABLE)
        .select('id', 'address')
        .where({ token_hash: hashOfSecret(token) })
        .whereNull('used_at')
        .where('expires_at', '>', now)
        .first();
      if (!proof) return { kind: 'invalid' };
      // Used once: of two confirmations with one link, only the first finds it unused.
      if ((await trx(ADDRESS_PROOFS_TABLE).where({ id: proof.id }).whereNull('used_at').update({ used_at: now })) !== 1) return { kind: 'invalid' };
      const proved = await recordProof(trx, proof.address, 'proof-link', actor);
      return { kind: 'proved', address: proof.address, provedAt: proved.provedAt, released: proved.released.length };
    });
  }

  return {
    mailsPerDay,
    proofOf,
    mailOnceProved,
    mailOurWords,
    recordRefusal,
    confirm,
    recordProof,
    mailSignInLink,
    /** Called in the proof's transaction, after the held mail is released. */
    onProved: (listener: ProvedListener) => void listeners.push(listener),
  };
}

export type ProvedAddresses = ReturnType<typeof createProvedAddresses>;
