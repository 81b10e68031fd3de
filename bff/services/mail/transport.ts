/** Sending one message over SMTP with nodemailer; the worker only knows the MailTransport interface. */
import nodemailer from 'nodemailer';

export type MailMessage = {
  from: string;
  to: string;
  /** Where a reply goes, when not to `from`. */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** Stable across retries, so a receiver can recognise a message it already has. */
  messageId: string;
};

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * An SMTP transport from an smtp:// or smtps:// URL. The timeouts are short so that a dead server fails an
 * attempt in seconds (nodemailer's own defaults wait minutes), well within the worker's lease on the mail.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  // Settings in the URL's query (e.g. ?connectionTimeout=30000) take precedence over these.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    send: async ({ messageId, ...message }) => {
      await transporter.sendMail({ ...message, messageId, disableFileAccess: true, disableUrlAccess: true });
    },
    close: () => transporter.close(),
  };
}
