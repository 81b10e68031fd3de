import { initServer } from '@ts-rest/express';
import { RATE_LIMITED_MESSAGE } from '@contracts/errors';
import { FORM_DRAFT_MESSAGES, formDraftsContract } from '@contracts/form-drafts';
import type { AppDependencies } from '../dependencies';
import { rateLimited } from '../middleware/rate-limited';
import { openFormDraft, saveFormDraft } from '../services/form-drafts';

const s = initServer();

export const formDraftsRouter = ({ db, encryption, provedAddresses, config, rateLimits }: AppDependencies) => {
  const limit = rateLimited(rateLimits.of('formDrafts'), RATE_LIMITED_MESSAGE, (message) => ({ message }));
  return s.router(formDraftsContract, {
    saveFormDraft: {
      middleware: [limit],
      handler: async ({ body }) => {
        await saveFormDraft({ db, encryption, provedAddresses, siteOrigin: config.siteOrigin }, body);
        return { status: 202, body: { message: FORM_DRAFT_MESSAGES.sent(body.email) } };
      },
    },
    openFormDraft: {
      middleware: [limit],
      handler: async ({ body, req }) => {
        const opened = await openFormDraft({ db, encryption }, body.token);
        return opened ? { status: 200, body: opened } : { status: 410, body: { message: FORM_DRAFT_MESSAGES.linkInvalid, requestId: req.requestId } };
      },
    },
  });
};
