import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZErrorReportBody, type TErrorReportBody } from '@contracts/error-reports';
import { reportError, resetErrorReporting } from './report-error';

afterEach(resetErrorReporting);

const sent = async (report: Parameters<typeof reportError>[0]) => {
  const send = vi.fn<(body: TErrorReportBody) => Promise<unknown>>(async () => undefined);
  await reportError(report, send);
  return send.mock.calls[0]![0];
};

describe('reportError', () => {
  it('sends the context as it is when the server would take it', async () => {
    const body = await sent({ message: 'Failed to load', context: { step: 2 }, response: { status: 500 } });
    expect(body.context).toEqual({ page: '/', step: 2 });
    expect(body.response).toEqual({ status: 500 });
    expect(ZErrorReportBody.safeParse(body).success).toBe(true);
  });

  it('still reports an error whose context is too large or too deep, saying why it was left out', async () => {
    let deep: Record<string, unknown> = { leaf: true };
    for (let i = 0; i < 50; i += 1) deep = { deep };
    const body = await sent({ message: 'Boom', context: { huge: 'x'.repeat(10_000) }, response: deep });
    expect(body.context).toEqual({ page: '/', omitted: 'Context must be at most 4096 characters as JSON' });
    expect(body.response).toEqual({ omitted: 'Response may nest at most 5 levels' });
    expect(ZErrorReportBody.safeParse(body).success).toBe(true);
  });
});
