import { describe, expect, it } from 'vitest';
import { CHAT_LOCAL_DATA_KEY } from './chat-local-data-key';
import { layerPreloadDelay } from './layer-preload';

const storageWith = (raw: string | null) => ({ getItem: (key: string) => (key === CHAT_LOCAL_DATA_KEY ? raw : null) });

describe('layerPreloadDelay', () => {
  it('fetches the panel 8 s after the page opened for the default 15 s welcome delay', () => {
    expect(layerPreloadDelay(storageWith(null))).toBe(8_000);
  });
  it('fetches it 2 s before a shorter stored delay, and at once for a delay under 2 s', () => {
    expect(layerPreloadDelay(storageWith(JSON.stringify({ preferences: { autoShowDelay: 3_000 } })))).toBe(1_000);
    expect(layerPreloadDelay(storageWith(JSON.stringify({ preferences: { autoShowDelay: 500 } })))).toBe(0);
  });
  it('uses the default for corrupt or nonsensical data', () => {
    expect(layerPreloadDelay(storageWith('{corrupt'))).toBe(8_000);
    expect(layerPreloadDelay(storageWith(JSON.stringify({ preferences: { autoShowDelay: -5 } })))).toBe(8_000);
    expect(layerPreloadDelay(storageWith(JSON.stringify({ preferences: { autoShowDelay: '3000' } })))).toBe(8_000);
  });
});
