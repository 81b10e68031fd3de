import { defineCatalogue } from '@site/i18n/catalogue';

const AUDIENCE = 'Florida homeowners';

/** Seed 001 §1: Florida's state-backed insurer, whose letters our Citizens pages explain. */
export const STATE_INSURER = {
  /** A proper name: the same in every language. */
  name: 'Citizens Property Insurance',
  /** Who its letters concern, in English (a page in either language reads STATE_INSURER_TEXT's `audience`). */
  audience: AUDIENCE,
  /** Its own site, with its questions and answers about its letters. */
  website: 'https://www.citizensfla.com/',
} as const;

/** The words about the insurer that a page shows: who its letters concern. */
export const STATE_INSURER_TEXT = defineCatalogue('state-insurer', { audience: AUDIENCE }, { audience: 'Propietarios de vivienda en Florida' });
