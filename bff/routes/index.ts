import { createExpressEndpoints, initServer, type TsRestExpressOptions } from '@ts-rest/express';
import type { IRouter } from 'express';
import type { AppRouter } from '@ts-rest/core';
import { handledContract } from '@contracts/index';
import { fieldErrorsFrom, VALIDATION_FAILED_MESSAGE } from '@contracts/errors';
import type { AppDependencies } from '../dependencies';
import { accountRouter } from './account';
import { accountPoliciesRouter } from './account-policies';
import { addressProofsRouter } from './address-proofs';
import { appStateRouter } from './app-state';
import { callbacksRouter } from './back-office/callbacks';
import { leadsRouter } from './back-office/leads';
import { staffRouter } from './back-office/staff';
import { staffCarriersRouter } from './back-office/carriers';
import { mailRouter } from './back-office/mail';
import { ownPasswordRouter } from './back-office/own-password';
import { staffPolicySearchRouter } from './back-office/policy-search';
import { staffAuthRouter } from './back-office/staff-auth';
import { submissionsRouter } from './back-office/submissions';
import { carriersRouter } from './carriers';
import { csrfRouter } from './csrf';
import { documentSigningRouter } from './document-signing';
import { errorReportsRouter } from './error-reports';
import { formDraftsRouter } from './form-drafts';
import { policiesRouter } from './policies';
import { productsRouter } from './products';
import { quoteRequestsRouter } from './quote-requests';
import { quotesRouter } from './quotes';
import { requestMessagesRouter } from './request-messages';
import { submissionMessagesRouter } from './back-office/submission-messages';
import { quoteOffersRouter } from './back-office/quote-offers';
import { receiptsRouter } from './receipts';
import { requestStatusRouter } from './request-status';
import { mountSubmissionForms } from './submission-forms';
import { visitsRouter } from './visits';

const s = initServer();

/** Bad input is answered 422 with the contract's per-field messages. */
const apiOptions = <Router extends AppRouter>(): TsRestExpressOptions<Router> => ({
  responseValidation: false,
  requestValidationErrorHandler: (err, req, res) => {
    const errors = Object.assign({}, ...[err.pathParams, err.query, err.headers, err.body].map((zodError) => (zodError ? fieldErrorsFrom(zodError) : {})));
    res.status(422).json({ message: VALIDATION_FAILED_MESSAGE, errors, requestId: req.requestId });
  },
});

/** Mounts every contract route: those with handlers of their own, then every described submission form's. */
export function mountApi(router: IRouter, deps: AppDependencies): void {
  const implementation = s.router(handledContract, {
    csrf: csrfRouter(deps),
    quoteRequests: quoteRequestsRouter(deps),
    visits: visitsRouter(deps),
    errorReports: errorReportsRouter(deps),
    policies: policiesRouter(deps),
    receipts: receiptsRouter(deps),
    requestStatus: requestStatusRouter(deps),
    documentSigning: documentSigningRouter(deps),
    addressProofs: addressProofsRouter(deps),
    staffAuth: staffAuthRouter(deps),
    staff: staffRouter(deps),
    submissions: submissionsRouter(deps),
    carriers: carriersRouter(deps),
    leads: leadsRouter(deps),
    callbacks: callbacksRouter(deps),
    staffCarriers: staffCarriersRouter(deps),
    staffPolicySearch: staffPolicySearchRouter(deps),
    mail: mailRouter(deps),
    ownPassword: ownPasswordRouter(deps),
    account: accountRouter(deps),
    accountPolicies: accountPoliciesRouter(deps),
    formDrafts: formDraftsRouter(deps),
    appState: appStateRouter(deps),
    quotes: quotesRouter(deps),
    requestMessages: requestMessagesRouter(deps),
    submissionMessages: submissionMessagesRouter(deps),
    quoteOffers: quoteOffersRouter(deps),
    products: productsRouter(),
  });
  createExpressEndpoints(handledContract, implementation, router, apiOptions());
  mountSubmissionForms(router, deps, apiOptions());
}
