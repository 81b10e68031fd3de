import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalType } from '../../theme/theme';
import { DRAFT_EXPIRY_MS } from '../constants';
import { draftStorageKey } from '../drafts/draft';
import { useFormDraft, type UseFormDraftOptions } from './useFormDraft';

type Values = { firstName: string; email: string; document: File | null; documents: { type: string; file: File | null }[] };
const INITIAL: Values = { firstName: '', email: '', document: null, documents: [] };
const KEY = draftStorageKey('home-policy-change', 'customer');
const NOW = Date.UTC(2026, 10, 23, 12);

/** An in-memory Storage that counts writes. */
function memoryStorage() {
  const items = new Map<string, string>();
  const storage = {
    writes: 0,
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      storage.writes += 1;
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
  return storage;
}

let storage: ReturnType<typeof memoryStorage>;
const stored = (key = KEY) => {
  const raw = storage.getItem(key);
  return raw ? JSON.parse(raw) : null;
};

function renderDraft(overrides: Partial<UseFormDraftOptions<Values>> = {}) {
  const initialProps: UseFormDraftOptions<Values> = {
    formId: 'home-policy-change',
    portalType: 'customer' as PortalType,
    values: INITIAL,
    initialValues: INITIAL,
    currentStep: 1,
    completedSteps: [],
    storage,
    ...overrides,
  };
  const hook = renderHook((props: UseFormDraftOptions<Values>) => useFormDraft(props), { initialProps });
  let props = initialProps;
  const update = (changes: Partial<UseFormDraftOptions<Values>>) => {
    props = { ...props, ...changes };
    hook.rerender(props);
  };
  const type = (firstName: string) => update({ values: { ...props.values, firstName } });
  return { ...hook, update, type };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  storage = memoryStorage();
});
afterEach(() => vi.useRealTimers());

describe('useFormDraft saving', () => {
  it('saves nothing until the answers change', () => {
    const { result } = renderDraft();
    advance(10_000);
    expect(storage.writes).toBe(0);
    expect(result.current.saveStatus).toBe('idle');
  });

  it('saves 2 s after the last change (debounce), showing Saving... then Saved, hidden 2 s later', () => {
    const { result, type } = renderDraft();
    type('J');
    expect(result.current.saveStatus).toBe('saving');
    advance(1000);
    type('Jo');
    advance(1999);
    expect(storage.writes).toBe(0);
    advance(1);
    expect(storage.writes).toBe(1);
    expect(stored()).toEqual({ formData: { ...INITIAL, firstName: 'Jo' }, currentStep: 1, completedSteps: [], timestamp: NOW + 3000 });
    expect(result.current.saveStatus).toBe('saved');
    advance(1999);
    expect(result.current.saveStatus).toBe('saved');
    advance(1);
    expect(result.current.saveStatus).toBe('idle');
  });

  it('keeps showing Saving... when a change comes while Saved is shown, until that change is saved', () => {
    const { result, type } = renderDraft();
    type('J');
    advance(2000);
    expect(result.current.saveStatus).toBe('saved');
    advance(500);
    type('Jo');
    expect(result.current.saveStatus).toBe('saving');
    // The first save's Saved would have been hidden 2 s after it: the pending save is still pending then.
    advance(1600);
    expect(storage.writes).toBe(1);
    expect(result.current.saveStatus).toBe('saving');
    advance(900);
    expect(storage.writes).toBe(2);
    expect(result.current.saveStatus).toBe('saved');
  });

  it('never saves twice within 3 s (throttle)', () => {
    const { type } = renderDraft();
    type('J');
    advance(2000);
    expect(storage.writes).toBe(1);
    // A change 500 ms after the save is due 2 s later (at 4.5 s), but the throttle holds it to 3 s after the save (5 s).
    advance(500);
    type('Jo');
    advance(2000);
    expect(storage.writes).toBe(1);
    advance(499);
    expect(storage.writes).toBe(1);
    advance(1);
    expect(storage.writes).toBe(2);
    expect(stored().formData.firstName).toBe('Jo');
  });

  it('saves at once when the step changes', () => {
    const { update, type } = renderDraft();
    type('Jordan');
    update({ currentStep: 2, completedSteps: [1] });
    expect(storage.writes).toBe(1);
    expect(stored()).toMatchObject({ currentStep: 2, completedSteps: [1], formData: { firstName: 'Jordan' } });
  });

  it('never puts a file in the draft', () => {
    const file = new File(['%PDF-1.7 secret'], 'deed.pdf', { type: 'application/pdf' });
    const { update } = renderDraft();
    update({ values: { firstName: 'Jordan', email: '', document: file, documents: [{ type: 'id_proof', file }] } });
    advance(2000);
    expect(stored().formData).toEqual({ firstName: 'Jordan', email: '', documents: [{ type: 'id_proof' }] });
    expect(storage.getItem(KEY)).not.toContain('deed.pdf');
  });

  it('keeps no draft of answers that were all cleared again', () => {
    const { type } = renderDraft();
    type('Jordan');
    advance(2000);
    expect(stored()).not.toBeNull();
    type('');
    advance(3000);
    expect(stored()).toBeNull();
  });

  it('saves under one key per form and portal type', () => {
    const { type } = renderDraft({ portalType: 'lender' });
    type('Dana');
    advance(2000);
    expect(stored()).toBeNull();
    expect(stored(draftStorageKey('home-policy-change', 'lender')).formData.firstName).toBe('Dana');
  });

  it('clearDraft (a submit) deletes the draft and cancels the pending save', () => {
    const { result, type } = renderDraft();
    type('Jordan');
    advance(2000);
    type('Jordan L');
    act(() => result.current.clearDraft());
    advance(5000);
    expect(stored()).toBeNull();
    expect(result.current.saveStatus).toBe('idle');
  });

  it('saves nothing while disabled', () => {
    const { type } = renderDraft({ enabled: false });
    type('Jordan');
    advance(5000);
    expect(storage.writes).toBe(0);
  });
});

describe('useFormDraft offering a draft back', () => {
  const seed = (draft: unknown) => storage.setItem(KEY, typeof draft === 'string' ? draft : JSON.stringify(draft));
  const draftFrom = (msAgo: number, firstName = 'Jordan') => ({
    formData: { ...INITIAL, firstName },
    currentStep: 2,
    completedSteps: [1],
    timestamp: NOW - msAgo,
  });

  it('offers a meaningful draft from a previous session (saved more than 5 s ago)', () => {
    seed(draftFrom(5001));
    expect(renderDraft().result.current.offeredDraft).toEqual(draftFrom(5001));
  });

  it('does not offer a draft this session saved a moment ago (within 5 s)', () => {
    seed(draftFrom(4000));
    expect(renderDraft().result.current.offeredDraft).toBeNull();
  });

  it('does not offer a draft with nothing in it', () => {
    seed(draftFrom(60_000, '  '));
    expect(renderDraft().result.current.offeredDraft).toBeNull();
  });

  it('deletes an expired draft (older than 7 days) and keeps one a minute younger', () => {
    seed(draftFrom(DRAFT_EXPIRY_MS + 1));
    expect(renderDraft().result.current.offeredDraft).toBeNull();
    expect(stored()).toBeNull();

    seed(draftFrom(DRAFT_EXPIRY_MS - 60_000));
    expect(renderDraft().result.current.offeredDraft).not.toBeNull();
  });

  it('deletes a corrupt draft', () => {
    seed('{"formData": {"firstName": "Jor');
    expect(renderDraft().result.current.offeredDraft).toBeNull();
    expect(storage.getItem(KEY)).toBeNull();

    seed({ formData: 'Jordan', currentStep: 2, completedSteps: [1], timestamp: NOW - 60_000 });
    renderDraft();
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('does not overwrite the offered draft while the person has not answered', () => {
    seed(draftFrom(60_000));
    const { type } = renderDraft();
    type('Someone else');
    advance(5000);
    expect(stored().formData.firstName).toBe('Jordan');
  });

  it('hands the draft over on accept, then saves again', () => {
    seed(draftFrom(60_000));
    const { result, type } = renderDraft();
    let accepted: ReturnType<typeof result.current.acceptDraft> = null;
    act(() => {
      accepted = result.current.acceptDraft();
    });
    expect(accepted).toEqual(draftFrom(60_000));
    expect(result.current.offeredDraft).toBeNull();
    type('Jordan Lee');
    advance(2000);
    expect(stored().formData.firstName).toBe('Jordan Lee');
  });

  it('deletes the draft on Start New', () => {
    seed(draftFrom(60_000));
    const { result } = renderDraft();
    act(() => result.current.discardDraft());
    expect(result.current.offeredDraft).toBeNull();
    expect(stored()).toBeNull();
  });

  it('finds the draft of its own portal type only', () => {
    seed(draftFrom(60_000));
    expect(renderDraft({ portalType: 'lender' }).result.current.offeredDraft).toBeNull();
  });
});
