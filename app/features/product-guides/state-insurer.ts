/** Seed 001 §1: Florida's state-backed insurer, whose letters our Citizens pages explain. */
export const STATE_INSURER = {
  name: 'Citizens Property Insurance',
  audience: 'Florida homeowners',
} as const;
