import { describe, expect, it } from 'vitest';
import { cleanMessage, errorForLog } from './log-safe-error';

describe('errorForLog', () => {
  it('keeps the name, the code, the statement and where it was thrown, without the values', () => {
    const error = Object.assign(
      new Error('insert into "quote_requests" ("email", "first_name") values (\'ada@example.com\', \'Ada\') - SQLITE_ERROR: no such table: quote_requests'),
      {
        code: 'SQLITE_ERROR',
        detail: 'Key (email)=(ada@example.com) already exists.',
      },
    );
    const logged = errorForLog(error);
    expect(logged).toMatchObject({ name: 'Error', code: 'SQLITE_ERROR' });
    expect(logged.message).toBe(
      'insert into "quote_requests" ("email", "first_name") values (\'[value]\', \'[value]\') - SQLITE_ERROR: no such table: quote_requests',
    );
    expect(logged.stack).toMatch(/^Error: insert into/);
    expect(logged.stack).toMatch(/\n\s+at /);
    expect(JSON.stringify(logged)).not.toMatch(/ada|Ada/);
  });

  it('hides what PostgreSQL echoes of a refused value, keeping the identifiers', () => {
    expect(cleanMessage('invalid input syntax for type integer: "Ada Lovelace"')).toBe('invalid input syntax for type integer: "[value]"');
    expect(cleanMessage('relation "quote_requests" does not exist')).toBe('relation "quote_requests" does not exist');
    expect(cleanMessage('mail to ada@example.com failed')).toBe('mail to [email] failed');
  });

  it('describes what is not an Error', () => {
    expect(errorForLog('boom')).toEqual({ name: 'string', message: 'boom' });
  });
});
