/**
 * Every described submission form's route (contracts/forms), mounted alike: its rate limit and its files
 * streamed to the upload store (submissionMiddleware), then its body split by its descriptor and stored
 * (storeFormSubmission: row, documents, inbox, notice and receipt token in one transaction), answered 201, or
 * 200 for a retried request id. Nothing here is any one form's.
 */
import { createExpressEndpoints, initServer, type TsRestExpressOptions } from '@ts-rest/express';
import type { IRouter } from 'express';
import type { AppRouter } from '@ts-rest/core';
import { SUBMISSION_FORMS } from '@contracts/forms';
import type { AppDependencies } from '../dependencies';
import { storeFormSubmission, type DescribedSubmissionForm } from '../services/submissions/form-submissions';
import { answerStored, receivedFileOf, submissionMiddleware } from './stored-submission';

const s = initServer();

/** One form's route: its contract holds exactly that route. */
function formRouter(deps: AppDependencies, form: DescribedSubmissionForm & (typeof SUBMISSION_FORMS)[number]) {
  const [routeName] = Object.keys(form.contract);
  const route = {
    middleware: submissionMiddleware(deps, form.name, form.uploads.fileFields, form.uploads.maxFields),
    handler: async ({ body, req }: { body: unknown; req: Parameters<typeof receivedFileOf>[0] }) => {
      const { requestId, request, documents } = form.split(body as never);
      const received = documents.map((document) => ({ ...document, file: receivedFileOf(req, document.file) }));
      return answerStored(
        req,
        form.successMessage,
        () =>
          storeFormSubmission(
            deps.db,
            form,
            { requestId, request, documents: received, locale: req.locale },
            { agencyInbox: deps.config.mail.agencyInbox, siteOrigin: deps.config.siteOrigin, mailOurWords: deps.provedAddresses.mailOurWords },
          ),
        ({ referenceNumber }) => form.answer?.(referenceNumber) ?? {},
      );
    },
  };
  // The descriptor's type says the route's body; ts-rest's own typing cannot follow a contract chosen at run time.
  return s.router(form.contract as AppRouter, { [routeName!]: route } as never);
}

/** Mounts every described form's route on `router`, with the API's options (its 422 answer). */
export function mountSubmissionForms(router: IRouter, deps: AppDependencies, options: TsRestExpressOptions<AppRouter>) {
  for (const form of SUBMISSION_FORMS) {
    createExpressEndpoints(form.contract as AppRouter, formRouter(deps, form), router, options);
  }
}
