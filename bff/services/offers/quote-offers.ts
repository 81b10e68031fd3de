/**
 * The agency's offers on a quote request (contracts/quote-offers.ts). An agent adds them one at a time (not yet
 * seen by the person) and sends them together; the person sees only sent ones, and chooses one: the choice is
 * kept, and written on the request's thread in the person's name so the agency reads it where it works.
 */
import type { Knex } from 'knex';
import { todayInEastern } from '@contracts/dates';
import { LIVE_EVENT_TYPES } from '@contracts/live-events';
import { choiceMessage, type CallbackWindow, type PremiumPeriod, type TOffer, type TOfferChoice, type ZNewOffer } from '@contracts/quote-offers';
import type { z } from 'zod';
import { storedDate } from '../../db/stored-date';
import { personTopicOf } from '../accounts/person-topic';
import type { EventBus } from '../live-events/event-bus';
import { enqueueMail } from '../mail';
import { addMessage, type ThreadRequest } from '../messages/request-messages';
import { recordStaffAction } from '../staff/audit-log';
import type { ReceivedFile } from '../uploads/receive-multipart';
import { recordUpload, UPLOADS_TABLE } from '../uploads/uploads-repository';
import { CARRIERS_TABLE } from '../carriers';
import { offersMail } from './offers-mail';

const QUOTE_OFFERS_TABLE = 'quote_offers';
const QUOTE_OFFER_CHOICES_TABLE = 'quote_offer_choices';

type OfferRow = {
  id: number;
  carrier_id: number;
  carrier_name: string;
  carrier_logo: string | null;
  premium_cents: number | string;
  premium_period: PremiumPeriod;
  term_months: number | string;
  deductible_cents: number | string;
  coverages: string;
  note: string;
  valid_until: string;
  upload_id: number | null;
  sent_at: Date | number | string | null;
};

type Publisher = { eventBus: Pick<EventBus, 'publish'>; siteOrigin: string };

type OfferReading = { sentOnly: boolean; documentPath: (referenceNumber: string, offerId: number) => string };

/** A quote request's offers, oldest first: every one for the agency, the sent ones for the person. */
export async function offersOf(db: Knex, request: ThreadRequest, reading: OfferReading): Promise<TOffer[]> {
  return (await offersOfMany(db, [request], reading)).get(request.id) ?? [];
}

/** Many quote requests' offers in one query (a person's My quotes), by the request's index id, each oldest first. */
export async function offersOfMany(db: Knex, requests: readonly ThreadRequest[], { sentOnly, documentPath }: OfferReading): Promise<Map<number, TOffer[]>> {
  const byId = new Map<number, TOffer[]>();
  if (!requests.length) return byId;
  const referenceOf = new Map(requests.map((request) => [request.id, request.referenceNumber]));
  const query = db(`${QUOTE_OFFERS_TABLE} as o`)
    .join(`${CARRIERS_TABLE} as c`, 'c.id', 'o.carrier_id')
    .whereIn(
      'o.submission_id',
      requests.map((request) => request.id),
    )
    .orderBy('o.id')
    .select('o.*', 'c.name as carrier_name', 'c.logo_path as carrier_logo');
  if (sentOnly) query.whereNotNull('o.sent_at');
  const today = todayInEastern();
  for (const row of (await query) as (OfferRow & { submission_id: number })[]) {
    const submissionId = Number(row.submission_id);
    const offer: TOffer = {
      id: Number(row.id),
      carrierId: Number(row.carrier_id),
      carrierName: row.carrier_name,
      carrierLogoPath: row.carrier_logo ?? '',
      premiumCents: Number(row.premium_cents),
      premiumPeriod: row.premium_period,
      termMonths: Number(row.term_months),
      deductibleCents: Number(row.deductible_cents),
      coverages: JSON.parse(row.coverages) as TOffer['coverages'],
      note: row.note,
      validUntil: row.valid_until,
      expired: row.valid_until < today,
      documentUrl: row.upload_id === null ? null : documentPath(referenceOf.get(submissionId) ?? '', Number(row.id)),
      sentAt: row.sent_at === null ? null : storedDate(row.sent_at).toISOString(),
    };
    byId.set(submissionId, [...(byId.get(submissionId) ?? []), offer]);
  }
  return byId;
}

/** The person's choice on a quote request, if they made one. */
export async function choiceOf(db: Knex, request: ThreadRequest): Promise<TOfferChoice | null> {
  return (await choicesOfMany(db, [request.id])).get(request.id) ?? null;
}

/** Many quote requests' choices in one query, by the request's index id. */
export async function choicesOfMany(db: Knex, submissionIds: readonly number[]): Promise<Map<number, TOfferChoice>> {
  if (!submissionIds.length) return new Map();
  const rows = await db(QUOTE_OFFER_CHOICES_TABLE).whereIn('submission_id', submissionIds);
  return new Map(
    rows.map((row) => [
      Number(row.submission_id),
      { offerId: Number(row.offer_id), callbackWindow: row.callback_window as CallbackWindow, chosenAt: storedDate(row.chosen_at).toISOString() },
    ]),
  );
}

export async function addOffer(
  db: Knex,
  request: ThreadRequest,
  offer: z.output<typeof ZNewOffer>,
  file: ReceivedFile | undefined,
  actor: { staffId: number; ip: string },
): Promise<void> {
  await db.transaction(async (trx) => {
    const uploadId = file ? await recordUpload(trx, file) : null;
    await trx(QUOTE_OFFERS_TABLE).insert({
      submission_id: request.id,
      carrier_id: offer.carrierId,
      premium_cents: offer.premium,
      premium_period: offer.premiumPeriod,
      term_months: offer.termMonths,
      deductible_cents: offer.deductible,
      coverages: JSON.stringify(offer.coverages),
      note: offer.note,
      valid_until: offer.validUntil,
      upload_id: uploadId,
      staff_id: actor.staffId,
      created_at: new Date(),
      sent_at: null,
    });
    await recordStaffAction(trx, {
      staffId: actor.staffId,
      action: 'offer_added',
      target: request.referenceNumber,
      details: { carrierId: offer.carrierId, premiumCents: offer.premium, premiumPeriod: offer.premiumPeriod, validUntil: offer.validUntil },
      ip: actor.ip,
    });
  });
}

/** Sends the offers not yet sent; false when there were none. The person is mailed our words and a link. */
export async function sendOffers(db: Knex, request: ThreadRequest, actor: { staffId: number; ip: string }, { eventBus, siteOrigin }: Publisher) {
  return db.transaction(async (trx) => {
    const sent = await trx(QUOTE_OFFERS_TABLE).where({ submission_id: request.id }).whereNull('sent_at').update({ sent_at: new Date() });
    if (!sent) return false;
    await enqueueMail(trx, offersMail(request, siteOrigin));
    await eventBus.publish(trx, personTopicOf(request.email), {
      type: LIVE_EVENT_TYPES.quoteOffersChanged,
      data: { referenceNumber: request.referenceNumber },
    });
    await recordStaffAction(trx, { staffId: actor.staffId, action: 'offers_sent', target: request.referenceNumber, details: { offers: sent }, ip: actor.ip });
    return true;
  });
}

export type OfferChoiceResult = 'chosen' | 'not-found' | 'expired' | 'already-chosen';

/** The person chooses a sent, unexpired offer, once; the agency reads it on the thread. */
export async function chooseOffer(
  db: Knex,
  request: ThreadRequest,
  choice: { offerId: number; callbackWindow: CallbackWindow; ip: string },
  publisher: Publisher,
): Promise<OfferChoiceResult> {
  const offers = await offersOf(db, request, { sentOnly: true, documentPath: () => '' });
  const offer = offers.find((candidate) => candidate.id === choice.offerId);
  if (!offer) return 'not-found';
  if (offer.expired) return 'expired';
  return db.transaction(async (trx): Promise<OfferChoiceResult> => {
    if (await trx(QUOTE_OFFER_CHOICES_TABLE).where({ submission_id: request.id }).first('offer_id')) return 'already-chosen';
    await trx(QUOTE_OFFER_CHOICES_TABLE).insert({
      submission_id: request.id,
      offer_id: offer.id,
      callback_window: choice.callbackWindow,
      chosen_at: new Date(),
    });
    await addMessage(trx, { request, body: choiceMessage(offer, choice.callbackWindow), file: undefined, ip: choice.ip }, publisher);
    await recordStaffAction(trx, {
      staffId: null,
      action: 'offer_chosen',
      target: request.referenceNumber,
      details: { offerId: offer.id, callbackWindow: choice.callbackWindow },
      ip: choice.ip,
    });
    return 'chosen';
  });
}

/** An offer's PDF, on this request only (a sent one for the person). */
export async function offerDocument(db: Knex, request: ThreadRequest, offerId: number, sentOnly: boolean) {
  const query = db(`${QUOTE_OFFERS_TABLE} as o`).join(`${UPLOADS_TABLE} as u`, 'u.id', 'o.upload_id').where({ 'o.id': offerId, 'o.submission_id': request.id });
  if (sentOnly) query.whereNotNull('o.sent_at');
  const row = await query.first('u.original_name', 'u.mime_type', 'u.stored_name');
  return row && { name: String(row.original_name), mimeType: String(row.mime_type), storedName: String(row.stored_name) };
}
