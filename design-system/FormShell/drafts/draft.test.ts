import { describe, expect, it } from 'vitest';
import { DRAFT_EXPIRY_MS } from '../constants';
import { draftStorageKey, hasMeaningfulValue, isOfferable, mergeDraftValues, parseDraft, restoredStep, withoutFiles, type FormDraft } from './draft';

const NOW = Date.UTC(2026, 10, 23, 12);
const INITIAL = { firstName: '', lastName: '', coverage: 300000, agree: false, document: null as File | null };
const draftAt = (timestamp: number, formData: object = { ...INITIAL, firstName: 'Jordan' }): FormDraft<typeof INITIAL> => ({
  formData: formData as typeof INITIAL,
  currentStep: 2,
  completedSteps: [1],
  timestamp,
});

describe('draftStorageKey', () => {
  it('is one key per form and per portal type', () => {
    const keys = new Set([
      draftStorageKey('home-policy-change', 'customer'),
      draftStorageKey('home-policy-change', 'lender'),
      draftStorageKey('cancellation-request', 'customer'),
    ]);
    expect(keys.size).toBe(3);
    expect(draftStorageKey('home-policy-change', 'lender')).toBe('portal-form-draft:home-policy-change:lender');
  });
});

describe('withoutFiles', () => {
  it('leaves out Files and Blobs at any depth and keeps everything else', () => {
    const file = new File(['%PDF-1.7'], 'deed.pdf', { type: 'application/pdf' });
    const values = {
      name: 'Jordan',
      upload: file,
      photo: new Blob(['x']),
      documents: [{ type: 'id_proof', file, name: 'deed.pdf' }, file],
      nested: { inner: { file, note: 'kept' } },
      empty: null,
    };
    const stored = withoutFiles(values);
    expect(stored).toEqual({
      name: 'Jordan',
      documents: [{ type: 'id_proof', name: 'deed.pdf' }],
      nested: { inner: { note: 'kept' } },
      empty: null,
    });
    expect(JSON.stringify(stored)).not.toContain('PDF');
  });
});

describe('hasMeaningfulValue', () => {
  it.each([
    ['the starting values', INITIAL, false],
    ['blank texts', { ...INITIAL, firstName: '   ' }, false],
    ['a typed text', { ...INITIAL, lastName: 'Lee' }, true],
    ['a ticked box', { ...INITIAL, agree: true }, true],
    ['a changed number', { ...INITIAL, coverage: 350000 }, true],
    ['a nested answer', { ...INITIAL, realtor: { firstName: 'Sam' } }, true],
    ['an empty nested object', { ...INITIAL, realtor: { firstName: '' } }, false],
    ['a list with an entry', { ...INITIAL, changes: [{ type: 'addVehicle' }] }, true],
  ])('%s: %s', (_name, values, meaningful) => {
    expect(hasMeaningfulValue(values, INITIAL)).toBe(meaningful);
  });
});

describe('parseDraft', () => {
  it('reads a stored draft', () => {
    const draft = draftAt(NOW - 60_000);
    expect(parseDraft(JSON.stringify(draft), NOW)).toEqual({ kind: 'found', draft });
  });

  it('finds nothing when nothing is stored', () => {
    expect(parseDraft(null, NOW)).toEqual({ kind: 'none' });
  });

  it.each([
    ['not JSON', '{"formData":'],
    ['not an object', '"text"'],
    ['no form data', JSON.stringify({ currentStep: 1, completedSteps: [], timestamp: NOW })],
    ['a step that is not a number', JSON.stringify({ ...draftAt(NOW), currentStep: 'two' })],
    ['completed steps that are not numbers', JSON.stringify({ ...draftAt(NOW), completedSteps: ['1'] })],
    ['no timestamp', JSON.stringify({ ...draftAt(NOW), timestamp: undefined })],
  ])('calls %s corrupt', (_name, raw) => {
    expect(parseDraft(raw, NOW)).toEqual({ kind: 'corrupt' });
  });

  it('expires a draft older than 7 days', () => {
    expect(parseDraft(JSON.stringify(draftAt(NOW - DRAFT_EXPIRY_MS - 1)), NOW)).toEqual({ kind: 'expired' });
    expect(parseDraft(JSON.stringify(draftAt(NOW - DRAFT_EXPIRY_MS + 60_000)), NOW).kind).toBe('found');
  });
});

describe('isOfferable', () => {
  it('offers a meaningful draft left by a previous session (older than 5 seconds)', () => {
    expect(isOfferable(draftAt(NOW - 5001), INITIAL, NOW)).toBe(true);
  });

  it('does not offer a draft saved by this session a moment ago', () => {
    expect(isOfferable(draftAt(NOW - 5000), INITIAL, NOW)).toBe(false);
    expect(isOfferable(draftAt(NOW - 1000), INITIAL, NOW)).toBe(false);
  });

  it('does not offer a draft with nothing in it', () => {
    expect(isOfferable(draftAt(NOW - 60_000, INITIAL), INITIAL, NOW)).toBe(false);
  });
});

describe('restoredStep', () => {
  it.each([
    [2, 3, 2],
    [3, 3, 3],
    [1, 3, 1],
    [0, 3, 1],
    [4, 3, 1],
    [-1, 3, 1],
    [1.5, 3, 1],
    [Number.NaN, 3, 1],
  ])('saved step %s of %s opens at %s', (saved, count, opened) => {
    expect(restoredStep(saved, count)).toBe(opened);
  });
});

describe('mergeDraftValues', () => {
  it('lays the answers over the starting values, nested too, so a field the draft lacks keeps its start', () => {
    const initial = { name: '', document: null as File | null, realtor: { firstName: '', phone: '' }, list: [] as string[] };
    const saved = { name: 'Jordan', realtor: { firstName: 'Sam' }, list: ['a'] };
    expect(mergeDraftValues(initial, saved)).toEqual({ name: 'Jordan', document: null, realtor: { firstName: 'Sam', phone: '' }, list: ['a'] });
  });
});
