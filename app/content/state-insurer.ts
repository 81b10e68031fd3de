/** Seed 001 §1: Florida's state-backed insurer, whose letters our Citizens pages explain. */
export const STATE_INSURER = {
  name: 'Citizens Property Insurance',
  audience: 'Florida homeowners',
  /** Its own site, with its questions and answers about its letters. */
  website: 'https://www.citizensfla.com/',
} as const;
