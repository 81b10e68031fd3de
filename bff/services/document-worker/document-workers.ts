/**
 * The pool of worker threads (piscina) that does the work on uploaded files: the decoding limits' checks,
 * signing copies, seals. Each thread has a memory limit (V8's resourceLimits: a thread over it is ended) and
 * each task a time limit (a task still running at the end is stopped by ending its thread); a new thread
 * takes the place of one that was ended. The main thread only waits, so every other request is answered as
 * usual whatever a file costs.
 */
import Piscina from 'piscina';
import type { DocumentTaskMessage, DocumentTaskName, DocumentTasks } from './tasks';

export type DocumentWorkerSettings = {
  /** Threads working at once; more tasks wait in a queue of 4 per thread, and beyond it are refused (busy). */
  threads: number;
  /** The longest a task may take, from being asked for (waiting in the queue included). */
  timeoutMs: number;
  /** Each thread's JavaScript heap, in MB. */
  memoryMb: number;
};

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
/** A thread nobody has asked anything of for this long ends (the next task starts another). */
const IDLE_MS = 60_000;

function limitOf(error: unknown): DocumentWorkLimit | undefined {
  if (!(error instanceof Error)) return undefined;
  if (error.name === 'AbortError') return 'time';
  if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') return 'memory';
  if (error.message === 'Task queue is at limit') return 'busy';
  return undefined;
}

export function createDocumentWorkers(settings: DocumentWorkerSettings): DocumentWorkers {
  let pool: Piscina<DocumentTaskMessage, unknown> | undefined;
  // Made at the first task: a server that is never sent a file starts no thread.
  const poolOf = () =>
    (pool ??= new Piscina({
      filename: WORKER_ENTRY,
      minThreads: 0,
      maxThreads: settings.threads,
      maxQueue: settings.threads * QUEUE_PER_THREAD,
      idleTimeout: IDLE_MS,
      resourceLimits: { maxOldGenerationSizeMb: settings.memoryMb, maxYoungGenerationSizeMb: Math.min(64, Math.max(4, settings.memoryMb / 8)) },
    }));

  return {
    async run(task, ...args) {
      try {
        return (await poolOf().run({ task, args } as DocumentTaskMessage, { signal: AbortSignal.timeout(settings.timeoutMs) })) as never;
      } catch (error) {
        const limit = limitOf(error);
        throw limit ? new DocumentWorkLimitError(limit) : error;
      }
    },
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
