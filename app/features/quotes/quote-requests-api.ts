import { quoteRequestsContract } from '@contracts/quote-requests';
import { clientFor } from '../../api/contract-client';

/** The quote forms' one route (POST /api/submit-quote). */
export const quoteRequestsApi = clientFor(quoteRequestsContract);
