/**
 * The mail worker: it takes due mail from the outbox, sends it and records the outcome. A failed delivery
 * is tried again later, waiting longer each time up to a ceiling, for as long as it takes: mail is never
 * dropped. Several BFF instances may each run one; a mail is only ever held by one of them at a time.
 */
import type { Knex } from 'knex';
import type { Logger } from '../../http/logger';
import type { AtRestEncryption } from '../encryption';
import { fillMailSecrets, openMailSecrets } from './mail-secrets';
import { claimDueMail, markFailed, markSent, type ClaimedMail } from './outbox';
import type { MailTransport } from './transport';

export type MailWorkerOptions = {
  db: Knex;
  logger: Logger;
  /** No transport: mail stays in the outbox (SMTP is not configured). */
  transport: MailTransport | null;
  /** Opens a mail's sealed secrets (links) as it is delivered. */
  encryption: AtRestEncryption;
  from: string;
  /** The Reply-To of every mail but those to this same address (the agency's own notices). */
  replyTo: string;
  pollIntervalMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /**
   * How long a worker holds a mail while sending it. It must outlast one send (the transport gives up
   * within a minute); a worker that dies mid-send releases its mail when this runs out.
   */
  leaseMs?: number;
  now?: () => Date;
};

export type MailWorker = {
  start(): void;
  /** Stops polling and waits for the delivery under way, if any. */
  stop(): Promise<void>;
  /** Delivers everything due now; answers how many were sent. (The poll loop calls it; tests may too.) */
  deliverDue(): Promise<number>;
};

const DEFAULT_LEASE_MS = 2 * 60_000;

/** The wait before the next attempt after `failures` failed ones: base, 2 x base, 4 x base... up to max. */
export function retryDelayMs(failures: number, baseMs: number, maxMs: number): number {
  const exponent = Math.min(Math.max(failures - 1, 0), 30);
  return Math.min(maxMs, baseMs * 2 ** exponent);
}

/** Message-ID domain: the From address's, so the ID is ours. */
const domainOf = (from: string) => /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const {
    db,
    logger,
    transport,
    encryption,
    from,
    replyTo,
    pollIntervalMs,
    retryBaseMs,
    retryMaxMs,
    leaseMs = DEFAULT_LEASE_MS,
    now = () => new Date(),
  } = options;
  const messageIdDomain = domainOf(from);
  let started = false;
  let stopRequested = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function deliver(mail: ClaimedMail, send: MailTransport['send']): Promise<boolean> {
    try {
      const secrets = mail.sealedSecrets === null ? {} : openMailSecrets(encryption, mail.recipient, mail.sealedSecrets);
      await send({
        from,
        to: mail.recipient,
        ...(mail.recipient.toLowerCase() === replyTo.toLowerCase() ? {} : { replyTo }),
        subject: mail.subject,
        text: fillMailSecrets(mail.textTemplate, secrets),
        html: mail.htmlTemplate === null ? undefined : fillMailSecrets(mail.htmlTemplate, secrets),
        messageId: `<outbox-${mail.id}.${mail.createdAt.getTime()}@${messageIdDomain}>`,
      });
    } catch (error) {
      const attempts = mail.attempts + 1;
      const retryAt = new Date(now().getTime() + retryDelayMs(attempts, retryBaseMs, retryMaxMs));
      await markFailed(db, mail, { error: describeError(error), retryAt });
      logger.warn({ mailId: mail.id, kind: mail.kind, attempts, retryAt, err: error }, 'mail delivery failed; it will be retried');
      return false;
    }
    if (await markSent(db, mail)) logger.info({ mailId: mail.id, kind: mail.kind, attempts: mail.attempts + 1 }, 'mail sent');
    else logger.warn({ mailId: mail.id }, 'mail sent after its lease ran out; another worker may send it again');
    return true;
  }

  async function deliverDue(): Promise<number> {
    if (!transport) return 0;
    let sent = 0;
    // One mail at a time: the lease covers one send, and instances running side by side share the queue.
    while (!stopRequested) {
      const [mail] = await claimDueMail(db, { now: now(), limit: 1, leaseMs });
      if (!mail) break;
      if (await deliver(mail, (message) => transport.send(message))) sent += 1;
    }
    return sent;
  }

  const cycle = () => {
    running = deliverDue()
      .then(() => undefined)
      .catch((error) => logger.error({ err: error }, 'mail worker cycle failed; it will try again'))
      .finally(() => {
        running = undefined;
        if (!stopRequested) timer = setTimeout(cycle, pollIntervalMs);
      });
  };

  return {
    start() {
      if (started) return;
      started = true;
      if (!transport) {
        logger.warn('SMTP_URL is not set: mail is kept in the outbox and not sent');
        return;
      }
      logger.info({ pollIntervalMs }, 'mail worker started');
      // The first look is at once: mail may have waited while no instance was running.
      cycle();
    },
    async stop() {
      stopRequested = true;
      clearTimeout(timer);
      await running;
      transport?.close();
    },
    deliverDue,
  };
}
