import { initServer } from '@ts-rest/express';
import { ADDRESS_PROOF_MESSAGES, addressProofsContract } from '@contracts/address-proofs';
import { RATE_LIMITED_MESSAGE } from '@contracts/errors';
import type { AppDependencies } from '../dependencies';
import { rateLimited } from '../middleware/rate-limited';

const s = initServer();

export const addressProofsRouter = ({ provedAddresses, rateLimits }: AppDependencies) =>
  s.router(addressProofsContract, {
    confirmAddress: {
      middleware: [rateLimited(rateLimits.of('addressProofs'), RATE_LIMITED_MESSAGE, (message) => ({ message }))],
      handler: async ({ body, req }) => {
        const outcome = await provedAddresses.confirm(body.token, { ip: req.ip ?? req.socket.remoteAddress ?? '', userAgent: req.get('user-agent') ?? '' });
        if (outcome.kind === 'invalid') return { status: 410 as const, body: { message: ADDRESS_PROOF_MESSAGES.linkInvalid, requestId: req.requestId } };
        return { status: 200 as const, body: { address: outcome.address, provedAt: outcome.provedAt.toISOString(), released: outcome.released } };
      },
    },
  });
