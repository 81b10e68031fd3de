/** Keeps a form's answers to finish later (POST /api/form-drafts), through the one data layer. */
import { formDraftsContract, type TSaveFormDraft } from '@contracts/form-drafts';
import { clientFor } from '../api/contract-client';
import { AnswerError, readAnswer } from '../api/read-answer';

const formDraftsApi = clientFor(formDraftsContract);

const FAILED = 'We could not keep your form just now. Please try again.';

/** Resolves with the server's words for the person; rejects with an Error saying why not (a refused address's own message). */
export async function keepFormForLater(request: TSaveFormDraft): Promise<string> {
  try {
    const answer = await readAnswer(() => formDraftsApi.saveFormDraft({ body: request, quiet: true }), [202]);
    return answer.body.message;
  } catch (error) {
    const fieldMessage = error instanceof AnswerError ? Object.values(error.errors)[0]?.[0] : undefined;
    throw new Error(fieldMessage ?? (error instanceof AnswerError && error.status === 429 ? error.message : FAILED), { cause: error });
  }
}
