/**
 * Field rules shared by the browser and the server, with the specification's exact messages.
 * A form validates with these schemas and the BFF validates the same request with them, so both
 * reject the same input with the same words.
 */
import { z } from 'zod';
import { todayInEastern } from './dates';
import { badCharacterMessage } from './text-characters';

export { badCharacterMessage, TEXT_CHARACTER_MESSAGES } from './text-characters';

// --- Characters every text field refuses -----------------------------------------------------

/**
 * Refuses control characters and unpaired surrogates (so both databases store every accepted text alike).
 * Every string field of the contracts goes through this, directly or through the builders below.
 */
export const withCleanCharacters = <T extends z.ZodTypeAny>(schema: T): z.ZodEffects<T, z.output<T>, z.input<T>> =>
  schema.superRefine((value: unknown, ctx) => {
    const message = typeof value === 'string' ? badCharacterMessage(value) : undefined;
    if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
  });

const trimmed = () => z.string({ invalid_type_error: 'Must be text' }).trim();

/** A required text: non-blank after trimming, with the given message for blank or missing. */
export const requiredText = (message: string, max = 200) =>
  withCleanCharacters(z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`));

/**
 * A format rule that leaves a blank value to the "required" rule, so a blank field gets one message, not two.
 * (zod runs every check of a string, even after one has failed.)
 */
const unlessBlank =
  (test: (value: string) => boolean) =>
  (value: string): boolean =>
    value === '' || test(value);

/** An optional text: missing, null and blank all become an empty string. */
export const optionalText = (max = 200) =>
  z
    .union([withCleanCharacters(trimmed().max(max, `Must be at most ${max} characters`)), z.null()])
    .optional()
    .transform((value) => value ?? '');

// --- Names that are e-mailed or sealed -------------------------------------------------------

/** A first or last name is at most this long; a full name (first, a space, last) twice that and one. */
export const PERSON_NAME_MAX_LENGTH = 50;
export const FULL_NAME_MAX_LENGTH = 2 * PERSON_NAME_MAX_LENGTH + 1;

/**
 * Letters of any language (with their combining marks), spaces, hyphens, apostrophes (' and ’) and periods:
 * José, O'Brien, Nguyễn, Anne-Marie, 李小龙, Jr. A name is put into mail and onto sealed PDFs, so it may not
 * carry an address, a link or markup (no digits, @, <, :, /).
 */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M} '’.-]+$/u;
const HAS_LETTER = /\p{L}/u;

export const personNameMessages = (label: string, max = PERSON_NAME_MAX_LENGTH) => ({
  tooLong: `${label} must be at most ${max} characters`,
  characters: `${label} may contain only letters, spaces, hyphens, apostrophes and periods`,
  noLetter: `${label} must contain a letter`,
});

/**
 * A person's name as the signing flows take it: required (`required` for blank or missing), at most `max`
 * characters once trimmed, and only the characters of PERSON_NAME_PATTERN, each refusal naming the field
 * (`label`). One message at a time: a blank name is only "required". (The pattern already refuses control
 * characters and unpaired surrogates, so withCleanCharacters would only add a second message.)
 */
export const personName = ({ label, required, max = PERSON_NAME_MAX_LENGTH }: { label: string; required: string; max?: number }) => {
  const messages = personNameMessages(label, max);
  return z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .min(1, required)
    .superRefine((value, ctx) => {
      const message =
        value === ''
          ? undefined
          : !PERSON_NAME_PATTERN.test(value)
            ? messages.characters
            : !HAS_LETTER.test(value)
              ? messages.noLetter
              : [...value].length > max
                ? messages.tooLong
                : undefined;
      if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    });
};

// --- Quote forms (seed 000 §5) ---------------------------------------------------------------

/** Seed 000 §5: local part of letters, digits, underscore, hyphen or dots; domain labels; TLD of 2 to 7 letters. */
export const QUOTE_EMAIL_PATTERN = /^[\w.-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,7}$/;

export const quoteEmail = (message = 'Email is Required') =>
  z.string({ required_error: message, invalid_type_error: message }).trim().max(254, message).regex(QUOTE_EMAIL_PATTERN, message);

/** Seed 000 §5: after stripping non-digits, an optional plus, a non-zero first digit, then 1 to 14 more digits. */
export const QUOTE_PHONE_PATTERN = /^\+?[1-9]\d{1,14}$/;

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

export const quotePhone = (message = 'Phone is Required') =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .max(40, message)
    .transform(digitsOnly)
    .refine((digits) => QUOTE_PHONE_PATTERN.test(digits), message);

// --- Portal forms (seed 001 §5, seed 002 §5) ------------------------------------------------

/** Seed 002 §5: the `{email}` shape of the portal forms. */
export const PORTAL_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const portalEmail = () =>
  withCleanCharacters(
    z
      .string({ required_error: 'Email is required', invalid_type_error: 'Email is required' })
      .trim()
      .min(1, 'Email is required')
      .max(254, 'Please enter a valid email address')
      .refine(
        unlessBlank((value) => PORTAL_EMAIL_PATTERN.test(value)),
        'Please enter a valid email address',
      ),
  );

/** Seed 001 §5 Receipt: one message, for a blank address as for a malformed one. */
export const RECEIPT_EMAIL_MESSAGE = 'Please enter a valid email address.';

export const receiptEmail = () =>
  withCleanCharacters(
    z
      .string({ required_error: RECEIPT_EMAIL_MESSAGE, invalid_type_error: RECEIPT_EMAIL_MESSAGE })
      .trim()
      .max(254, RECEIPT_EMAIL_MESSAGE)
      .regex(PORTAL_EMAIL_PATTERN, RECEIPT_EMAIL_MESSAGE),
  );

/** Seed 002 §5: 10 digits with optional parentheses, dashes, dots or spaces. */
export const PORTAL_PHONE_PATTERN = /^\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;

export const portalPhone = () =>
  z
    .string({ required_error: 'Phone number is required', invalid_type_error: 'Phone number is required' })
    .trim()
    .min(1, 'Phone number is required')
    .refine(
      unlessBlank((value) => PORTAL_PHONE_PATTERN.test(value)),
      'Please enter a valid phone number',
    );

/** Ten stored digits as a person reads them: (555) 123-4567; anything else as it is. */
export const formatPhoneDigits = (digits: string) => (digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits);

export const ZIP_PATTERN = /^\d{5}(?:-\d{4})?$/;

export const zipCode = () =>
  z
    .string({ required_error: 'ZIP code is required', invalid_type_error: 'ZIP code is required' })
    .trim()
    .min(1, 'ZIP code is required')
    .max(10, 'Please enter a valid ZIP code')
    .refine(
      unlessBlank((value) => ZIP_PATTERN.test(value)),
      'Please enter a valid ZIP code',
    );

export const POLICY_NUMBER_MIN_LENGTH = 3;

export const policyNumber = () =>
  withCleanCharacters(
    z
      .string({ required_error: 'Policy number is required', invalid_type_error: 'Policy number is required' })
      .trim()
      .min(1, 'Policy number is required')
      .max(50, 'Policy number must be at most 50 characters')
      .refine(
        unlessBlank((value) => value.length >= POLICY_NUMBER_MIN_LENGTH),
        'Policy number must be at least 3 characters long.',
      ),
  );

export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const isDateValue = (value: string) => {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const [y = NaN, m = NaN, d = NaN] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/**
 * A date value (YYYY-MM-DD) that may not be before today in America/New_York.
 * `today` is read at validation time, so a form left open over midnight is judged by the new day.
 */
export const dateNotBeforeToday = (
  messages = {
    required: 'Effective date is required',
    tooEarly: 'Effective date must be today or in the future',
  },
  today: () => string = todayInEastern,
) =>
  z
    .string({ required_error: messages.required, invalid_type_error: messages.required })
    .trim()
    .min(1, messages.required)
    .refine(unlessBlank(isDateValue), 'Please enter a valid date')
    .refine((value) => !isDateValue(value) || value >= today(), messages.tooEarly);

export const effectiveDate = () => dateNotBeforeToday();

export const DATE_MESSAGES = {
  invalid: 'Please enter a valid date',
  notBeforeToday: 'The date must be today or later',
  notAfterToday: 'The date cannot be in the future',
} as const;

/**
 * An optional date (YYYY-MM-DD, blank allowed) on one side of today in America/New_York: `notBefore` for a
 * date to come (a moving date), `notAfter` for one that has happened (a payoff date).
 */
export const optionalDate = (side: 'notBeforeToday' | 'notAfterToday', today: () => string = todayInEastern) =>
  optionalText(10)
    .refine(unlessBlank(isDateValue), DATE_MESSAGES.invalid)
    .refine((value) => !isDateValue(value) || (side === 'notBeforeToday' ? value >= today() : value <= today()), DATE_MESSAGES[side]);
