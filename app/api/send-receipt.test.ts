import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormSubmissionError } from '@design-system/FormShell/validation/submission-error';
import { resetErrorReporting } from '../errors/report-error';
import { ReceiptNotSentError, sendReceipt } from './send-receipt';

const jsonResponse = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Call = { method: string; url: string; headers: Record<string, string>; body: unknown };

function stubServer(answer: (url: string) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({
      method: init.method ?? 'GET',
      url,
      headers: init.headers as Record<string, string>,
      body: init.body ? JSON.parse(init.body as string) : undefined,
    });
    return answer(url);
  });
  return calls;
}

const request = { email: 'a@b.co', referenceNumber: 'EOI-7K4M2XQ9', receiptToken: 'Zm9yLXRoaXMtYnJvd3Nlci1vbmNl' };

beforeEach(() => {
  resetErrorReporting();
  document.head.innerHTML = '<meta name="csrf-token" content="nonce.signature">';
});
afterEach(() => vi.unstubAllGlobals());

describe('sendReceipt', () => {
  it('posts the address, reference and receipt token (no details: the server builds the receipt) with the CSRF token, and resolves on 202', async () => {
    const calls = stubServer(() => jsonResponse(202, { success: true, message: 'Receipt sent to a@b.co' }));
    await expect(sendReceipt(request)).resolves.toBeUndefined();
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/send-receipt',
        headers: expect.objectContaining({ 'x-csrf-token': 'nonce.signature' }),
        body: { email: 'a@b.co', reference_number: 'EOI-7K4M2XQ9', receipt_token: 'Zm9yLXRoaXMtYnJvd3Nlci1vbmNl' },
      }),
    ]);
  });

  it('leaves the token out when there is none', async () => {
    const calls = stubServer(() => jsonResponse(202, { success: true, message: 'Receipt sent to a@b.co' }));
    await sendReceipt({ email: 'a@b.co', referenceNumber: 'EOI-7K4M2XQ9' });
    expect(calls[0]!.body).toEqual({ email: 'a@b.co', reference_number: 'EOI-7K4M2XQ9' });
  });

  it("rejects a refused address with the server's message for the email field, for the form to show there", async () => {
    const refusal = 'A receipt can only be sent to the email address given on the form.';
    stubServer((url) =>
      url.endsWith('/api/send-receipt')
        ? jsonResponse(422, { message: 'Please correct the errors and try again.', errors: { email: [refusal] } })
        : jsonResponse(201, { success: true, reportId: 'ER-1' }),
    );
    const failure = sendReceipt(request);
    await expect(failure).rejects.toBeInstanceOf(FormSubmissionError);
    await expect(failure).rejects.toMatchObject({ status: 422, fieldErrors: { email: refusal } });
  });

  it("rejects with the server's message when the receipt is refused", async () => {
    stubServer((url) =>
      url.endsWith('/api/send-receipt')
        ? jsonResponse(429, { success: false, message: 'You are sending receipts too quickly. Please wait a moment and try again.' })
        : jsonResponse(201, { success: true, reportId: 'ER-1' }),
    );
    const failure = sendReceipt(request);
    await expect(failure).rejects.toBeInstanceOf(ReceiptNotSentError);
    await expect(failure).rejects.toMatchObject({
      status: 429,
      message: 'You are sending receipts too quickly. Please wait a moment and try again.',
      fieldErrors: {},
    });
  });

  it('rejects when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(sendReceipt(request)).rejects.toThrow('Failed to fetch');
  });
});
