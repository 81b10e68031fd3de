/**
 * The agency's side of the conversation on a request (contracts/back-office/submission-messages.ts): read,
 * write (with an optional document, under every upload rule), mark read, follow live, and count the requests
 * waiting on an answer. Signed-in staff only (the gate runs first on /api/admin).
 */
import { initServer } from '@ts-rest/express';
import type { Request } from 'express';
import { submissionMessagesContract, submissionMessageDocumentPath } from '@contracts/back-office/submission-messages';
import { INBOX_MESSAGES } from '@contracts/back-office/submissions';
import { submissionTopic } from '@contracts/live-events';
import { RATE_LIMITED_MESSAGE } from '@contracts/errors';
import type { AppDependencies } from '../../dependencies';
import { rateLimited } from '../../middleware/rate-limited';
import { receivedUploads } from '../../middleware/multipart-upload';
import { clientIpOf, staffOf } from '../../middleware/staff-session';
import { eventsSubscription, sessionHashOf } from '../../services/live-events/event-tokens';
import { addMessage, markThreadRead, requestsUnreadAtAgency, threadOf, threadRequest } from '../../services/messages/request-messages';
import { keepingUploads, receivedFileOf, submissionMiddleware } from '../stored-submission';

const s = initServer();
const notFound = (req: Request) => ({ status: 404 as const, body: { message: INBOX_MESSAGES.notFound, requestId: req.requestId } });

export const submissionMessagesRouter = (deps: AppDependencies) => {
  const { db, config, eventBus, eventTokens, rateLimits } = deps;
  const writes = rateLimited(rateLimits.of('staffWrites'), RATE_LIMITED_MESSAGE, (message) => ({ message }));
  const threadFor = async (referenceNumber: string) => {
    const request = await threadRequest(db, referenceNumber);
    return request && { referenceNumber: request.referenceNumber, messages: await threadOf(db, request, 'agency', submissionMessageDocumentPath) };
  };

  return s.router(submissionMessagesContract, {
    thread: async ({ params, req }) => {
      const thread = await threadFor(params.referenceNumber);
      return thread ? { status: 200 as const, body: thread } : notFound(req);
    },
    send: {
      middleware: submissionMiddleware(deps, 'staffWrites', { file: {} }),
      handler: async ({ params, body, req }) => {
        const uploads = receivedUploads(req);
        const request = await threadRequest(db, params.referenceNumber);
        if (!request) {
          await uploads.discard();
          return notFound(req);
        }
        const file = body.file ? receivedFileOf(req, body.file) : undefined;
        await keepingUploads(req, () =>
          db.transaction((trx) =>
            addMessage(trx, { request, body: body.body, file, staffId: staffOf(req).id, ip: clientIpOf(req) }, { eventBus, siteOrigin: config.siteOrigin }),
          ),
        );
        return { status: 201 as const, body: (await threadFor(request.referenceNumber))! };
      },
    },
    markRead: {
      middleware: [writes],
      handler: async ({ params, body, req }) => {
        const request = await threadRequest(db, params.referenceNumber);
        if (!request) return notFound(req);
        await markThreadRead(db, request, 'agency', body.upTo);
        return { status: 204 as const, body: undefined };
      },
    },
    subscribe: {
      middleware: [writes],
      handler: async ({ params, req }) => {
        const request = await threadRequest(db, params.referenceNumber);
        if (!request) return notFound(req);
        const subscription = eventsSubscription(eventTokens, {
          topic: submissionTopic(request.referenceNumber),
          sessionHash: sessionHashOf(`staff-${staffOf(req).id}`),
          ttlMs: config.events.tokenTtlMs,
        });
        return { status: 201 as const, body: subscription };
      },
    },
    unreadCount: async () => ({ status: 200 as const, body: { requests: await requestsUnreadAtAgency(db) } }),
  });
};
