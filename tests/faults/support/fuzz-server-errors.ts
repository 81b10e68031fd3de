/** The server's own account of its 5xx answers: its error log, read back, by request id and by kind of error. */
import { Writable } from 'node:stream';
import { createLogger } from '@bff/http/logger';

type Logged = { level: number; msg?: string; requestId?: string; err?: { name?: string; message?: string; stack?: string } };

const ERROR_LEVEL = 50;
const STACK_FRAMES = 4;

export function serverErrorLog() {
  const byRequestId = new Map<string, Logged>();
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        const entry = JSON.parse(line) as Logged;
        if (entry.level >= ERROR_LEVEL && entry.requestId) byRequestId.set(entry.requestId, entry);
      }
      done();
    },
  });
  return {
    logger: createLogger({ logLevel: 'error' }, destination),
    /** Each kind of error logged (its message and where it was thrown), with how often. */
    kinds: () => {
      const counts = new Map<string, number>();
      for (const { msg, err } of byRequestId.values()) {
        const where =
          err?.stack
            ?.split('\n')
            .slice(0, STACK_FRAMES + 1)
            .join('\n') ?? `${err?.name}: ${err?.message}`;
        const kind = `${msg}: ${where}`;
        counts.set(kind, (counts.get(kind) ?? 0) + 1);
      }
      return [...counts.entries()].sort(([, a], [, b]) => b - a);
    },
  };
}
