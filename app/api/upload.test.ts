import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { insuranceRequestsContract } from '@contracts/insurance-requests';
import { resetErrorReporting } from '../errors/report-error';
import { multipartFormData } from '@contracts/multipart-names';
import { sendMultipart, UploadAbortedError, UploadNetworkError } from './upload';

const route = insuranceRequestsContract.submitInsuranceRequest;

/** A stand-in for the browser's XMLHttpRequest: records the request, then plays the answer it is told. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  responseHeaders = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string) {
    return new RegExp(`^${name}: (.*)$`, 'im').exec(this.responseHeaders)?.[1] ?? null;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = 'content-type: application/json; charset=utf-8\r\nx-request-id: abc\r\n';
    this.onload?.();
  }
}

/** Lets sendMultipart reach xhr.send (it reads the CSRF token first). */
const sent = () => vi.waitFor(() => expect(FakeXhr.last?.body).toBeDefined());

beforeEach(() => {
  resetErrorReporting();
  document.head.innerHTML = '<meta name="csrf-token" content="nonce.signature">';
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 204 })),
  );
  FakeXhr.last = undefined as never;
});
afterEach(() => vi.unstubAllGlobals());

describe('sendMultipart', () => {
  it('posts the form to the route with the CSRF token, reports progress and resolves with the typed answer', async () => {
    const progress: number[] = [];
    const form = multipartFormData({ first_name: 'Lena', fax_number: '', document: new File(['%PDF'], 'a.pdf'), skipped: null });
    const answer = sendMultipart(route, form, { onProgress: (percent) => progress.push(percent) });
    await sent();
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/submit-insurance-request']);
    expect(xhr.headers).toMatchObject({ 'x-csrf-token': 'nonce.signature', accept: 'application/json' });
    expect(xhr.headers['content-type']).toBeUndefined(); // the browser writes it, with the boundary
    expect(xhr.body).toBe(form);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 512, total: 2048 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 2048, total: 2048 });
    xhr.answer(201, { success: true, message: 'ok', referenceNumber: 'EOI-7K4M2XQ9', duplicate: false });
    const response = await answer;
    expect(progress).toEqual([25, 100]);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ referenceNumber: 'EOI-7K4M2XQ9' });
    expect(response.headers.get('x-request-id')).toBe('abc');
  });

  it('resolves with error answers too (the form decides what a 413 or 422 means)', async () => {
    const answer = sendMultipart(route, new FormData());
    await sent();
    FakeXhr.last.answer(422, { message: 'Please correct the errors and try again.', errors: { document: ['Uploading the document is required.'] } });
    await expect(answer).resolves.toMatchObject({ status: 422, body: { errors: { document: ['Uploading the document is required.'] } } });
  });

  it('rejects with UploadNetworkError when no answer comes, and reports it', async () => {
    const answer = sendMultipart(route, new FormData());
    await sent();
    FakeXhr.last.onerror?.();
    await expect(answer).rejects.toBeInstanceOf(UploadNetworkError);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/error-report', expect.anything()));
  });

  it('rejects with UploadAbortedError when cancelled', async () => {
    const controller = new AbortController();
    const answer = sendMultipart(route, new FormData(), { signal: controller.signal });
    await sent();
    controller.abort();
    await expect(answer).rejects.toBeInstanceOf(UploadAbortedError);
  });
});
