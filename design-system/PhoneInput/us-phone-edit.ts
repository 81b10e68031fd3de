/**
 * The spec's phone mask, (999) 999-9999, applied to each edit of the field: the digits kept in order (at most
 * ten), the separators written around them, and the caret after the same digit as before. Written here rather
 * than taken from a masking library: react-imask cost the quote form 18.6 KB (gzip) and 20-40 ms of a phone's
 * main thread to mount, and @react-input/mask polls the caret with a zero-delay timer for as long as the field
 * has focus; one fixed mask needs neither.
 */
const DIGIT_COUNT = 10;

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** (555) 123-4567, as far as the digits go: "(5", "(555", "(555) 1", "(555) 123-4". */
export function formatUsPhone(text: string): string {
  const digits = digitsOf(text).slice(0, DIGIT_COUNT);
  if (!digits) return '';
  const area = `(${digits.slice(0, 3)}`;
  if (digits.length <= 3) return area;
  const exchange = `${area}) ${digits.slice(3, 6)}`;
  return digits.length <= 6 ? exchange : `${exchange}-${digits.slice(6)}`;
}

/** Where the caret goes in a formatted number to stand after its `count`-th digit. */
function caretAfterDigit(formatted: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted[index]!) && ++seen === count) return index + 1;
  }
  return formatted.length;
}

export type PhoneEdit = { value: string; caret: number };

/**
 * The field after an edit: `typed` is what the browser made of `previous` (a key, a paste, a deletion), `caret`
 * where it left the caret, `deletion` the direction of a deleting key. Deleting a separator deletes the digit
 * beside it, so that Backspace never sticks on ") " or "-"; a number pasted with the country code (+1 555 ...)
 * loses the 1.
 */
export function editUsPhone(previous: string, typed: string, caret: number, deletion?: 'backward' | 'forward'): PhoneEdit {
  let digits = digitsOf(typed);
  let digitsBeforeCaret = digitsOf(typed.slice(0, caret)).length;
  if (deletion && typed.length < previous.length && digits === digitsOf(previous)) {
    const removed = deletion === 'backward' ? digitsBeforeCaret - 1 : digitsBeforeCaret;
    if (removed >= 0 && removed < digits.length) {
      digits = digits.slice(0, removed) + digits.slice(removed + 1);
      digitsBeforeCaret = removed;
    }
  }
  if (digits.length === DIGIT_COUNT + 1 && digits.startsWith('1')) {
    digits = digits.slice(1);
    digitsBeforeCaret = Math.max(0, digitsBeforeCaret - 1);
  }
  // A full number takes no more digits where they are typed; a longer paste into a shorter one keeps its first ten.
  if (digits.length > DIGIT_COUNT && digitsOf(previous).length === DIGIT_COUNT) {
    return { value: previous, caret: Math.max(0, caret - (typed.length - previous.length)) };
  }
  const value = formatUsPhone(digits);
  return { value, caret: caretAfterDigit(value, Math.min(digitsBeforeCaret, DIGIT_COUNT)) };
}
