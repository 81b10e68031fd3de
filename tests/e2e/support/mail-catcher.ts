/**
 * The e2e run's mailbox: a real SMTP server (smtp-server) the e2e server delivers every mail to (SMTP_URL, set
 * by playwright.config.ts, which starts this as a second web server), and a small HTTP reader of what arrived
 * for the tests (GET /messages?to=address). Run with `tsx`; the ports come from the environment.
 */
import http from 'node:http';
import { startSmtpReceiver } from '../../support/smtp-receiver';

const smtpPort = Number(process.env.E2E_SMTP_PORT);
const readerPort = Number(process.env.E2E_MAILBOX_PORT);

const mailbox = await startSmtpReceiver(smtpPort);
http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const to = url.searchParams.get('to')?.toLowerCase();
    const messages = mailbox.received.filter((mail) => !to || mail.to.some((address) => address.toLowerCase() === to));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
  })
  .listen(readerPort, '127.0.0.1');
