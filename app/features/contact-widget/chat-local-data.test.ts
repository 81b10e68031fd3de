import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CHAT_LOCAL_DATA,
  DEFAULT_CHAT_PREFERENCES,
  isWelcomeMessageAllowed,
  parseChatLocalData,
  serializeChatLocalData,
  type TChatLocalData,
} from './chat-local-data';

describe('chat local data', () => {
  it('has the defaults of seed 000 §3', () => {
    expect(DEFAULT_CHAT_LOCAL_DATA).toEqual({
      hasInteracted: false,
      preferences: { showWelcomeMessage: true, autoShowDelay: 15000, soundEnabled: true, notificationsEnabled: true },
      welcomeDismissed: false,
      userInfo: null,
    });
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{"hasInteracted": tru'],
    ['an empty string', ''],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['a string', '"hello"'],
    ['an array', '[true, false]'],
    ['an empty object', '{}'],
  ])('reads %s as the defaults', (_label, raw) => {
    expect(parseChatLocalData(raw)).toEqual(DEFAULT_CHAT_LOCAL_DATA);
  });

  it('reads back what it wrote', () => {
    const data: TChatLocalData = {
      hasInteracted: true,
      preferences: { showWelcomeMessage: false, autoShowDelay: 5000, soundEnabled: false, notificationsEnabled: true },
      welcomeDismissed: true,
      userInfo: { name: 'Ada Lovelace', email: 'ada@example.com' },
    };
    expect(parseChatLocalData(serializeChatLocalData(data))).toEqual(data);
  });

  it('replaces each bad field by its default and keeps the good ones', () => {
    const raw = JSON.stringify({
      hasInteracted: 'yes',
      welcomeDismissed: true,
      preferences: { showWelcomeMessage: false, autoShowDelay: -5, soundEnabled: 'loud' },
      userInfo: { name: 12 },
      somethingElse: 'ignored',
    });
    expect(parseChatLocalData(raw)).toEqual({
      hasInteracted: false,
      welcomeDismissed: true,
      preferences: { showWelcomeMessage: false, autoShowDelay: 15000, soundEnabled: true, notificationsEnabled: true },
      userInfo: null,
    });
  });

  it.each([
    [Number.NaN, 15000],
    [1.5, 15000],
    [10 ** 12, 15000],
    [0, 0],
    [30000, 30000],
  ])('keeps an autoShowDelay of %s as %s', (autoShowDelay, expected) => {
    const raw = JSON.stringify({ preferences: { ...DEFAULT_CHAT_PREFERENCES, autoShowDelay } });
    expect(parseChatLocalData(raw).preferences.autoShowDelay).toBe(expected);
  });

  it('a preferences value that is not an object gives the default preferences', () => {
    expect(parseChatLocalData('{"preferences": "none", "welcomeDismissed": true}')).toEqual({ ...DEFAULT_CHAT_LOCAL_DATA, welcomeDismissed: true });
  });

  it('does not share the defaults object between reads', () => {
    const first = parseChatLocalData(null);
    first.preferences.soundEnabled = false;
    expect(parseChatLocalData(null).preferences.soundEnabled).toBe(true);
  });

  it.each([
    [{}, true],
    [{ welcomeDismissed: true }, false],
    [{ hasInteracted: true }, false],
    [{ preferences: { ...DEFAULT_CHAT_PREFERENCES, showWelcomeMessage: false } }, false],
  ])('the welcome message is allowed for %j: %s', (patch, allowed) => {
    expect(isWelcomeMessageAllowed({ ...DEFAULT_CHAT_LOCAL_DATA, ...patch })).toBe(allowed);
  });
});
