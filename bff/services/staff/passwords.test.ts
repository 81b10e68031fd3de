import { describe, expect, it } from 'vitest';
import { STAFF_AUTH_MESSAGES } from '@contracts/back-office/staff-auth';
import { weakPasswordReason } from './passwords';

const person = { name: 'Ada Lovelace', email: 'ada.lovelace@agency.example' };

describe('weakPasswordReason', () => {
  it.each([
    'passwordpassword',
    'qwertyuiopasdfgh',
    '1qaz2wsx3edc4rfv',
    'momsanaladventure', // rank 14,388 of the list
    'missouri123456789', // rank 5,004, padded
    'ada lovelace 1815', // her name, with spaces
    'AdaLovelace2026!!',
    'ada.lovelace@agency',
    'keystone insurance 1', // the agency's name
    'P@ssw0rdP@ssw0rd', // l33t and doubled
    'aaaaaaaaaaaaaaaaaaaa',
  ])('refuses %s', async (password) => {
    expect(await weakPasswordReason(password, person)).toBe(STAFF_AUTH_MESSAGES.passwordTooCommon);
  });

  it.each(['plum orchard lantern ninety', 'harbour violet seventeen kites', 'my cat is called bob', 'xk4 9rtq mv2 lpz8'])('accepts %s', async (password) => {
    expect(await weakPasswordReason(password, person)).toBeUndefined();
  });
});
