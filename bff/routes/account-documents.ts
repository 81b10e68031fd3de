/**
 * The files on a signed-in person's requests, as plain routes beside the contract (their answers are files):
 * a message's document, and an offer's carrier PDF once sent. Only on their own requests: anyone else's, like
 * an unknown one, is a 404; not signed in, a 401.
 */
import type { Express, Request, Response } from 'express';
import { ACCOUNT_MESSAGES } from '@contracts/account';
import { ACCOUNT_OFFER_DOCUMENT_ROUTE } from '@contracts/quote-offers';
import { ACCOUNT_MESSAGE_DOCUMENT_ROUTE, REQUEST_MESSAGE_WORDS } from '@contracts/request-messages';
import type { AppDependencies } from '../dependencies';
import { sendStoredFile, type StoredFile } from '../http/send-stored-file';
import { accountSessions } from '../middleware/account-session';
import { messageDocument, threadRequest, type ThreadRequest } from '../services/messages/request-messages';
import { offerDocument } from '../services/offers/quote-offers';

export function mountAccountDocuments(app: Express, deps: AppDependencies): void {
  const { personOf } = accountSessions(deps.db, { cookieSecure: deps.config.cookieSecure, sessions: deps.config.accounts.sessions });
  const notFound = REQUEST_MESSAGE_WORDS.documentNotFound;

  const mount = (route: string, params: { reference: string; id: string }, find: (request: ThreadRequest, id: number) => Promise<StoredFile | undefined>) =>
    app.get(route, async (req: Request, res: Response) => {
      const person = await personOf(req);
      if (!person) {
        res.status(401).json({ message: ACCOUNT_MESSAGES.signInRequired, requestId: req.requestId });
        return;
      }
      const id = Number(req.params[params.id]);
      const reference = String(req.params[params.reference]).toUpperCase();
      const request = Number.isSafeInteger(id) ? await threadRequest(deps.db, reference, person.account.email) : undefined;
      const file = request && (await find(request, id));
      if (!file) {
        res.status(404).json({ message: notFound, requestId: req.requestId });
        return;
      }
      sendStoredFile(req, res, deps, file, { inline: false, notFoundMessage: notFound });
    });

  mount(ACCOUNT_MESSAGE_DOCUMENT_ROUTE, { reference: 'referenceNumber', id: 'messageId' }, (request, id) => messageDocument(deps.db, request, id));
  mount(ACCOUNT_OFFER_DOCUMENT_ROUTE, { reference: 'id', id: 'offerId' }, (request, id) => offerDocument(deps.db, request, id, true));
}
