/** A generated request sent to the server, with its harvested values filled in and a time limit: its outcome. */
import { multipartEntries } from '@contracts/multipart-names';
import { CSRF_HEADER } from '@contracts/csrf';
import type { Harvest } from './fuzz-harvest';
import type { FuzzIdentities } from './fuzz-identities';
import type { FuzzBody, FuzzRequest } from './fuzz-requests';

export type Outcome = { status: number; text: string; url: string } | { failure: 'hang' | 'connection error'; detail: string; url: string };

/** encodeURIComponent of any text: a lone surrogate, which it refuses, is sent as U+FFFD (as a browser would). */
const encode = (text: string) => encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));

const PRINTABLE_LATIN1 = /^[\x20-\x7e\xa0-\xff]*$/;

const textOf = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value instanceof Blob
      ? 'file'
      : value === undefined
        ? ''
        : typeof value === 'object'
          ? (JSON.stringify(value) ?? '')
          : String(value);

/** A header value fetch will send: what it refuses (control characters, beyond Latin-1) is percent-encoded. */
const headerText = (value: unknown) => {
  const text = textOf(value).trim();
  return PRINTABLE_LATIN1.test(text) ? text : encode(text);
};

function urlOf(baseUrl: string, request: FuzzRequest, path: Record<string, unknown>): string {
  const pathname = request.operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const text = textOf(path[name]);
    return request.rawPath ? text : encode(text);
  });
  const pairs = request.query.map(([name, value]) => `${encode(name)}=${encode(textOf(value))}`);
  const query = [...pairs, ...(request.rawQuery === undefined ? [] : [request.rawQuery])].join('&');
  return `${baseUrl}${pathname}${query ? `?${query}` : ''}`;
}

function formOf(value: unknown, oddParts: [string, string | File][]): FormData {
  const form = new FormData();
  for (const [name, part] of [...multipartEntries(value), ...oddParts]) {
    if (part instanceof File) form.append(name, part, part.name);
    else form.append(name, part);
  }
  return form;
}

function encoded(body: FuzzBody, value: unknown): { body?: BodyInit; contentType?: string } {
  switch (body.kind) {
    case 'none':
      return {};
    case 'json':
      return { body: JSON.stringify(value) ?? 'null', contentType: body.contentType };
    case 'text':
      // Bytes, not a string: fetch would add text/plain to a string sent without a content type.
      return { body: new Uint8Array(Buffer.from(body.text)), contentType: body.contentType };
    case 'multipart':
      return { body: formOf(value, body.oddParts) };
  }
}

export async function sendFuzzed(
  baseUrl: string,
  request: FuzzRequest,
  { harvest, identities, timeoutMs }: { harvest: Harvest; identities: FuzzIdentities; timeoutMs: number },
): Promise<Outcome> {
  const path = harvest.resolve(request.path) as Record<string, unknown>;
  const headerValues = harvest.resolve(request.headers) as Record<string, unknown>;
  const bodyValue = 'value' in request.body ? harvest.resolve(request.body.value) : undefined;
  const url = urlOf(baseUrl, request, path);
  const { csrf } = identities;
  const session = await identities.sessionCookie(request.sender, request.operation.id);
  const csrfPair = { valid: csrf, missing: { token: '', cookie: '' }, forged: { token: 'forged.token', cookie: csrf.cookie.replace(/=.*/, '=forged.token') } }[
    request.csrf
  ];
  const { body, contentType } = encoded(request.body, bodyValue);
  const headers: Record<string, string> = Object.fromEntries(Object.entries(headerValues).map(([name, value]) => [name, headerText(value)]));
  if (csrfPair.token) headers[CSRF_HEADER] = csrfPair.token;
  const cookie = [csrfPair.cookie, session].filter(Boolean).join('; ');
  if (cookie) headers.cookie = cookie;
  if (contentType) headers['content-type'] = contentType;
  try {
    const response = await fetch(url, { method: request.operation.method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    if (response.ok) harvest.fromAnswer(parsed(text), { ...headerValues, ...(typeof bodyValue === 'object' ? bodyValue : {}) });
    return { status: response.status, text, url };
  } catch (error) {
    const name = (error as Error).name;
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return {
      failure: name === 'TimeoutError' ? 'hang' : 'connection error',
      detail: `${name}: ${cause?.code ?? cause?.message ?? (error as Error).message}`,
      url,
    };
  }
}

export function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
