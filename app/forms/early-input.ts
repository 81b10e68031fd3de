/**
 * What a visitor types into a prerendered form before React has taken the page over. React 19 hydrates a
 * controlled field by setting it back to its state, so the letters would vanish under their fingers (replaying
 * them is only in React's canary). The boot records each field's last value from the first paint
 * (recordEarlyInput, app/main.tsx); a form hands them to its state once it is live (useEarlyInputKept). No React
 * here: the boot that records them is kept small.
 */
type EarlyValue = { value: string; checked: boolean };

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const earlyValues = new WeakMap<Element, EarlyValue>();

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

const isToggle = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox');

function remember(event: Event) {
  const field = event.target;
  if (!isField(field)) return;
  // A radio button checked unchecks the others of its group without an event of theirs.
  const group = field instanceof HTMLInputElement && field.type === 'radio' && field.name && field.form ? field.form.elements.namedItem(field.name) : null;
  const fields = group instanceof RadioNodeList ? [...group].filter(isField) : [field];
  for (const each of fields) earlyValues.set(each, { value: each.value, checked: isToggle(each) && each.checked });
}

/** From the first paint of a prerendered page: the last value of every field a visitor changes under root. Returns how to stop. */
export function recordEarlyInput(root: EventTarget = document): () => void {
  root.addEventListener('input', remember, true);
  root.addEventListener('change', remember, true);
  return () => {
    root.removeEventListener('input', remember, true);
    root.removeEventListener('change', remember, true);
  };
}

/**
 * Each field of a live form given back what was typed into it before React had the page, through its own
 * events, as the visitor's typing would. React left the typed value in the field when it hydrated but holds its
 * own ('' at first), which its next render writes over it; it calls onChange only for a value that differs from
 * the one it last saw, so the field is first set back (through the field's own setter, which React watches).
 */
export function restoreEarlyInput(form: HTMLElement) {
  for (const field of form.querySelectorAll<Field>('input, textarea, select')) {
    const early = earlyValues.get(field);
    if (!early) continue;
    earlyValues.delete(field);
    if (isToggle(field)) {
      // A radio button left unchecked needs nothing: the one checked in its group says it.
      if (field.type === 'radio' && !early.checked) continue;
      field.checked = !early.checked;
      field.click();
      continue;
    }
    if (early.value === '') continue;
    field.value = '';
    // The prototype's setter: React's record of the value stays '', so the event reaches onChange.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, early.value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
}

/**
 * Until the app has the page (app/layout/PageReadyMarker.tsx marks it), Enter in a prerendered form does nothing,
 * rather than the browser's own submission: a reload with the fields' query that loses what was typed and the
 * quote's product. Once the app has it, the form's own handler takes the submission as usual.
 */
export function holdEarlySubmits(root: EventTarget = document) {
  root.addEventListener(
    'submit',
    (event) => {
      if (!document.documentElement.dataset.pageReady) event.preventDefault();
    },
    true,
  );
}
