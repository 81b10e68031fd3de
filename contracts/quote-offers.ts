/**
 * The agency's offers on a quote request (issue 25): an agent prepares them on the request's back-office page
 * (a carrier from the directory, the premium and its period, the term, the deductible, the main coverages with
 * their limits, an optional PDF of the carrier's own quote, a note, a date it is good until) and sends them;
 * the person compares them in My quotes and chooses one, with a window for our call if they like. An offer
 * past its date is expired: shown, never chosen.
 */
import { z } from 'zod';
import { ACCEPTED_DOCUMENT_DESCRIPTION, fileValue } from './file-fields';
import { dateNotBeforeToday, withCleanCharacters } from './fields';

export const PREMIUM_PERIODS = [
  { value: 'month', label: 'a month' },
  { value: 'six-months', label: 'every 6 months' },
  { value: 'year', label: 'a year' },
] as const;
export type PremiumPeriod = (typeof PREMIUM_PERIODS)[number]['value'];
const PREMIUM_PERIOD_VALUES = PREMIUM_PERIODS.map((period) => period.value) as [PremiumPeriod, ...PremiumPeriod[]];

export const CALLBACK_WINDOWS = [
  { value: '', label: 'No call needed' },
  { value: 'morning', label: 'Morning (9 am – noon)' },
  { value: 'afternoon', label: 'Afternoon (noon – 5 pm)' },
  { value: 'evening', label: 'Early evening (5 – 7 pm)' },
] as const;
export type CallbackWindow = (typeof CALLBACK_WINDOWS)[number]['value'];
const CALLBACK_WINDOW_VALUES = CALLBACK_WINDOWS.map((window) => window.value) as [CallbackWindow, ...CallbackWindow[]];
export const callbackWindowLabel = (value: string) => CALLBACK_WINDOWS.find((window) => window.value === value)?.label ?? value;

export const MAX_COVERAGES = 8;

export const OFFER_WORDS = {
  carrier: 'Choose the carrier from the directory',
  premium: 'Enter the premium in dollars, like 1,240.50',
  premiumPeriod: 'Choose how often the premium is paid',
  termMonths: 'Enter the term in months, from 1 to 36',
  deductible: 'Enter the deductible in whole dollars, like 1,000',
  coverages: `Enter between 1 and ${MAX_COVERAGES} coverages, each with its limit`,
  coverageName: 'Enter the coverage, at most 60 characters',
  coverageLimit: 'Enter the limit, at most 60 characters',
  note: 'The note must be 1,000 characters or fewer',
  validUntil: 'Enter a date from today on, as YYYY-MM-DD',
  documentNotPdf: 'The carrier’s quote must be a PDF',
  notAQuote: 'Offers are made on quote requests only.',
  nothingToSend: 'There are no new offers to send.',
  offerNotFound: 'We could not find that offer on this quote request.',
  expired: 'This offer has expired. Ask us for a new one with the question box below.',
  alreadyChosen: 'You have already chosen an offer. Please call us or write to us below to change your mind.',
  withdrawn: 'This quote request was withdrawn.',
  mailSubject: (referenceNumber: string) => `Your quotes are ready: request ${referenceNumber}`,
} as const;

const parseMoney = (text: string, wholeDollars: boolean): number | undefined => {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '');
  const pattern = wholeDollars ? /^\d{1,7}$/ : /^\d{1,7}(\.\d{1,2})?$/;
  if (!pattern.test(plain)) return undefined;
  return Math.round(Number(plain) * 100);
};

/** A dollar amount typed by an agent ("1,240.50", "$300") as cents; zod refuses anything else with `message`. */
const money = (message: string, wholeDollars = false) =>
  z.string({ required_error: message, invalid_type_error: message }).transform((text, context) => {
    const cents = parseMoney(text, wholeDollars);
    if (cents === undefined || cents <= 0) {
      context.addIssue({ code: z.ZodIssueCode.custom, message });
      return z.NEVER;
    }
    return cents;
  });

const shortText = (message: string) =>
  withCleanCharacters(z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).max(60, message));

export const ZOfferCoverage = z.object({ name: shortText(OFFER_WORDS.coverageName), limit: shortText(OFFER_WORDS.coverageLimit) });
export type TOfferCoverage = z.infer<typeof ZOfferCoverage>;

/** An agent's new offer (multipart/form-data, for its optional PDF): `validUntil` from today (America/New_York) on. */
export const ZNewOffer = z
  .object({
    carrierId: z.coerce.number({ invalid_type_error: OFFER_WORDS.carrier }).int(OFFER_WORDS.carrier).positive(OFFER_WORDS.carrier),
    premium: money(OFFER_WORDS.premium),
    premiumPeriod: z.enum(PREMIUM_PERIOD_VALUES, { errorMap: () => ({ message: OFFER_WORDS.premiumPeriod }) }),
    termMonths: z.coerce
      .number({ invalid_type_error: OFFER_WORDS.termMonths })
      .int(OFFER_WORDS.termMonths)
      .min(1, OFFER_WORDS.termMonths)
      .max(36, OFFER_WORDS.termMonths),
    deductible: money(OFFER_WORDS.deductible, true),
    coverages: z.array(ZOfferCoverage, { required_error: OFFER_WORDS.coverages }).min(1, OFFER_WORDS.coverages).max(MAX_COVERAGES, OFFER_WORDS.coverages),
    note: withCleanCharacters(z.string().trim().max(1000, OFFER_WORDS.note)).default(''),
    validUntil: dateNotBeforeToday({ required: OFFER_WORDS.validUntil, tooEarly: OFFER_WORDS.validUntil }),
    document: fileValue(`The carrier’s quote as a PDF (optional): ${ACCEPTED_DOCUMENT_DESCRIPTION}`).nullable().optional(),
  })
  .strict();
export type TNewOffer = z.input<typeof ZNewOffer>;

export const ZOffer = z.object({
  id: z.number().int(),
  carrierId: z.number().int(),
  carrierName: z.string(),
  carrierLogoPath: z.string(),
  premiumCents: z.number().int(),
  premiumPeriod: z.enum(PREMIUM_PERIOD_VALUES),
  termMonths: z.number().int(),
  deductibleCents: z.number().int(),
  coverages: z.array(ZOfferCoverage),
  note: z.string(),
  validUntil: z.string(),
  /** Past its date (America/New_York): shown, never chosen. */
  expired: z.boolean(),
  /** The carrier's PDF, where the reader downloads it, or null. */
  documentUrl: z.string().nullable(),
  /** When it was sent to the person; null while the agent is still preparing offers. */
  sentAt: z.string().nullable(),
});
export type TOffer = z.infer<typeof ZOffer>;

export const ZOfferChoice = z.object({ offerId: z.number().int(), callbackWindow: z.enum(CALLBACK_WINDOW_VALUES), chosenAt: z.string() });
export type TOfferChoice = z.infer<typeof ZOfferChoice>;

/** The person's choice: an offer, and when we may call to set it up (or not at all). */
export const ZChooseOffer = z
  .object({
    offerId: z.number({ required_error: OFFER_WORDS.offerNotFound, invalid_type_error: OFFER_WORDS.offerNotFound }).int().positive(),
    callbackWindow: z.enum(CALLBACK_WINDOW_VALUES, { errorMap: () => ({ message: 'Choose a time for our call, or no call' }) }).default(''),
  })
  .strict();
export type TChooseOffer = z.input<typeof ZChooseOffer>;

/** "$1,240.50" from cents. */
export const formatCents = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;

/** "$1,240.50 a month". */
export const premiumText = (offer: Pick<TOffer, 'premiumCents' | 'premiumPeriod'>) =>
  `${formatCents(offer.premiumCents)} ${PREMIUM_PERIODS.find((period) => period.value === offer.premiumPeriod)?.label ?? ''}`.trim();

/** A choice as the agency reads it on the request's thread. */
export const choiceMessage = (offer: Pick<TOffer, 'carrierName' | 'premiumCents' | 'premiumPeriod'>, callbackWindow: string) =>
  `I’d like this one: ${offer.carrierName}, ${premiumText(offer)}.` +
  (callbackWindow ? ` Please call me in the ${callbackWindowLabel(callbackWindow).toLowerCase()}.` : ' No call needed.');

/** Where a quote request's offers are shown to the person, and the PDFs: plain routes beside the contracts. */
export const ACCOUNT_OFFER_DOCUMENT_ROUTE = '/api/quotes/:id/offers/:offerId/document';
export const SUBMISSION_OFFER_DOCUMENT_ROUTE = '/api/admin/submissions/:referenceNumber/offers/:offerId/document';
export const accountOfferDocumentPath = (referenceNumber: string, offerId: number) =>
  ACCOUNT_OFFER_DOCUMENT_ROUTE.replace(':id', encodeURIComponent(referenceNumber)).replace(':offerId', String(offerId));
export const submissionOfferDocumentPath = (referenceNumber: string, offerId: number) =>
  SUBMISSION_OFFER_DOCUMENT_ROUTE.replace(':referenceNumber', encodeURIComponent(referenceNumber)).replace(':offerId', String(offerId));
