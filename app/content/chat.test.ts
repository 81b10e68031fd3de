import { describe, expect, it } from 'vitest';
import { CHAT_SERVICE_URL, DEFAULT_CHAT_SERVICE_URL, parseChatServiceUrl } from './chat';

describe('chat service URL setting', () => {
  it.each([
    ['https://chat.vendor.example/agency', 'https://chat.vendor.example/agency'],
    ['  http://localhost:4000/chat  ', 'http://localhost:4000/chat'],
    ['', null],
    ['/chat', null],
    ['javascript:alert(1)', null],
    ['not a url', null],
    [undefined, null],
    [42, null],
  ])('%j is read as %j', (value, expected) => {
    expect(parseChatServiceUrl(value)).toBe(expected);
  });

  it('defaults to the agency chat service, an absolute https address', () => {
    expect(DEFAULT_CHAT_SERVICE_URL).toMatch(/^https:\/\//);
    expect(CHAT_SERVICE_URL).toBe(parseChatServiceUrl(import.meta.env?.VITE_CHAT_SERVICE_URL) ?? DEFAULT_CHAT_SERVICE_URL);
  });
});
