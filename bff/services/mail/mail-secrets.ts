/**
 * A mail's secrets: the parts of its text that grant access (a set-up link, a download link). The text keeps
 * a place for each (`mailSecret('link')`); the values are sealed apart from it, bound to the recipient, opened
 * only by the worker as it delivers the mail, and erased once it is sent. Everyone else who reads the outbox
 * (the back office, a copy of the database) sees `REDACTED_SECRET` in their place.
 */
import type { AtRestEncryption } from '../encryption';

export type MailSecrets = Record<string, string>;

const NAME = /^[a-z][a-z-]{0,30}$/;
const PLACE = /\{\{secret:([a-z][a-z-]{0,30})\}\}/g;

/** What the back office and every reader but the recipient sees where a secret goes. */
export const REDACTED_SECRET = '[a link only the recipient can open]';

/** The place of the secret `name` in a mail's text. */
export function mailSecret(name: string): string {
  if (!NAME.test(name)) throw new Error(`mailSecret: "${name}" is not a secret's name (a-z and hyphens).`);
  return `{{secret:${name}}}`;
}

/** What binds a mail's sealed secrets to its recipient. */
export const mailSecretsContext = (recipient: string) => `mail_outbox.secrets:${recipient}`;
const namesIn = (text: string) => new Set([...text.matchAll(PLACE)].map((match) => match[1]!));

/** The secrets sealed for the outbox; every one must have its place in the text, and every place a secret. */
export function sealMailSecrets(encryption: AtRestEncryption, recipient: string, texts: (string | undefined)[], secrets: MailSecrets): string {
  const places = new Set(texts.flatMap((text) => [...namesIn(text ?? '')]));
  const names = Object.keys(secrets);
  const missing = [...places].filter((name) => !names.includes(name));
  const unused = names.filter((name) => !places.has(name));
  if (missing.length || unused.length)
    throw new Error(`A mail's secrets and their places differ (no value: ${missing.join(', ')}; no place: ${unused.join(', ')}).`);
  return encryption.seal(JSON.stringify(secrets), mailSecretsContext(recipient));
}

/** The text as delivered: each place filled with its secret. */
export function fillMailSecrets(text: string, secrets: MailSecrets): string {
  return text.replace(PLACE, (place, name: string) => secrets[name] ?? place);
}

export const openMailSecrets = (encryption: AtRestEncryption, recipient: string, sealed: string): MailSecrets =>
  JSON.parse(encryption.open(sealed, mailSecretsContext(recipient))) as MailSecrets;

/** What a refused mail's text keeps where a secret went: the link itself is never kept. */
const UNSENT_SECRET = '[a link that was not kept: this mail was not sent]';

/** The text of a mail that is never to be sent: its secrets' places without secrets. */
export const withoutMailSecrets = (text: string) => text.replace(PLACE, UNSENT_SECRET);

/** The text as the back office shows it. */
export const redactMailSecrets = (text: string) => text.replace(PLACE, REDACTED_SECRET);
