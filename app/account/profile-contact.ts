import type { TAccount } from '@contracts/account';

/** What a change form's contact step takes from the signed-in person's profile: only what they have given. */
export function contactFromProfile(account: TAccount): { firstName?: string; lastName?: string; phoneNumber?: string; email: string } {
  return {
    email: account.email,
    ...(account.firstName ? { firstName: account.firstName } : {}),
    ...(account.lastName ? { lastName: account.lastName } : {}),
    ...(account.phone ? { phoneNumber: account.phone } : {}),
  };
}
