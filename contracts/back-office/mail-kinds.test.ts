import { describe, expect, it } from 'vitest';
import { mailKindLabel } from './mail-kinds';

describe('mailKindLabel', () => {
  it('names every kind in words, never its code', () => {
    expect(mailKindLabel('confirmation')).toBe('Confirmation to the person');
    expect(mailKindLabel('status-update')).toBe('Status update to the person');
    expect(mailKindLabel('cancellation-notice')).toBe('Notice to the agency');
    expect(mailKindLabel('signed-document-notice')).toBe('Notice to the agency');
    expect(mailKindLabel('some-new_kind')).toBe('Some new kind');
  });
});
