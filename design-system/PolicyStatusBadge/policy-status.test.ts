import { describe, expect, it } from 'vitest';
import { policyStatusTone } from './policy-status';

describe('policyStatusTone', () => {
  it('colours active green, pending yellow, expired red and anything else grey, whatever the case', () => {
    expect(['Active', 'PENDING', ' expired ', 'Cancelled', 'Lapsed', ''].map(policyStatusTone)).toEqual([
      'active',
      'pending',
      'expired',
      'neutral',
      'neutral',
      'neutral',
    ]);
  });
});
