import type { PortalType } from '../../theme/theme';
import { DRAFT_EXPIRY_MS, DRAFT_PREVIOUS_SESSION_MS } from '../constants';

/** A portal form draft as kept in the browser (seed 001 §3). Steps are numbered from 1. */
export type FormDraft<V> = {
  formData: V;
  currentStep: number;
  completedSteps: number[];
  /** When it was saved (ms since the epoch). */
  timestamp: number;
  /** Put here by a mailed link to finish the form later: restored at once, without the banner's question. */
  fromLink?: boolean;
};

/** One key per form and portal type: a lender's draft never shows up in the customer's form. */
export const draftStorageKey = (formId: string, portalType: PortalType) => `portal-form-draft:${formId}:${portalType}`;

const isFileLike = (value: unknown) => (typeof Blob !== 'undefined' && value instanceof Blob) || (typeof File !== 'undefined' && value instanceof File);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/**
 * The values with every File and Blob left out, at any depth: documents are never kept in browser storage
 * (they would not survive JSON anyway, and could hold a customer's papers on a shared computer).
 */
export function withoutFiles<V>(value: V): V {
  if (isFileLike(value)) return undefined as V;
  if (Array.isArray(value)) return value.filter((item) => !isFileLike(item)).map((item) => withoutFiles(item)) as V;
  if (isPlainObject(value)) {
    const entries = Object.entries(value)
      .filter(([, item]) => !isFileLike(item))
      .map(([key, item]) => [key, withoutFiles(item)]);
    return Object.fromEntries(entries) as V;
  }
  return value;
}

/**
 * Whether the answers hold something worth offering back: a non-blank text, a ticked box, a number or a
 * non-empty list that the person entered, i.e. that differs from the form's starting value at that place.
 */
export function hasMeaningfulValue(value: unknown, initial?: unknown): boolean {
  if (isPlainObject(value)) {
    const start = isPlainObject(initial) ? initial : {};
    return Object.entries(value).some(([key, item]) => hasMeaningfulValue(item, start[key]));
  }
  if (Array.isArray(value)) {
    if (JSON.stringify(value) === JSON.stringify(initial)) return false;
    return value.some((item) => hasMeaningfulValue(item));
  }
  if (value === initial) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  return value === true;
}

export type DraftReading<V> = { kind: 'none' } | { kind: 'corrupt' } | { kind: 'expired' } | { kind: 'found'; draft: FormDraft<V> };

const isStepList = (value: unknown): value is number[] => Array.isArray(value) && value.every((step) => Number.isInteger(step));

/** What is stored under a draft key: nothing, a draft, one older than 7 days, or something unreadable. */
export function parseDraft<V>(raw: string | null, now: number = Date.now()): DraftReading<V> {
  if (raw === null) return { kind: 'none' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { kind: 'corrupt' };
  }
  if (!isPlainObject(parsed)) return { kind: 'corrupt' };
  const { formData, currentStep, completedSteps, timestamp, fromLink } = parsed;
  if (
    !isPlainObject(formData) ||
    typeof currentStep !== 'number' ||
    !isStepList(completedSteps) ||
    typeof timestamp !== 'number' ||
    !Number.isFinite(timestamp)
  ) {
    return { kind: 'corrupt' };
  }
  if (now - timestamp > DRAFT_EXPIRY_MS) return { kind: 'expired' };
  return { kind: 'found', draft: { formData: formData as V, currentStep, completedSteps, timestamp, ...(fromLink === true ? { fromLink: true } : {}) } };
}

/** A draft saved more than 5 seconds ago was left by an earlier visit, not by this page a moment ago. */
const isFromPreviousSession = (draft: FormDraft<unknown>, now: number = Date.now()) => now - draft.timestamp > DRAFT_PREVIOUS_SESSION_MS;

/** The draft to offer back: meaningful, from a previous session (or a mailed link) and not expired (parseDraft drops expired ones). */
export const isOfferable = <V>(draft: FormDraft<V>, initialValues: V, now: number = Date.now()) =>
  (draft.fromLink === true || isFromPreviousSession(draft, now)) && hasMeaningfulValue(draft.formData, initialValues);

/** The step a restored draft opens at: the saved one, or step 1 when the saved one does not exist. */
export const restoredStep = (savedStep: number, stepCount: number) => (Number.isInteger(savedStep) && savedStep >= 1 && savedStep <= stepCount ? savedStep : 1);

/** The starting values with a draft's answers laid over them; what the draft lacks (files) keeps its start. */
export function mergeDraftValues<V>(initialValues: V, saved: unknown): V {
  if (!isPlainObject(initialValues) || !isPlainObject(saved)) return (saved === undefined ? initialValues : saved) as V;
  const merged: Record<string, unknown> = { ...initialValues };
  for (const [key, value] of Object.entries(saved)) {
    merged[key] = isPlainObject(initialValues[key]) ? mergeDraftValues(initialValues[key], value) : value;
  }
  return merged as V;
}

/** Browser storage that may be missing or refuse (private windows, quotas): a draft is a convenience, never an error. */
export const draftStore = (storage: Storage | undefined) => ({
  read(key: string): string | null {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  write(key: string, draft: FormDraft<unknown>): boolean {
    try {
      storage?.setItem(key, JSON.stringify(draft));
      return Boolean(storage);
    } catch {
      return false;
    }
  },
  remove(key: string) {
    try {
      storage?.removeItem(key);
    } catch {
      // Nothing stored can be removed from storage that refuses access.
    }
  },
});

export const browserStorage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};
