/**
 * The pool of worker threads (piscina) that does the work on uploaded files: the decoding limits' checks,
 * signing copies, seals. Each thread has a memory limit (V8's resourceLimits: a thread over it is ended) and
 * each task a time limit from the moment it starts (a task still running then is stopped by ending its
 * thread); a new thread takes the place of one that was ended. The main thread only waits, so every other
 * request is answered as usual whatever a file costs.
 */
import { MessageChannel } from 'node:worker_threads';
import Piscina from 'piscina';
import type { DocumentWorkerSettings } from '../../config';
import type { DocumentTaskMessage, DocumentTaskName, DocumentTasks } from './tasks';

/** Why a task was given up: it ran over its time or memory, or every thread and the queue were taken. */
export type DocumentWorkLimit = 'time' | 'memory' | 'busy';

export class DocumentWorkLimitError extends Error {
  constructor(readonly limit: DocumentWorkLimit) {
    super(`A document task was given up: ${limit} limit.`);
    this.name = 'DocumentWorkLimitError';
  }
}

export type DocumentWorkers = {
  run<Name extends DocumentTaskName>(task: Name, ...args: Parameters<DocumentTasks[Name]>): Promise<Awaited<ReturnType<DocumentTasks[Name]>>>;
  close(): Promise<void>;
};

const WORKER_ENTRY = new URL('./worker.mjs', import.meta.url).href;
const QUEUE_PER_THREAD = 4;
/** A thread beyond the first that nobody has asked anything of for this long ends. */
const IDLE_MS = 60_000;

function limitOf(error: unknown): DocumentWorkLimit | undefined {
  if (!(error instanceof Error)) return undefined;
  if (error.name === 'AbortError') return 'time';
  if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') return 'memory';
  return undefined;
}

export function createDocumentWorkers(settings: DocumentWorkerSettings): DocumentWorkers {
  let pool: Piscina<DocumentTaskMessage, unknown> | undefined;
  // Made at the first task: a server that is never sent a file starts no thread. From then on one thread stays
  // up, so an upload does not wait for a thread's start (loading TypeScript and pdf-lib there: about a second).
  const poolOf = () =>
    (pool ??= new Piscina({
      filename: WORKER_ENTRY,
      minThreads: 1,
      maxThreads: settings.threads,
      idleTimeout: IDLE_MS,
      resourceLimits: { maxOldGenerationSizeMb: settings.memoryMb, maxYoungGenerationSizeMb: Math.min(64, Math.max(4, settings.memoryMb / 8)) },
    }));
  const maxTasks = settings.threads * (1 + QUEUE_PER_THREAD);
  let tasks = 0;

  return {
    async run(task, ...args) {
      if (tasks >= maxTasks) throw new DocumentWorkLimitError('busy');
      tasks += 1;
      const stop = new AbortController();
      const { port1: started, port2: startedInWorker } = new MessageChannel();
      let timer: NodeJS.Timeout | undefined;
      started.once('message', () => {
        timer = setTimeout(() => stop.abort(), settings.timeoutMs);
      });
      try {
        const message = { task, args, started: startedInWorker } as DocumentTaskMessage;
        return (await poolOf().run(message, { signal: stop.signal, transferList: [startedInWorker] })) as never;
      } catch (error) {
        const limit = limitOf(error);
        throw limit ? new DocumentWorkLimitError(limit) : error;
      } finally {
        tasks -= 1;
        clearTimeout(timer);
        started.close();
      }
    },
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
