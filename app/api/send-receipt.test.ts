import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetErrorReporting } from '../errors/report-error';
import { ReceiptNotSentError, sendReceipt } from './send-receipt';

const jsonResponse = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Call = { method: string; url: string; headers: Record<string, string>; body: unknown };

function stubServer(answer: (url: string) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ method: init.method ?? 'GET', url, headers: init.headers as Record<string, string>, body: init.body ? JSON.parse(init.body as string) : undefined });
    return answer(url);
  });
  return calls;
}

const details = [{ label: 'Policy Number', value: 'HO-123' }];

beforeEach(() => {
  resetErrorReporting();
  document.head.innerHTML = '<meta name="csrf-token" content="nonce.signature">';
});
afterEach(() => vi.unstubAllGlobals());

describe('sendReceipt', () => {
  it('posts the address, reference and details with the CSRF token, and resolves on 202', async () => {
    const calls = stubServer(() => jsonResponse(202, { success: true, message: 'Receipt sent to a@b.co' }));
    await expect(sendReceipt('a@b.co', 'QR-7K4M2XQ9', details)).resolves.toBeUndefined();
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/send-receipt',
        headers: expect.objectContaining({ 'x-csrf-token': 'nonce.signature' }),
        body: { email: 'a@b.co', reference_number: 'QR-7K4M2XQ9', details },
      }),
    ]);
  });

  it('rejects with the server\'s message when the receipt is refused', async () => {
    stubServer((url) =>
      url.endsWith('/api/send-receipt')
        ? jsonResponse(429, { success: false, message: 'You are sending receipts too quickly. Please wait a moment and try again.' })
        : jsonResponse(201, { success: true, reportId: 'ER-1' }),
    );
    const failure = sendReceipt('a@b.co', 'QR-7K4M2XQ9', details);
    await expect(failure).rejects.toBeInstanceOf(ReceiptNotSentError);
    await expect(failure).rejects.toMatchObject({ status: 429, message: 'You are sending receipts too quickly. Please wait a moment and try again.' });
  });

  it('rejects when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(sendReceipt('a@b.co', 'QR-7K4M2XQ9', details)).rejects.toThrow('Failed to fetch');
  });
});
