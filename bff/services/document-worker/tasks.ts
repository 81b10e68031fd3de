/**
 * What a document worker is asked to do: the work on uploaded files that takes time and memory their size
 * does not show, kept off the main thread (worker.mjs loads this file in each worker thread).
 */
import type { MessagePort } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { sealPdf } from '../signing/seal-pdf';
import { signingCopyOf } from '../signing/signing-copy';
import { inspectUpload } from '../uploads/inspect-upload';

const DOCUMENT_TASKS = { inspectUpload, signingCopyOf, sealPdf };

export type DocumentTasks = typeof DOCUMENT_TASKS;
export type DocumentTaskName = keyof DocumentTasks;
/** A task as the pool sends it; `started` is told when the task begins, so its time limit counts from then. */
export type DocumentTaskMessage = { [Name in DocumentTaskName]: { task: Name; args: Parameters<DocumentTasks[Name]>; started: MessagePort } }[DocumentTaskName];

export async function runDocumentTask({ task, args, started }: DocumentTaskMessage): Promise<unknown> {
  started.postMessage('started');
  return movingBytes(await (DOCUMENT_TASKS[task] as (...values: unknown[]) => Promise<unknown>)(...args));
}

/**
 * The result with its byte arrays (a signing copy, a sealed PDF) moved to the main thread instead of copied:
 * those that own their whole memory, as a view into a shared pool must not be taken from its other users.
 */
function movingBytes(result: unknown): unknown {
  const candidates = result instanceof Uint8Array ? [result] : typeof result === 'object' && result !== null ? Object.values(result) : [];
  const owned = candidates.filter(
    (value): value is Uint8Array => value instanceof Uint8Array && value.byteOffset === 0 && value.byteLength === value.buffer.byteLength,
  );
  if (!owned.length) return result;
  return move({ [transferableSymbol]: owned.map((bytes) => bytes.buffer), [valueSymbol]: result } as never);
}
