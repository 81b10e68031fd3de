import { describe, expect, it } from 'vitest';
import { textsIn } from '@site/i18n/catalogue';
import { POLICY_SEARCH_MESSAGES } from '../policies';
import { REQUEST_STATUS_MESSAGES } from '../request-status';
import { API_MESSAGES, translateMessage } from './api-messages';
import { CUSTOMER_SERVICE_WORDS_IN_SPANISH } from './customer-service-words';

const PLACEHOLDER = /\{(\w+)\}/g;

/** The table's Spanish for a message (listed as it is, or as a pattern with its values), as api-messages.ts reads it once the table is joined there. */
function inThisTable(message: string): string | undefined {
  if (Object.hasOwn(CUSTOMER_SERVICE_WORDS_IN_SPANISH, message)) return CUSTOMER_SERVICE_WORDS_IN_SPANISH[message];
  for (const [english, spanish] of Object.entries(CUSTOMER_SERVICE_WORDS_IN_SPANISH)) {
    const names = [...english.matchAll(PLACEHOLDER)].map(([, name]) => name!);
    if (!names.length) continue;
    const literals = english.split(PLACEHOLDER).filter((_part, index) => index % 2 === 0);
    const match = new RegExp(`^${literals.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('(.+?)')}$`, 's').exec(message);
    if (match) return spanish.replace(PLACEHOLDER, (_whole, name: string) => match[names.indexOf(name) + 1]!);
  }
  return undefined;
}

const inSpanish = (message: string) => inThisTable(message) ?? translateMessage(message, textsIn('es'));

describe('the customer service pages’ contract words in Spanish', () => {
  it('list no English that another table lists: what api-messages.ts lists of it is this table, joined (a word listed twice throws there)', () => {
    const joined = Object.keys(CUSTOMER_SERVICE_WORDS_IN_SPANISH).filter((english) => Object.hasOwn(API_MESSAGES.es, english));
    for (const english of joined) expect(API_MESSAGES.es[english], english).toBe(CUSTOMER_SERVICE_WORDS_IN_SPANISH[english]);
    expect([0, Object.keys(CUSTOMER_SERVICE_WORDS_IN_SPANISH).length]).toContain(joined.length);
  });

  it('say every message of the policy search and of the request status page in Spanish, here or in another table', () => {
    for (const message of [...Object.values(POLICY_SEARCH_MESSAGES), ...Object.values(REQUEST_STATUS_MESSAGES)]) {
      expect(inSpanish(message), message).not.toBe(message);
    }
    expect(inSpanish(POLICY_SEARCH_MESSAGES.page)).toBe('La página debe ser un número entero del 1 al 1000');
    expect(inSpanish(POLICY_SEARCH_MESSAGES.lastName)).toBe('El apellido es obligatorio');
  });
});
