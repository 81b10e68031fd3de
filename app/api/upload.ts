/**
 * Multipart uploads for the contract's multipart routes, with real upload progress (XMLHttpRequest: fetch
 * cannot report how much of a request body has been sent). The CSRF header is sent as the typed client
 * sends it; the answer is typed from the route's responses, like the client's.
 */
import type { AppRoute, ClientInferResponses } from '@ts-rest/core';
import { CSRF_HEADER } from '@contracts/csrf';
import { reportError } from '../errors/report-error';
import { fetchCsrfToken, sendErrorReport } from './contract-client';
import { readCsrfToken } from './csrf-token';
import { pageLanguageHeader } from './page-language';

/** No response came: the network, or the server, is unreachable. */
export class UploadNetworkError extends Error {
  constructor() {
    super('The upload got no response.');
    this.name = 'UploadNetworkError';
  }
}

/** The upload was cancelled (the signal aborted). */
export class UploadAbortedError extends Error {
  constructor() {
    super('The upload was cancelled.');
    this.name = 'UploadAbortedError';
  }
}

export type UploadOptions = {
  /** Percent of the request body sent, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Headers the route asks for besides ours (X-Session-ID). */
  headers?: Record<string, string>;
  /** The route's path parameters (`:referenceNumber`), filled into its path. */
  params?: Record<string, string>;
};

type MultipartRoute = AppRoute & { method: 'POST' | 'PUT' | 'PATCH'; contentType: 'multipart/form-data' };

const parseHeaders = (raw: string) =>
  new Headers(
    raw
      .trim()
      .split(/[\r\n]+/)
      .filter(Boolean)
      .map((line) => {
        const index = line.indexOf(':');
        return [line.slice(0, index).trim(), line.slice(index + 1).trim()] as [string, string];
      }),
  );

const parseBody = (xhr: XMLHttpRequest): unknown => {
  if (!/json/.test(xhr.getResponseHeader('content-type') ?? '')) return xhr.responseText;
  try {
    return JSON.parse(xhr.responseText);
  } catch {
    return xhr.responseText;
  }
};

const csrfToken = async (): Promise<string | undefined> => readCsrfToken() ?? (await fetchCsrfToken());

const report = (route: MultipartRoute, status: number, body: unknown) =>
  void reportError(
    {
      formType: 'upload',
      message: status ? `HTTP ${status} from ${route.method} ${route.path}` : `No response from ${route.method} ${route.path}`,
      context: { method: route.method, path: route.path, status },
      response: typeof body === 'object' && body ? (body as Record<string, unknown>) : undefined,
    },
    sendErrorReport,
  );

/**
 * Sends `form` to a multipart route of the contract. Resolves with the typed answer for any HTTP status
 * (the caller decides what a 413 or a 422 means to the person); rejects with UploadNetworkError when no
 * answer came and UploadAbortedError when cancelled. Server errors and lost connections are reported.
 */
export async function sendMultipart<R extends MultipartRoute>(
  route: R,
  form: FormData,
  { onProgress, signal, headers = {}, params = {} }: UploadOptions = {},
): Promise<ClientInferResponses<R>> {
  const token = await csrfToken();
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadAbortedError());
    const xhr = new XMLHttpRequest();
    xhr.open(
      route.method,
      route.path.replace(/:(\w+)/g, (whole, name: string) => (name in params ? encodeURIComponent(params[name]!) : whole)),
    );
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('x-requested-with', 'XMLHttpRequest');
    for (const [name, value] of Object.entries(pageLanguageHeader())) xhr.setRequestHeader(name, value);
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const body = parseBody(xhr);
      if (xhr.status >= 500) report(route, xhr.status, body);
      resolve({ status: xhr.status, body, headers: parseHeaders(xhr.getAllResponseHeaders()) } as ClientInferResponses<R>);
    };
    xhr.onerror = () => {
      report(route, 0, null);
      reject(new UploadNetworkError());
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new UploadAbortedError());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
