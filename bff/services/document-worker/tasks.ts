/**
 * What a document worker is asked to do: the work on uploaded files that takes time and memory their size
 * does not show, kept off the main thread (worker.mjs loads this file in each worker thread).
 */
import { sealPdf } from '../signing/seal-pdf';
import { signingCopyOf } from '../signing/signing-copy';
import { inspectUpload } from '../uploads/inspect-upload';

export const DOCUMENT_TASKS = { inspectUpload, signingCopyOf, sealPdf };

export type DocumentTasks = typeof DOCUMENT_TASKS;
export type DocumentTaskName = keyof DocumentTasks;
export type DocumentTaskMessage = { [Name in DocumentTaskName]: { task: Name; args: Parameters<DocumentTasks[Name]> } }[DocumentTaskName];

export function runDocumentTask({ task, args }: DocumentTaskMessage): Promise<unknown> {
  return (DOCUMENT_TASKS[task] as (...values: unknown[]) => Promise<unknown>)(...args);
}
