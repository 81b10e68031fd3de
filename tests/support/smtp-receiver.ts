/** A real SMTP server (smtp-server) on a local port that keeps every message it receives, for mail tests. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  /** Envelope recipients, as the sender gave them in RCPT TO. */
  to: string[];
  headers: Record<string, string>;
  /** The raw body with quoted-printable undone (it holds the text and the HTML part). */
  body: string;
};

export type SmtpReceiver = {
  port: number;
  received: ReceivedMail[];
  /** Stops accepting connections (the port is then down until start()). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
};

const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function parse(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const headerBlock = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of headerBlock.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { to, headers, body: decodeQuotedPrintable(raw.slice(split + 4)) };
}

export async function startSmtpReceiver(port = 0): Promise<SmtpReceiver> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer;
  const listen = (onPort: number) =>
    new Promise<number>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            received.push(
              parse(
                Buffer.concat(chunks).toString('utf8'),
                session.envelope.rcptTo.map((r) => r.address),
              ),
            );
            callback();
          });
        },
      });
      server.once('error', reject);
      server.listen(onPort, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
    });
  const boundPort = await listen(port);
  return {
    port: boundPort,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    start: async () => {
      await listen(boundPort);
    },
  };
}
