/**
 * What a document worker is asked to do: the work on uploaded files that takes time and memory their size
 * does not show, kept off the main thread (worker.mjs loads this file in each worker thread).
 */
import type { MessagePort } from 'node:worker_threads';
import { sealPdf } from '../signing/seal-pdf';
import { signingCopyOf } from '../signing/signing-copy';
import { inspectUpload } from '../uploads/inspect-upload';

export const DOCUMENT_TASKS = { inspectUpload, signingCopyOf, sealPdf };

export type DocumentTasks = typeof DOCUMENT_TASKS;
export type DocumentTaskName = keyof DocumentTasks;
/** A task as the pool sends it; `started` is told when the task begins, so its time limit counts from then. */
export type DocumentTaskMessage = { [Name in DocumentTaskName]: { task: Name; args: Parameters<DocumentTasks[Name]>; started: MessagePort } }[DocumentTaskName];

export function runDocumentTask({ task, args, started }: DocumentTaskMessage): Promise<unknown> {
  started.postMessage('started');
  return (DOCUMENT_TASKS[task] as (...values: unknown[]) => Promise<unknown>)(...args);
}
