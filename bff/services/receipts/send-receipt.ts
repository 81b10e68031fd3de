/**
 * Seed 001 §4 Receipt: e-mails a receipt of a submission the server stored, built from what it stored, to
 * the address given on the form (or, with the submission's single-use receipt token, to another one). What
 * it stored is the sender's words, so the receipt goes only to an address its owner has proved: until then
 * it waits and the address is asked, in our words, to prove itself (bff/services/proved-addresses).
 */
import { VALIDATION_FAILED_MESSAGE } from '@contracts/errors';
import { RECEIPT_MESSAGES } from '@contracts/receipts';
import type { Knex } from 'knex';
import { isPostgres, type Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { Logger } from '../../http/logger';
import type { OutgoingMail } from '../mail';
import type { ProvedAddresses } from '../proved-addresses';
import { receiptMail, receiptWaiting } from './receipt-mail';
import { consumeReceiptToken } from './receipt-tokens';
import { findSubmission } from './reference-sources';
import { storedDate } from '../../db/stored-date';
import { requestLocale } from '../back-office/submission-index';
import { summaryLanguage } from '@contracts/forms/summary-language';
import { textsIn } from '@site/i18n/catalogue';

const RECEIPT_REQUESTS_TABLE = 'receipt_requests';

/** What a receipt is asked for with (the browser's `details`, if it sent any, are not even looked at). */
export type ReceiptRequest = { email: string; reference_number: string; receipt_token?: string };

export type ReceiptLimits = {
  /** Receipts one reference may be e-mailed, in all (RECEIPTS_PER_REFERENCE). */
  perReference: number;
  /** Receipts the whole site may send in any 24 hours (RECEIPTS_PER_DAY), counted from receipt_requests. */
  perDay: number;
};

export type SendReceiptOutcome =
  /** In the outbox, to `recipient`. */
  | { kind: 'queued'; recipient: string }
  /** RECEIPTS_PER_DAY reached: nothing written; room again in `retryAfterSeconds`. */
  | { kind: 'daily-limit-reached'; retryAfterSeconds: number }
  /** The address has had its MAILS_PER_ADDRESS_PER_DAY: the receipt is kept as refused, nothing else written. */
  | { kind: 'address-limit-reached'; retryAfterSeconds: number };

/** What the proof request says waits (our words). */
export const RECEIPT_WAITING = receiptWaiting();

const DAY_MS = 24 * 60 * 60 * 1000;
const LOG_EVERY_MS = 60_000;

/** Thrown inside the transaction, so that nothing it did (a token used up) is kept; the refusal is then recorded. */
class AddressLimitReached extends Error {
  constructor(
    readonly mail: OutgoingMail,
    readonly retryAfterSeconds: number,
  ) {
    super('daily mail limit of the address reached');
  }
}

/** Thrown inside the transaction, so that nothing it did (a token used up) is kept. */
class DailyLimitReached extends Error {
  constructor(
    readonly sent: number,
    readonly retryAfterSeconds: number,
  ) {
    super('daily receipt limit reached');
  }
}

const refused = (field: 'email' | 'reference_number', message: string) => new AppError(422, VALIDATION_FAILED_MESSAGE, { [field]: [message] });

/** "The address on the submission": the same address whatever its case and surrounding spaces. */
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Receipts sent in the 24 hours before `now`, and, at `perDay` or more, how long until enough of them are
 * older than 24 hours to make room for one more.
 */
async function dailyRoom(trx: Knex.Transaction, perDay: number, now: Date): Promise<{ sent: number; retryAfterSeconds?: number }> {
  const since = new Date(now.getTime() - DAY_MS);
  const [counted] = await trx(RECEIPT_REQUESTS_TABLE).where('created_at', '>', since).count({ n: '*' });
  const sent = Number(counted?.n ?? 0);
  if (sent < perDay) return { sent };
  // The receipt whose turning 24 hours old leaves perDay - 1 in the window.
  const row = await trx(RECEIPT_REQUESTS_TABLE)
    .select('created_at')
    .where('created_at', '>', since)
    .orderBy('created_at')
    .offset(sent - perDay)
    .first();
  const freedAt = row ? storedDate(row.created_at).getTime() + DAY_MS : now.getTime() + 1000;
  return { sent, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)) };
}

/**
 * The receipt sender of one server instance. A send records the request and puts the receipt in the outbox
 * in one transaction (held there until the address is proved), refused (nothing written) with 422 when the reference is not a stored submission's
 * (reference_number), when the address is not the submission's and no valid receipt token came with it
 * (email), or when the reference has had its share of receipts (reference_number); and answered
 * 'daily-limit-reached' (logged, once a minute at most, with no personal data) when the site has sent its
 * share of the day.
 */
export function createReceiptSender({
  db,
  logger,
  limits,
  provedAddresses,
}: {
  db: Database;
  logger: Logger;
  limits: ReceiptLimits;
  provedAddresses: ProvedAddresses;
}) {
  let loggedAt = -Infinity;
  const logDailyLimit = (sent: number) => {
    if (Date.now() - loggedAt < LOG_EVERY_MS) return;
    loggedAt = Date.now();
    logger.warn({ receiptsInLast24Hours: sent, limitPerDay: limits.perDay }, 'daily receipt limit reached (RECEIPTS_PER_DAY): receipts are being refused');
  };

  return async function sendReceipt(request: ReceiptRequest): Promise<SendReceiptOutcome> {
    const reference = request.reference_number;
    try {
      return await db.transaction(async (trx: Knex.Transaction): Promise<SendReceiptOutcome> => {
        // Receipts take turns, so both limits hold across instances (SQLite writes one at a time anyway).
        if (isPostgres(db)) await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', ['receipts']);
        const now = new Date();
        // The receipt speaks the language the request was made in (the inbox's record of it; English for requests outside it).
        const locale = await requestLocale(trx, reference);
        const submission = await findSubmission(trx, reference, { language: summaryLanguage(locale, textsIn(locale)) });
        if (!submission?.source.receipt) throw refused('reference_number', RECEIPT_MESSAGES.unknownReference);

        const toSubmitter = sameAddress(request.email, submission.email);
        // A token is used up only when it is what lets the receipt go elsewhere (and only if the send goes ahead:
        // a refusal below rolls it back).
        if (!toSubmitter && !(await consumeReceiptToken(trx, reference, request.receipt_token ?? '', now))) {
          throw refused('email', RECEIPT_MESSAGES.otherAddress);
        }
        const [counted] = await trx(RECEIPT_REQUESTS_TABLE).where('reference_number', reference).count({ n: '*' });
        if (Number(counted?.n ?? 0) >= limits.perReference) throw refused('reference_number', RECEIPT_MESSAGES.tooManyForReference(limits.perReference));

        const room = await dailyRoom(trx, limits.perDay, now);
        if (room.retryAfterSeconds !== undefined) throw new DailyLimitReached(room.sent, room.retryAfterSeconds);

        // The address as the form gave it, or the other one as typed now.
        const recipient = toSubmitter ? submission.email.trim() : request.email;
        const mail = { ...receiptMail({ to: recipient, referenceNumber: reference, details: submission.details, locale }), referenceNumber: reference };
        const outcome = await provedAddresses.mailOnceProved(trx, mail, { waiting: receiptWaiting(locale), locale });
        if (outcome.kind === 'refused') throw new AddressLimitReached(mail, outcome.retryAfterSeconds);
        await trx(RECEIPT_REQUESTS_TABLE).insert({ reference_number: reference, recipient, created_at: now });
        return { kind: 'queued', recipient };
      });
    } catch (error) {
      if (error instanceof AddressLimitReached) {
        await provedAddresses.recordRefusal(db, error.mail);
        return { kind: 'address-limit-reached', retryAfterSeconds: error.retryAfterSeconds };
      }
      if (!(error instanceof DailyLimitReached)) throw error;
      logDailyLimit(error.sent);
      return { kind: 'daily-limit-reached', retryAfterSeconds: error.retryAfterSeconds };
    }
  };
}

export type ReceiptSender = ReturnType<typeof createReceiptSender>;
