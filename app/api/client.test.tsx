import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import { resetErrorReporting } from '../errors/report-error';
import { GLOBAL_ERROR_MESSAGES } from '../errors/messages';
import { api } from './client';

const visit = { page_url: 'http://localhost/', referrer: '', timestamp: new Date().toISOString(), is_embedded: false };
const jsonResponse = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Call = { url: string; headers: Record<string, string>; body: unknown };

function stubServer(statusFor: (url: string) => number) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, headers: init.headers as Record<string, string>, body: init.body ? JSON.parse(init.body as string) : undefined });
    const status = statusFor(url);
    return jsonResponse(status, status >= 400 ? { message: 'nope' } : { success: true, reportId: 'ER-1' });
  });
  return calls;
}

beforeEach(() => {
  act(() => notifications.clean());
  resetErrorReporting();
  document.head.innerHTML = '<meta name="csrf-token" content="nonce.signature">';
  render(<DesignSystemProvider>{null}</DesignSystemProvider>);
});
afterEach(() => vi.unstubAllGlobals());

describe('the API client', () => {
  it('sends the page’s CSRF token on state-changing calls', async () => {
    const calls = stubServer(() => 201);
    await api.visits.logVisit({ body: visit });
    expect(calls[0]!.headers['x-csrf-token']).toBe('nonce.signature');
  });

  it('asks the server for a token when the page carries none (a page the BFF did not serve)', async () => {
    document.head.innerHTML = '';
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${url} ${(init.headers as Record<string, string>)['x-csrf-token'] ?? ''}`.trim());
      return url.endsWith('/api/csrf-token') ? jsonResponse(200, { token: 'fresh.token' }) : jsonResponse(201, { success: true });
    });
    await api.visits.logVisit({ body: visit });
    expect(calls).toEqual(['GET /api/csrf-token', 'POST /api/log-visit fresh.token']);
  });

  it('reports a failed call to /api/error-report and shows the global server-error notice', async () => {
    const calls = stubServer((url) => (url.endsWith('/api/log-visit') ? 503 : 201));
    await api.visits.logVisit({ body: visit });
    expect(await screen.findByText(GLOBAL_ERROR_MESSAGES.server)).toBeInTheDocument();
    const report = calls.find((call) => call.url.endsWith('/api/error-report'));
    expect(report?.body).toMatchObject({ error_message: 'HTTP 503 from POST /api/log-visit', form_type: 'api' });
  });

  it('leaves the notice to callers that handle their own errors, and does not report when asked not to', async () => {
    const calls = stubServer(() => 500);
    await api.visits.logVisit({ body: visit, quiet: true, unreported: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(GLOBAL_ERROR_MESSAGES.server)).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('only logs a 422: no notice', async () => {
    stubServer(() => 422);
    await api.visits.logVisit({ body: visit });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
