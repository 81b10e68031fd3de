/**
 * An error as the logs may carry it: its name, its code, a cleaned message and where it was thrown, and
 * nothing of what a person sent. Database errors are the danger: a failed statement's message used to carry
 * its bound values (names, e-mail addresses, file names; Knex now leaves them out, see
 * bff/db/database.ts), PostgreSQL repeats a refused value in quotes ('invalid input syntax for type
 * integer: "..."') and in `detail` ('Key (email)=(...) already exists'), which is never logged.
 */

export type LoggedError = { name: string; code?: string; message: string; stack?: string };

const MAX_MESSAGE = 500;
const EMAIL = /[^\s@"'<>()]+@[^\s@"'<>()]+\.[^\s@"'<>()]+/g;
/** A value quoted after a colon, as PostgreSQL and SQLite echo what they refused. (Identifiers, quoted without a colon before them, stay.) */
const ECHOED_VALUE = /:\s*(["'])(?:(?!\1).)*\1/g;
/** Values Knex would have written into the statement, should compileSqlOnError ever be switched back on. */
const SQL_LITERAL = /'(?:[^']|'')*'/g;

export function cleanMessage(message: string): string {
  return message.replace(ECHOED_VALUE, ': "[value]"').replace(SQL_LITERAL, "'[value]'").replace(EMAIL, '[email]').slice(0, MAX_MESSAGE);
}

/** The stack's frames under the cleaned message (the stack's own first line repeats the raw message). */
const cleanStack = (name: string, message: string, stack: string | undefined) => {
  const frames = stack?.split('\n').filter((line) => /^\s+at /.test(line));
  return frames?.length ? [`${name}: ${message}`, ...frames].join('\n') : undefined;
};

export function errorForLog(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { name: typeof error, message: cleanMessage(String(error)) };
  const code = (error as { code?: unknown }).code;
  const message = cleanMessage(error.message);
  return {
    name: error.name,
    ...(typeof code === 'string' || typeof code === 'number' ? { code: String(code) } : {}),
    message,
    stack: cleanStack(error.name, message, error.stack),
  };
}
