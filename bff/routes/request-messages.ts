/**
 * The person's side of the conversation on their requests (contracts/request-messages.ts), signed in: their
 * own requests only. Writing is limited per client (REQUEST_MESSAGE) and per person (MESSAGES_PER_PERSON_PER_HOUR);
 * a document meets every upload rule before the message is stored, and is stored with it or not at all.
 */
import { initServer } from '@ts-rest/express';
import type { Request } from 'express';
import { ACCOUNT_MESSAGES } from '@contracts/account';
import { accountMessageDocumentPath, REQUEST_MESSAGE_WORDS, requestMessagesContract } from '@contracts/request-messages';
import { RATE_LIMITED_MESSAGE } from '@contracts/errors';
import type { AppDependencies } from '../dependencies';
import { rateLimited } from '../middleware/rate-limited';
import { accountSessions } from '../middleware/account-session';
import { receivedUploads } from '../middleware/multipart-upload';
import { clientIpOf } from '../middleware/staff-session';
import { addMessage, markThreadRead, messagesByPersonSince, threadOf, threadRequest } from '../services/messages/request-messages';
import { keepingUploads, receivedFileOf, submissionMiddleware } from './stored-submission';

const s = initServer();
const answer = <S extends number>(status: S, req: Request, message: string) => ({ status, body: { message, requestId: req.requestId } });
const HOUR_MS = 3_600_000;

export const requestMessagesRouter = (deps: AppDependencies) => {
  const { db, config, eventBus, rateLimits } = deps;
  const writeLimit = rateLimited(rateLimits.of('accountWrites'), RATE_LIMITED_MESSAGE, (message) => ({ message }));
  const { signedIn, requireSignedIn } = accountSessions(db, { cookieSecure: config.cookieSecure, sessions: config.accounts.sessions });
  const threadFor = async (email: string, referenceNumber: string) => {
    const request = await threadRequest(db, referenceNumber, email);
    return request && { referenceNumber: request.referenceNumber, messages: await threadOf(db, request, 'person', accountMessageDocumentPath) };
  };

  return s.router(requestMessagesContract, {
    thread: signedIn(async ({ account }, { params, req }) => {
      const thread = await threadFor(account.email, params.referenceNumber);
      return thread ? { status: 200 as const, body: thread } : answer(404 as const, req, ACCOUNT_MESSAGES.requestNotFound);
    }),
    send: {
      middleware: [requireSignedIn, ...submissionMiddleware(deps, 'requestMessages', { file: {} })],
      handler: signedIn(async ({ account }, { params, body, req }) => {
        const uploads = receivedUploads(req);
        const request = await threadRequest(db, params.referenceNumber, account.email);
        const limit = config.accounts.messagesPerHour;
        if (!request) {
          await uploads.discard();
          return answer(404 as const, req, ACCOUNT_MESSAGES.requestNotFound);
        }
        if (limit > 0 && (await messagesByPersonSince(db, account.email, new Date(Date.now() - HOUR_MS))) >= limit) {
          await uploads.discard();
          return answer(429 as const, req, REQUEST_MESSAGE_WORDS.tooMany);
        }
        const file = body.file ? receivedFileOf(req, body.file) : undefined;
        await keepingUploads(req, () =>
          db.transaction((trx) => addMessage(trx, { request, body: body.body, file, ip: clientIpOf(req) }, { eventBus, siteOrigin: config.siteOrigin })),
        );
        return { status: 201 as const, body: (await threadFor(account.email, request.referenceNumber))! };
      }),
    },
    markRead: {
      middleware: [writeLimit],
      handler: signedIn(async ({ account }, { params, body, req }) => {
        const request = await threadRequest(db, params.referenceNumber, account.email);
        if (!request) return answer(404 as const, req, ACCOUNT_MESSAGES.requestNotFound);
        await markThreadRead(db, request, 'person', body.upTo);
        return { status: 204 as const, body: undefined };
      }),
    },
  });
};
