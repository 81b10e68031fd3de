/** Seed 001 §4: a policy status badge's colour: active green, pending yellow, expired red, cancelled and anything else grey. */
export type PolicyStatusTone = 'active' | 'pending' | 'expired' | 'neutral';

export function policyStatusTone(status: string): PolicyStatusTone {
  switch (status.trim().toLowerCase()) {
    case 'active':
      return 'active';
    case 'pending':
      return 'pending';
    case 'expired':
      return 'expired';
    default:
      return 'neutral';
  }
}
