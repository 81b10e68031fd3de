import { afterEach, describe, expect, it } from 'vitest';
import { pushToDataLayer, quoteClickEvent } from './data-layer';

afterEach(() => {
  delete window.dataLayer;
});

describe('pushToDataLayer', () => {
  it('creates window.dataLayer when it is missing', () => {
    expect(window.dataLayer).toBeUndefined();
    pushToDataLayer({ event: 'click', label: 'Home' });
    expect(window.dataLayer).toEqual([{ event: 'click', label: 'Home' }]);
  });

  it('appends to the array already there, through its own push (a tag manager replaces push)', () => {
    const seen: unknown[] = [];
    const existing: unknown[] = [{ event: 'gtm.js' }];
    existing.push = (...items: unknown[]) => {
      seen.push(...items);
      return Array.prototype.push.apply(existing, items);
    };
    window.dataLayer = existing;
    pushToDataLayer({ event: 'click' });
    expect(window.dataLayer).toBe(existing);
    expect([...existing]).toEqual([{ event: 'gtm.js' }, { event: 'click' }]);
    expect(seen).toEqual([{ event: 'click' }]);
  });

  it('writes to another target when given one, and does nothing without one', () => {
    const target: { dataLayer?: unknown[] } = {};
    pushToDataLayer({ event: 'x' }, target);
    expect(target.dataLayer).toEqual([{ event: 'x' }]);
    expect(() => pushToDataLayer({ event: 'x' }, undefined)).not.toThrow();
  });
});

describe('quoteClickEvent', () => {
  it("is seed 000 §2.3's event: click, category 'Get Quote', label the card title", () => {
    expect(quoteClickEvent('Home Warranty')).toEqual({ event: 'click', category: 'Get Quote', label: 'Home Warranty' });
  });
});
