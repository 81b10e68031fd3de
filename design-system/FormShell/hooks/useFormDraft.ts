import { useCallback, useEffect, useRef, useState } from 'react';
import type { PortalType } from '../../theme/theme';
import { DRAFT_SAVE_DEBOUNCE_MS, DRAFT_SAVE_THROTTLE_MS, SAVED_INDICATOR_MS } from '../constants';
import { browserStorage, draftStorageKey, draftStore, hasMeaningfulValue, isOfferable, parseDraft, withoutFiles, type FormDraft } from '../drafts/draft';

export type DraftSaveStatus = 'idle' | 'saving' | 'saved';

export type UseFormDraftOptions<V> = {
  formId: string;
  portalType: PortalType;
  values: V;
  /** The form's starting values: a draft is worth keeping only when it differs from them. */
  initialValues: V;
  currentStep: number;
  completedSteps: number[];
  /** Nothing is saved while false (the form was submitted). */
  enabled?: boolean;
  /** Defaults to the browser's localStorage. */
  storage?: Storage;
};

export type UseFormDraftResult<V> = {
  /** A draft left by a previous visit, to offer back; null once accepted or discarded. */
  offeredDraft: FormDraft<V> | null;
  saveStatus: DraftSaveStatus;
  /** Takes the offered draft (the caller restores it); saving resumes. */
  acceptDraft: () => FormDraft<V> | null;
  /** Deletes the offered draft: the person starts again. */
  discardDraft: () => void;
  /** Deletes the stored draft and cancels a pending save (after a successful submit). */
  clearDraft: () => void;
};

type Snapshot<V> = Omit<FormDraft<V>, 'timestamp'>;

/**
 * Keeps an unfinished portal form in the browser (seed 001 §3, §4, §9): one key per form and portal type;
 * saved 2 s after the answers stop changing and never twice within 3 s, at once when the step changes; files
 * never stored; only meaningful answers kept. A draft from a previous visit (older than 5 s, younger than
 * 7 days) is offered back and nothing is saved until it is accepted or discarded, so ignoring the offer
 * never overwrites it. Expired and unreadable drafts are deleted.
 */
export function useFormDraft<V>({
  formId,
  portalType,
  values,
  initialValues,
  currentStep,
  completedSteps,
  enabled = true,
  storage,
}: UseFormDraftOptions<V>): UseFormDraftResult<V> {
  const key = draftStorageKey(formId, portalType);
  const store = draftStore(storage ?? browserStorage());
  const storeRef = useRef(store);
  storeRef.current = store;

  const [offeredDraft, setOfferedDraft] = useState<FormDraft<V> | null>(() => {
    const reading = parseDraft<V>(store.read(key));
    return reading.kind === 'found' && isOfferable(reading.draft, initialValues) ? reading.draft : null;
  });
  const [saveStatus, setSaveStatus] = useState<DraftSaveStatus>('idle');

  const snapshot: Snapshot<V> = { formData: withoutFiles(values), currentStep, completedSteps };
  const serialized = JSON.stringify(snapshot);
  const latest = useRef({ snapshot, serialized });
  latest.current = { snapshot, serialized };

  const lastSaved = useRef({ serialized, at: Number.NEGATIVE_INFINITY });
  const initialValuesRef = useRef(initialValues);
  initialValuesRef.current = initialValues;
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Unreadable and expired drafts go at once; a found one stays until the person answers the offer.
  useEffect(() => {
    const reading = parseDraft(storeRef.current.read(key));
    if (reading.kind === 'corrupt' || reading.kind === 'expired') storeRef.current.remove(key);
  }, [key]);

  const save = useCallback(() => {
    clearTimeout(saveTimer.current);
    const { snapshot: current, serialized: currentSerialized } = latest.current;
    const now = Date.now();
    lastSaved.current = { serialized: currentSerialized, at: now };
    if (!hasMeaningfulValue(current.formData, withoutFiles(initialValuesRef.current))) {
      storeRef.current.remove(key);
      setSaveStatus('idle');
      return;
    }
    storeRef.current.write(key, { ...current, timestamp: now });
    setSaveStatus('saved');
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setSaveStatus('idle'), SAVED_INDICATOR_MS);
  }, [key]);

  const active = enabled && offeredDraft === null;
  const stepKey = JSON.stringify([currentStep, completedSteps]);
  const previousStepKey = useRef(stepKey);

  useEffect(() => {
    if (!active || serialized === lastSaved.current.serialized) return;
    const stepChanged = stepKey !== previousStepKey.current;
    previousStepKey.current = stepKey;
    if (stepChanged) {
      save();
      return;
    }
    const now = Date.now();
    const dueAt = Math.max(now + DRAFT_SAVE_DEBOUNCE_MS, lastSaved.current.at + DRAFT_SAVE_THROTTLE_MS);
    // The last save's "Saved" must not turn into nothing while this change waits to be saved.
    clearTimeout(hideTimer.current);
    setSaveStatus('saving');
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(save, dueAt - now);
  }, [active, serialized, stepKey, save]);

  useEffect(
    () => () => {
      clearTimeout(saveTimer.current);
      clearTimeout(hideTimer.current);
    },
    [],
  );

  const acceptDraft = useCallback(() => {
    const draft = offeredDraft;
    setOfferedDraft(null);
    return draft;
  }, [offeredDraft]);

  const discardDraft = useCallback(() => {
    storeRef.current.remove(key);
    setOfferedDraft(null);
  }, [key]);

  const clearDraft = useCallback(() => {
    clearTimeout(saveTimer.current);
    clearTimeout(hideTimer.current);
    storeRef.current.remove(key);
    lastSaved.current = { serialized: latest.current.serialized, at: Date.now() };
    setSaveStatus('idle');
    setOfferedDraft(null);
  }, [key]);

  return { offeredDraft, saveStatus, acceptDraft, discardDraft, clearDraft };
}
