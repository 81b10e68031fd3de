/**
 * A test server whose mail worker delivers to a real SMTP receiver on a local port (smtp-server), for the tests
 * whose subject is the mail itself; started before the file's tests, stopped after them.
 */
import { afterAll, beforeAll } from 'vitest';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver';
import { csrfCredentials, RATE_LIMITS_OFF, startTestServer, type TestServer } from './test-server';

export type ServerWithMailbox = { mailbox: SmtpReceiver; server: TestServer; csrf: { token: string; cookie: string } };

export function useServerWithMailbox(settings: Record<string, string> = {}): ServerWithMailbox {
  const t = {} as ServerWithMailbox;
  beforeAll(async () => {
    t.mailbox = await startSmtpReceiver();
    t.server = await startTestServer('sqlite', {
      SMTP_URL: `smtp://127.0.0.1:${t.mailbox.port}`,
      MAIL_POLL_INTERVAL_MS: '50',
      ...RATE_LIMITS_OFF,
      ...settings,
    });
    t.csrf = await csrfCredentials(t.server.baseUrl);
  });
  afterAll(async () => {
    await t.server?.close();
    await t.mailbox?.stop();
  });
  return t;
}
