import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { AGENCY_TIME_ZONE, formatDateForDisplay, todayInEastern } from './dates';
import {
  dateNotBeforeToday,
  FULL_NAME_MAX_LENGTH,
  optionalText,
  personName,
  personNameMessages,
  policyNumber,
  portalEmail,
  portalPhone,
  quoteEmail,
  quotePhone,
  receiptEmail,
  requiredText,
  TEXT_CHARACTER_MESSAGES,
  zipCode,
} from './fields';

/** The messages a schema gives for a value; none when it accepts it. */
const messagesFor = (schema: z.ZodTypeAny, value: unknown): string[] => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

/** One describe per rule: every accepted value passes, every refused one gets exactly `message`. */
function rule(name: string, schema: z.ZodTypeAny, accepted: unknown[], refused: Array<[value: unknown, message: string]>) {
  describe(name, () => {
    it.each(accepted)('accepts %j', (value) => expect(messagesFor(schema, value)).toEqual([]));
    it.each(refused)('refuses %j with %j', (value, message) => expect(messagesFor(schema, value)).toEqual([message]));
  });
}

rule(
  'quote email (seed 000 §5)',
  quoteEmail(),
  ['ada@example.com', 'a.b-c_d@mail.example.co.uk', ' ada@example.museum ', 'x@a-b.io'],
  [
    ['', 'Email is Required'],
    [undefined, 'Email is Required'],
    ['ada+tag@example.com', 'Email is Required'],
    ['ada@example', 'Email is Required'],
    ['ada@example.c', 'Email is Required'],
    ['ada@example.abcdefgh', 'Email is Required'],
    ['ada@exa_mple.com', 'Email is Required'],
    ['ada example@example.com', 'Email is Required'],
  ],
);

rule(
  'quote phone: 2 to 15 digits once non-digits are stripped, not starting with 0',
  quotePhone(),
  ['12', '(555) 123-4567', '+44 20 7946 0958', '123456789012345'],
  [
    ['', 'Phone is Required'],
    ['5', 'Phone is Required'],
    ['0555123456', 'Phone is Required'],
    ['1234567890123456', 'Phone is Required'],
    ['call me', 'Phone is Required'],
    [5551234567, 'Phone is Required'],
  ],
);

it('quote phone keeps the digits only', () => {
  expect(quotePhone().parse('+1 (555) 123-4567')).toBe('15551234567');
});

rule(
  'portal email (seed 002 §5)',
  portalEmail(),
  ['a@b.c', 'first.last+tag@example.org'],
  [
    ['', 'Email is required'],
    ['  ', 'Email is required'],
    ['a b@c.d', 'Please enter a valid email address'],
    ['a@b', 'Please enter a valid email address'],
    ['@b.c', 'Please enter a valid email address'],
  ],
);

rule(
  'receipt email (seed 001 §5): one message for blank and malformed',
  receiptEmail(),
  ['a@b.c', ' jordan.lee@example.com '],
  [
    ['', 'Please enter a valid email address.'],
    [undefined, 'Please enter a valid email address.'],
    ['jordan.lee@', 'Please enter a valid email address.'],
    ['a b@c.d', 'Please enter a valid email address.'],
  ],
);

rule(
  'portal phone: 10 digits with optional parentheses, dashes, dots or spaces',
  portalPhone(),
  ['5551234567', '(555) 123-4567', '555-123-4567', '555.123.4567', '555 123 4567', '(555)1234567'],
  [
    ['', 'Phone number is required'],
    ['555-1234', 'Please enter a valid phone number'],
    ['15551234567', 'Please enter a valid phone number'],
    ['+1 555 123 4567', 'Please enter a valid phone number'],
    ['555/123/4567', 'Please enter a valid phone number'],
  ],
);

rule(
  'ZIP code: 5 digits or ZIP+4',
  zipCode(),
  ['33101', '33101-1234', ' 33101 '],
  [
    ['', 'ZIP code is required'],
    ['3310', 'Please enter a valid ZIP code'],
    ['331011', 'Please enter a valid ZIP code'],
    ['33101-123', 'Please enter a valid ZIP code'],
    ['33101 1234', 'Please enter a valid ZIP code'],
    ['ABCDE', 'Please enter a valid ZIP code'],
  ],
);

rule(
  'policy number: at least 3 characters',
  policyNumber(),
  ['ABC', 'HO-123456'],
  [
    ['', 'Policy number is required'],
    ['   ', 'Policy number is required'],
    ['AB', 'Policy number must be at least 3 characters long.'],
    [' AB ', 'Policy number must be at least 3 characters long.'],
  ],
);

rule(
  'dateNotBeforeToday, with today fixed at 2026-03-10',
  dateNotBeforeToday(undefined, () => '2026-03-10'),
  ['2026-03-10', '2026-03-11', '2027-01-01'],
  [
    ['', 'Effective date is required'],
    [undefined, 'Effective date is required'],
    ['2026-03-09', 'Effective date must be today or in the future'],
    ['2026-02-30', 'Please enter a valid date'],
    ['03/10/2026', 'Please enter a valid date'],
  ],
);

describe('today in America/New_York', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is the agency time zone', () => {
    expect(AGENCY_TIME_ZONE).toBe('America/New_York');
  });

  it.each([
    ['2026-01-01T04:59:59Z', '2025-12-31'], // 23:59:59 EST
    ['2026-01-01T05:00:00Z', '2026-01-01'], // midnight EST
    ['2026-07-01T03:30:00Z', '2026-06-30'], // 23:30 EDT
    ['2026-07-01T04:00:00Z', '2026-07-01'], // midnight EDT
  ])('at %s UTC is %s', (instant, day) => {
    expect(todayInEastern(new Date(instant))).toBe(day);
  });

  it('judges the default effective date by New York, still on the previous day after midnight UTC', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-01T02:00:00Z')); // 22:00 on June 30 in New York
    const schema = dateNotBeforeToday();
    expect(messagesFor(schema, '2026-06-30')).toEqual([]);
    expect(messagesFor(schema, '2026-06-29')).toEqual(['Effective date must be today or in the future']);

    vi.setSystemTime(new Date('2026-07-01T04:00:00Z')); // midnight in New York: the same form now judges by July 1
    expect(messagesFor(schema, '2026-06-30')).toEqual(['Effective date must be today or in the future']);
  });

  it('shows a date value as MM/DD/YYYY', () => {
    expect(formatDateForDisplay('2026-03-10')).toBe('03/10/2026');
  });
});

describe('text characters both databases store alike', () => {
  const rules = {
    requiredText: requiredText('Name is required'),
    optionalText: optionalText(),
    portalEmail: portalEmail(),
    receiptEmail: receiptEmail(),
    policyNumber: policyNumber(),
  };

  it.each(Object.entries(rules))('%s refuses NUL and other control characters', (_name, schema) => {
    for (const value of ['Ada\u0000', 'a\u0007b@example.com', 'HO1234\u001b', 'x\u007f@y.zz', 'x\u0085y@example.com']) {
      expect(messagesFor(schema, value)).toContain(TEXT_CHARACTER_MESSAGES.control);
    }
  });

  it.each(Object.entries(rules))('%s refuses half a surrogate pair', (_name, schema) => {
    for (const value of ['Ada\ud800', '\udc00ada@example.com', 'HO\ud83d1234']) {
      expect(messagesFor(schema, value)).toContain(TEXT_CHARACTER_MESSAGES.unpaired);
    }
  });

  it('keeps what people type: accents, emoji (whole pairs), line breaks and tabs in a message', () => {
    expect(messagesFor(requiredText('Name is required'), 'José Ñúñez-O’Brien 😀')).toEqual([]);
    expect(messagesFor(optionalText(2000), 'First line\r\nSecond line\twith a tab')).toEqual([]);
    expect(messagesFor(portalEmail(), 'zoë@example.com')).toEqual([]);
  });

  it('names the problem once, beside the field', () => {
    expect(messagesFor(requiredText('Name is required'), '\u0000')).toEqual([TEXT_CHARACTER_MESSAGES.control]);
  });
});

describe('a person’s name (the signing flows: e-mailed and sealed)', () => {
  const firstName = personName({ label: 'First name', required: 'First name is required' });
  const M = personNameMessages('First name');

  rule(
    'letters of any language, spaces, hyphens, apostrophes and periods, at most 50 characters',
    firstName,
    [
      'José',
      "O'Brien",
      'O’Brien',
      'Nguyễn',
      'Nguye\u0302\u0303n',
      'Anne-Marie',
      '李小龙',
      'Jr.',
      'Mary Ann',
      'J. R. R.',
      'Ðặng',
      'अनिल',
      ' Rosa ',
      'x'.repeat(50),
    ],
    [
      ['', 'First name is required'],
      ['   ', 'First name is required'],
      [undefined, 'First name is required'],
      [42, 'First name is required'],
      ['Pay now at https://evil.example/pay', M.characters],
      ['evil.example/pay', M.characters],
      ['www:evil', M.characters],
      ['Rosa2', M.characters],
      ['1234', M.characters],
      ['rosa@example.com', M.characters],
      ['<b>Rosa</b>', M.characters],
      ['Rosa\nDíaz', M.characters],
      ['Rosa\u0000', M.characters],
      ['Rosa\ud800', M.characters],
      ['Rosa_Díaz', M.characters],
      ['Rosa 😀', M.characters],
      ["'.-", M.noLetter],
      ['x'.repeat(51), M.tooLong],
    ],
  );

  it('names the field in every message', () => {
    expect(Object.values(M).every((message) => message.startsWith('First name '))).toBe(true);
    expect(personNameMessages('Last name').characters).toBe('Last name may contain only letters, spaces, hyphens, apostrophes and periods');
  });

  it('takes a longer limit for a full name (first, a space, last)', () => {
    const fullName = personName({ label: 'Your full name', required: 'Please type your full name to sign.', max: FULL_NAME_MAX_LENGTH });
    expect(messagesFor(fullName, `${'a'.repeat(50)} ${'b'.repeat(50)}`)).toEqual([]);
    expect(messagesFor(fullName, 'a'.repeat(FULL_NAME_MAX_LENGTH + 1))).toEqual([personNameMessages('Your full name', FULL_NAME_MAX_LENGTH).tooLong]);
  });
});
