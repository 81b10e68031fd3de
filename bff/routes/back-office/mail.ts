import { initServer } from '@ts-rest/express';
import type { Request } from 'express';
import { MAIL_MESSAGES, mailContract } from '@contracts/back-office/mail';
import { RATE_LIMITED_MESSAGE } from '@contracts/errors';
import type { AppDependencies } from '../../dependencies';
import { rateLimited } from '../../middleware/rate-limited';
import { clientIpOf, staffOf } from '../../middleware/staff-session';
import { findOutboxMail, listOutbox } from '../../services/back-office/mail';
import { retryMailNow } from '../../services/mail/outbox';
import { recordStaffAction } from '../../services/staff/audit-log';

const s = initServer();
const answer = <S extends number>(status: S, req: Request, message: string) => ({ status, body: { message, requestId: req.requestId } });

export const mailRouter = ({ db, rateLimits }: AppDependencies) => {
  const writes = rateLimited(rateLimits.of('staffWrites'), RATE_LIMITED_MESSAGE, (message) => ({ message }));
  return s.router(mailContract, {
    listMail: async ({ query, req }) => {
      const page = await listOutbox(db, query);
      await recordStaffAction(db, {
        staffId: staffOf(req).id,
        action: 'mail_viewed',
        details: { status: query.status ?? 'all', page: query.page },
        ip: clientIpOf(req),
      });
      return { status: 200, body: page };
    },
    getMail: async ({ params, req }) => {
      const mail = await findOutboxMail(db, Number(params.id));
      if (!mail) return answer(404, req, MAIL_MESSAGES.notFound);
      await recordStaffAction(db, { staffId: staffOf(req).id, action: 'mail_viewed', target: String(mail.id), ip: clientIpOf(req) });
      return { status: 200, body: mail };
    },
    retryMail: {
      middleware: [writes],
      handler: async ({ params, req }) => {
        const outcome = await retryMailNow(db, Number(params.id));
        if (outcome === 'not_found') return answer(404, req, MAIL_MESSAGES.notFound);
        if (outcome === 'sent') return answer(409, req, MAIL_MESSAGES.alreadySent);
        if (outcome === 'held' || outcome === 'refused') return answer(409, req, MAIL_MESSAGES[outcome]);
        await recordStaffAction(db, { staffId: staffOf(req).id, action: 'mail_retried', target: String(Number(params.id)), ip: clientIpOf(req) });
        const mail = await findOutboxMail(db, Number(params.id));
        return mail ? { status: 200, body: mail } : answer(404, req, MAIL_MESSAGES.notFound);
      },
    },
  });
};
