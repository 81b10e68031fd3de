/** The characters no text field may hold, without zod (code on every page checks them). */

export const TEXT_CHARACTER_MESSAGES = {
  control: 'Must not contain control characters',
  unpaired: 'Must not contain invalid characters',
} as const;

/**
 * C0 controls but tab, line feed and carriage return (which a message box may hold), DEL and the C1
 * controls. NUL is the one that matters most: SQLite stores it and PostgreSQL refuses it.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Half of a surrogate pair without its other half: not a character, and not encodable as UTF-8. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The message for a text with a character no field may hold, or undefined when it has none. */
export const badCharacterMessage = (value: string): string | undefined =>
  CONTROL_CHARACTER.test(value) ? TEXT_CHARACTER_MESSAGES.control : UNPAIRED_SURROGATE.test(value) ? TEXT_CHARACTER_MESSAGES.unpaired : undefined;
