import { describe, expect, it } from 'vitest';
import { textsIn } from '@site/i18n/catalogue';
import { ACCOUNT_MESSAGES } from '../account';
import { ACCOUNT_POLICY_MESSAGES } from '../account-policies';
import { SUBMISSION_KINDS, SUBMISSION_STATUSES } from '../back-office/submission-kinds';
import { CALLBACK_WINDOWS, OFFER_WORDS } from '../quote-offers';
import { INSURED_ANSWERS } from '../quote-requests';
import { QUOTE_STORE_MESSAGES } from '../quotes';
import { RECEIPT_MESSAGES } from '../receipts';
import { REQUEST_MESSAGE_WORDS } from '../request-messages';
import { ACCOUNT_WORDS_IN_SPANISH } from './account-words';
import { API_MESSAGES, translateMessage } from './api-messages';

/** A message in Spanish as api-messages.ts says it once this table is joined there: listed here, or in a table joined already. */
const inSpanish = (message: string) => ACCOUNT_WORDS_IN_SPANISH[message] ?? translateMessage(message, textsIn('es'));

describe('the account’s contract words in Spanish', () => {
  it('list no English that another table lists: what api-messages.ts lists of it is this table, joined (a word listed twice throws there)', () => {
    const joined = Object.keys(ACCOUNT_WORDS_IN_SPANISH).filter((english) => Object.hasOwn(API_MESSAGES.es, english));
    for (const english of joined) expect(API_MESSAGES.es[english], english).toBe(ACCOUNT_WORDS_IN_SPANISH[english]);
    expect([0, Object.keys(ACCOUNT_WORDS_IN_SPANISH).length]).toContain(joined.length);
  });

  it('are plain words: no placeholder, no empty Spanish', () => {
    for (const [english, spanish] of Object.entries(ACCOUNT_WORDS_IN_SPANISH)) {
      expect(english, english).not.toMatch(/\{\w+\}/);
      expect(spanish.trim(), english).not.toBe('');
      expect(spanish, english).not.toBe(english);
    }
  });

  it('say in Spanish every word the account’s pages show of the contracts, here or in another table', () => {
    const words = (messages: Record<string, unknown>) => Object.values(messages).filter((message): message is string => typeof message === 'string');
    const shown: string[] = [
      ...words(ACCOUNT_MESSAGES),
      ACCOUNT_MESSAGES.linkSent('lucia@example.com'),
      ...Object.values(ACCOUNT_POLICY_MESSAGES),
      ...Object.values(QUOTE_STORE_MESSAGES),
      OFFER_WORDS.offerNotFound,
      OFFER_WORDS.expired,
      OFFER_WORDS.alreadyChosen,
      OFFER_WORDS.withdrawn,
      ...CALLBACK_WINDOWS.map((window) => window.label),
      ...words(REQUEST_MESSAGE_WORDS),
      RECEIPT_MESSAGES.failed,
      ...INSURED_ANSWERS.filter((answer) => answer !== 'No'),
      ...SUBMISSION_KINDS.map((kind) => kind.label),
      ...SUBMISSION_STATUSES.map((status) => status.label),
    ];
    for (const message of shown) expect(inSpanish(message), message).not.toBe(message);
    expect(inSpanish(REQUEST_MESSAGE_WORDS.bodyTooLong)).toBe('Su mensaje debe tener 2,000 caracteres o menos');
    expect(inSpanish('Your message was not sent. Please try again.')).toBe('Su mensaje no se envió. Inténtelo de nuevo.');
  });
});
