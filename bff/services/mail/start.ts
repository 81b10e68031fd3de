/** The mail worker as the configuration describes it: SMTP when SMTP_URL is set, else mail stays in the outbox. */
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { Logger } from '../../http/logger';
import type { AtRestEncryption } from '../encryption';
import { smtpTransport } from './transport';
import { createMailWorker, type MailWorker } from './worker';

export function startMailWorker({
  config,
  db,
  logger,
  encryption,
}: {
  config: AppConfig;
  db: Database;
  logger: Logger;
  encryption: AtRestEncryption;
}): MailWorker {
  const { smtpUrl, from, replyTo, pollIntervalMs, retryBaseMs, retryMaxMs } = config.mail;
  const worker = createMailWorker({
    db,
    logger: logger.child({ component: 'mail' }),
    transport: smtpUrl ? smtpTransport(smtpUrl) : null,
    encryption,
    from,
    replyTo,
    pollIntervalMs,
    retryBaseMs,
    retryMaxMs,
  });
  worker.start();
  return worker;
}
