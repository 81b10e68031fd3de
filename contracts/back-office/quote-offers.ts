/**
 * An agent's offers on a quote request (contracts/quote-offers.ts): added one at a time while preparing, then
 * sent together; sending e-mails the person our fixed words and a link to My quotes, never a price.
 */
import { initContract } from '@ts-rest/core';
import { withCommonErrors, ZErrorResponse } from '../errors';
import { ZNewOffer } from '../quote-offers';
import { ZReferenceParams } from '../request-messages';
import { ZSubmissionDetail } from './submissions';

const c = initContract();
const denied = { 401: ZErrorResponse, 403: ZErrorResponse };

export const quoteOffersContract = c.router({
  addOffer: {
    method: 'POST',
    path: '/api/admin/submissions/:referenceNumber/offers',
    contentType: 'multipart/form-data',
    summary: 'Adds an offer to a quote request, not yet sent; the optional carrier quote must be a PDF',
    pathParams: ZReferenceParams,
    body: ZNewOffer,
    responses: withCommonErrors({ 201: ZSubmissionDetail, ...denied, 404: ZErrorResponse, 408: ZErrorResponse, 409: ZErrorResponse, 507: ZErrorResponse }),
    strictStatusCodes: true,
  },
  sendOffers: {
    method: 'POST',
    path: '/api/admin/submissions/:referenceNumber/offers/send',
    summary: 'Sends the offers not yet sent; the person is e-mailed a link to compare them',
    pathParams: ZReferenceParams,
    body: c.noBody(),
    responses: withCommonErrors({ 200: ZSubmissionDetail, ...denied, 404: ZErrorResponse, 409: ZErrorResponse }),
    strictStatusCodes: true,
  },
});
