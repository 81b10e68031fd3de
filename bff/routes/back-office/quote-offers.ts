/**
 * An agent's offers on a quote request (contracts/back-office/quote-offers.ts): add one (its carrier from the
 * directory, its optional carrier quote a PDF by content, checked like every upload), then send them all.
 */
import { initServer } from '@ts-rest/express';
import type { Request } from 'express';
import { quoteOffersContract } from '@contracts/back-office/quote-offers';
import { INBOX_MESSAGES } from '@contracts/back-office/submissions';
import { RATE_LIMITED_MESSAGE, VALIDATION_FAILED_MESSAGE } from '@contracts/errors';
import { OFFER_WORDS } from '@contracts/quote-offers';
import type { AppDependencies } from '../../dependencies';
import { receivedUploads } from '../../middleware/multipart-upload';
import { rateLimited } from '../../middleware/rate-limited';
import { clientIpOf, staffOf } from '../../middleware/staff-session';
import { submissionDetail } from '../../services/back-office/submission-detail';
import { threadRequest } from '../../services/messages/request-messages';
import { findCarrier } from '../../services/carriers';
import { addOffer, sendOffers } from '../../services/offers/quote-offers';
import { keepingUploads, receivedFileOf, submissionMiddleware } from '../stored-submission';

const s = initServer();
const notFound = (req: Request) => ({ status: 404 as const, body: { message: INBOX_MESSAGES.notFound, requestId: req.requestId } });
const conflict = (req: Request, message: string) => ({ status: 409 as const, body: { message, requestId: req.requestId } });
const fieldRefused = (req: Request, field: string, message: string) => ({
  status: 422 as const,
  body: { message: VALIDATION_FAILED_MESSAGE, errors: { [field]: [message] }, requestId: req.requestId },
});

export const quoteOffersRouter = (deps: AppDependencies) => {
  const { db, config, eventBus, rateLimits } = deps;
  const writes = rateLimited(rateLimits.of('staffWrites'), RATE_LIMITED_MESSAGE, (message) => ({ message }));
  const detailOf = async (referenceNumber: string) => (await submissionDetail(db, referenceNumber))!;

  return s.router(quoteOffersContract, {
    addOffer: {
      middleware: submissionMiddleware(deps, 'staffWrites', { document: {} }),
      handler: async ({ params, body, req }) => {
        const uploads = receivedUploads(req);
        const refuse = async <T>(answer: T) => {
          await uploads.discard();
          return answer;
        };
        const request = await threadRequest(db, params.referenceNumber);
        const file = body.document ? receivedFileOf(req, body.document) : undefined;
        if (!request) return refuse(notFound(req));
        if (request.kind !== 'quote') return refuse(conflict(req, OFFER_WORDS.notAQuote));
        if (!(await findCarrier(db, body.carrierId))) return refuse(fieldRefused(req, 'carrierId', OFFER_WORDS.carrier));
        if (file && file.mimeType !== 'application/pdf') return refuse(fieldRefused(req, 'document', OFFER_WORDS.documentNotPdf));
        await keepingUploads(req, () => addOffer(db, request, body, file, { staffId: staffOf(req).id, ip: clientIpOf(req) }));
        return { status: 201 as const, body: await detailOf(request.referenceNumber) };
      },
    },
    sendOffers: {
      middleware: [writes],
      handler: async ({ params, req }) => {
        const request = await threadRequest(db, params.referenceNumber);
        if (!request) return notFound(req);
        if (request.kind !== 'quote') return conflict(req, OFFER_WORDS.notAQuote);
        const sent = await sendOffers(db, request, { staffId: staffOf(req).id, ip: clientIpOf(req) }, { eventBus, siteOrigin: config.siteOrigin });
        return sent ? { status: 200 as const, body: await detailOf(request.referenceNumber) } : conflict(req, OFFER_WORDS.nothingToSend);
      },
    },
  });
};
