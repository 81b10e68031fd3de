import { initServer } from '@ts-rest/express';
import type { Request } from 'express';
import { QUOTE_RATE_LIMITED_MESSAGE } from '@contracts/quote-requests';
import { OFFER_WORDS } from '@contracts/quote-offers';
import { QUOTE_STORE_MESSAGES, quotesContract } from '@contracts/quotes';
import { RATE_LIMITED_MESSAGE } from '@contracts/errors';
import type { AppDependencies } from '../dependencies';
import { accountSessions } from '../middleware/account-session';
import { rateLimited } from '../middleware/rate-limited';
import { askForQuote, changeQuote, findQuote, listQuotes, withdrawQuote } from '../services/accounts/account-quotes';
import { clientIpOf } from '../middleware/staff-session';
import { threadRequest } from '../services/messages/request-messages';
import { chooseOffer } from '../services/offers/quote-offers';

const s = initServer();
const answer = <S extends number>(status: S, req: Request, message: string) => ({ status, body: { message, requestId: req.requestId } });

export const quotesRouter = ({ db, config, rateLimits, eventBus }: AppDependencies) => {
  const { signedIn } = accountSessions(db, { cookieSecure: config.cookieSecure, sessions: config.accounts.sessions });
  const refusal = (message: string) => ({ message });
  // Asking for a quote is the quote forms' write, with their limit; a change or a withdrawal is the account's.
  const askLimit = rateLimited(rateLimits.of('quoteRequests'), QUOTE_RATE_LIMITED_MESSAGE, refusal);
  const writeLimit = rateLimited(rateLimits.of('accountWrites'), RATE_LIMITED_MESSAGE, refusal);
  const context = (req: Request) => ({
    userAgent: (req.get('user-agent') ?? '').slice(0, 512),
    duplicateWindowMs: config.quoteDuplicateWindowMs,
    locale: req.locale,
  });

  return s.router(quotesContract, {
    listQuotes: signedIn(async ({ account }, { query, req }) =>
      // Seed 001 §7 asks by customerId: only the person's own answers (anyone else's is as unknown).
      Number(query.customerId) === account.id
        ? { status: 200 as const, body: { quotes: await listQuotes(db, account.email) } }
        : answer(404 as const, req, QUOTE_STORE_MESSAGES.notFound),
    ),
    getQuote: signedIn(async ({ account }, { params, req }) => {
      const quote = await findQuote(db, account.email, params.id);
      return quote ? { status: 200 as const, body: quote } : answer(404 as const, req, QUOTE_STORE_MESSAGES.notFound);
    }),
    createQuote: {
      middleware: [askLimit],
      handler: signedIn(async ({ account }, { body, req }) => {
        const quote = await askForQuote(db, account.email, body, context(req));
        return quote ? { status: 201 as const, body: quote } : answer(500 as const, req, QUOTE_STORE_MESSAGES.submitFailed);
      }),
    },
    updateQuote: {
      middleware: [writeLimit],
      handler: signedIn(async ({ account }, { params, body, req }) => {
        const change = await changeQuote(db, account.email, params.id, body);
        if (change.kind === 'not-found') return answer(404 as const, req, QUOTE_STORE_MESSAGES.notFound);
        if (change.kind === 'started') return answer(409 as const, req, QUOTE_STORE_MESSAGES.started);
        return { status: 200 as const, body: change.quote };
      }),
    },
    chooseOffer: {
      middleware: [writeLimit],
      handler: signedIn(async ({ account }, { params, body, req }) => {
        // Only a live (not withdrawn) quote request of the person's own.
        const request = (await findQuote(db, account.email, params.id)) && (await threadRequest(db, params.id, account.email));
        if (!request) return answer(404 as const, req, QUOTE_STORE_MESSAGES.notFound);
        const result = await chooseOffer(db, request, { ...body, ip: clientIpOf(req) }, { eventBus, siteOrigin: config.siteOrigin });
        if (result === 'not-found') return answer(404 as const, req, OFFER_WORDS.offerNotFound);
        if (result === 'expired') return answer(409 as const, req, OFFER_WORDS.expired);
        if (result === 'already-chosen') return answer(409 as const, req, OFFER_WORDS.alreadyChosen);
        return { status: 200 as const, body: (await findQuote(db, account.email, params.id))! };
      }),
    },
    deleteQuote: {
      middleware: [writeLimit],
      handler: signedIn(async ({ account }, { params, req }) =>
        (await withdrawQuote(db, account.email, params.id))
          ? { status: 204 as const, body: undefined }
          : answer(404 as const, req, QUOTE_STORE_MESSAGES.notFound),
      ),
    },
  });
};
