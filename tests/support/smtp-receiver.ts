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

/** Quoted-printable's =XX escapes are bytes of UTF-8 (a Spanish mail's accents): read them as such. */
function quotedPrintableToText(text: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(text[index]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

const decodeQuotedPrintable = (text: string) => quotedPrintableToText(text.replace(/=\r?\n/g, ''));

/** A header's RFC 2047 encoded words (=?UTF-8?Q?...?=, =?UTF-8?B?...?=), as a subject with accents arrives; the space between two is not text. */
const decodeHeader = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : quotedPrintableToText(data.replaceAll('_', ' ')),
    );

function parse(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const headerBlock = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of headerBlock.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeHeader(line.slice(colon + 1).trim());
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
