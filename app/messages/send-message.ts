import type { AppRoute } from '@ts-rest/core';
import { multipartFormData } from '@contracts/multipart-names';
import type { TMessageThread } from '@contracts/request-messages';
import { sendMultipart } from '../api/upload';
import type { SendOutcome } from './Conversation';

type MessageRoute = AppRoute & { method: 'POST'; contentType: 'multipart/form-data' };

const firstOf = (errors: Record<string, string[]> | undefined, field: string) => errors?.[field]?.[0];

/** Sends a message (and its document) to either side's route; a refusal is said at its field, or in the server's words. */
export async function sendMessage(route: MessageRoute, referenceNumber: string, message: { body: string; file: File | null }): Promise<SendOutcome> {
  const answer = await sendMultipart(route, multipartFormData({ body: message.body, file: message.file }), { params: { referenceNumber } });
  if (answer.status === 201) return { thread: answer.body as TMessageThread };
  const body = (answer.body ?? {}) as { message?: string; errors?: Record<string, string[]> };
  const errors = { body: firstOf(body.errors, 'body'), file: firstOf(body.errors, 'file') };
  return errors.body || errors.file ? { errors } : { errors: {}, message: body.message ?? 'Your message was not sent. Please try again.' };
}
