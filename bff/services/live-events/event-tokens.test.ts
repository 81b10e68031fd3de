import { describe, expect, it } from 'vitest';
import { createEventTokens } from './event-tokens';

describe('event-stream tokens', () => {
  const tokens = createEventTokens('a'.repeat(64));
  const claims = { topic: 'documents/1', sessionHash: 'b'.repeat(64), expiresAt: Date.now() + 60_000 };

  it('open their own topic until they expire', () => {
    const token = tokens.issue(claims);
    expect(tokens.verify(token, 'documents/1')).toEqual(claims);
    expect(tokens.verify(token, 'documents/1', claims.expiresAt)).toBeUndefined();
  });

  it('open no other topic, and fail when changed or signed with another secret', () => {
    const token = tokens.issue(claims);
    expect(tokens.verify(token, 'documents/2')).toBeUndefined();
    const [body, signature] = token.split('.');
    const widened = Buffer.from(JSON.stringify(['documents/2', claims.sessionHash, claims.expiresAt])).toString('base64url');
    expect(tokens.verify(`${widened}.${signature}`, 'documents/2')).toBeUndefined();
    expect(tokens.verify(`${body}.${signature}x`, 'documents/1')).toBeUndefined();
    expect(createEventTokens('c'.repeat(64)).verify(token, 'documents/1')).toBeUndefined();
    expect(tokens.verify('not-a-token', 'documents/1')).toBeUndefined();
  });
});
