/**
 * The typed client of the whole API, for the portal and the back office, whose pages call many of its parts. The
 * public site's pages use clientFor with the routes they call (contract-client.ts), so a quote form never evaluates
 * the rest of the contract.
 */
import { apiContract } from '@contracts/index';
import { clientFor } from './contract-client';

export const api = clientFor(apiContract);
