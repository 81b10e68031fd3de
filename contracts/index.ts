/** The whole API, defined once: the BFF implements it and the app calls it. One file per resource. */
import { initContract } from '@ts-rest/core';
import { accountContract } from './account';
import { accountPoliciesContract } from './account-policies';
import { addressProofsContract } from './address-proofs';
import { appStateContract } from './app-state';
import { callbacksContract } from './back-office/callbacks';
import { leadsContract } from './back-office/leads';
import { staffContract } from './back-office/staff';
import { staffCarriersContract } from './back-office/carriers';
import { mailContract } from './back-office/mail';
import { ownPasswordContract } from './back-office/own-password';
import { staffPolicySearchContract } from './back-office/policy-search';
import { staffAuthContract } from './back-office/staff-auth';
import { quoteOffersContract } from './back-office/quote-offers';
import { submissionMessagesContract } from './back-office/submission-messages';
import { submissionsContract } from './back-office/submissions';
import { carriersContract } from './carriers';
import { csrfContract } from './csrf';
import { documentSigningContract } from './document-signing';
import { errorReportsContract } from './error-reports';
import { formDraftsContract } from './form-drafts';
import { SUBMISSION_FORMS } from './forms';
import { policiesContract } from './policies';
import { productsContract } from './products-api';
import { quoteRequestsContract } from './quote-requests';
import { quotesContract } from './quotes';
import { receiptsContract } from './receipts';
import { requestMessagesContract } from './request-messages';
import { requestStatusContract } from './request-status';
import { visitsContract } from './visits';

const c = initContract();

type ContractsOf<Forms extends readonly { name: string; contract: unknown }[]> = { [Form in Forms[number] as Form['name']]: Form['contract'] };

/** Each described form's route, under its name (contracts/forms): the server mounts them all alike. */
export const submissionFormContracts = Object.fromEntries(SUBMISSION_FORMS.map((form) => [form.name, form.contract])) as ContractsOf<typeof SUBMISSION_FORMS>;

/** The routes with handlers of their own (bff/routes). */
export const handledContract = c.router({
  csrf: csrfContract,
  quoteRequests: quoteRequestsContract,
  visits: visitsContract,
  errorReports: errorReportsContract,
  policies: policiesContract,
  receipts: receiptsContract,
  requestStatus: requestStatusContract,
  documentSigning: documentSigningContract,
  addressProofs: addressProofsContract,
  staffAuth: staffAuthContract,
  staff: staffContract,
  submissions: submissionsContract,
  carriers: carriersContract,
  leads: leadsContract,
  callbacks: callbacksContract,
  staffCarriers: staffCarriersContract,
  staffPolicySearch: staffPolicySearchContract,
  mail: mailContract,
  ownPassword: ownPasswordContract,
  account: accountContract,
  accountPolicies: accountPoliciesContract,
  formDrafts: formDraftsContract,
  appState: appStateContract,
  quotes: quotesContract,
  products: productsContract,
  requestMessages: requestMessagesContract,
  submissionMessages: submissionMessagesContract,
  quoteOffers: quoteOffersContract,
});

export const apiContract = c.router({ ...handledContract, ...submissionFormContracts });

export type ApiContract = typeof apiContract;
