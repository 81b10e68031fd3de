import { describe, expect, it, vi } from 'vitest';
import { logVisit, VISIT_LOGGING, type VisitLoggerEnvironment } from './visit-logger';

const visit = { page_url: 'http://localhost/aboutus', referrer: '', timestamp: new Date().toISOString(), is_embedded: false };

function environment(statuses: (number | 'network-error')[], storage = new Map<string, string>()) {
  const queue = [...statuses];
  const env: VisitLoggerEnvironment = {
    hostname: 'localhost',
    trackedHosts: ['localhost'],
    send: vi.fn(async () => {
      const next = queue.shift() ?? 201;
      if (next === 'network-error') throw new TypeError('Failed to fetch');
      return next;
    }),
    wait: vi.fn(async () => {}),
    reload: vi.fn(),
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
  };
  return { env, storage };
}

describe('logVisit', () => {
  it('logs a visit on a tracked host and path', async () => {
    const { env } = environment([201]);
    await expect(logVisit(visit, '/aboutus', env)).resolves.toBe('logged');
    expect(env.send).toHaveBeenCalledWith(visit);
  });

  it.each(['/admin', '/admin/quotes', '/api/anything', '/stats', '/STATS/daily'])('does not track %s', async (path) => {
    const { env } = environment([]);
    await expect(logVisit(visit, path, env)).resolves.toBe('skipped');
    expect(env.send).not.toHaveBeenCalled();
  });

  it('does not track on hosts that are not ours', async () => {
    const { env } = environment([]);
    await expect(logVisit(visit, '/', { ...env, hostname: 'preview.example.net' })).resolves.toBe('skipped');
  });

  it.each([429, 422, 500])('tolerates %i without retrying or reloading', async (status) => {
    const { env } = environment([status]);
    await expect(logVisit(visit, '/', env)).resolves.toBe('tolerated');
    expect(env.send).toHaveBeenCalledTimes(1);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('retries a network error after 2 s, up to 3 times', async () => {
    const { env } = environment(['network-error', 'network-error', 'network-error', 'network-error']);
    await expect(logVisit(visit, '/', env)).resolves.toBe('gave-up');
    expect(env.send).toHaveBeenCalledTimes(1 + VISIT_LOGGING.retryMax);
    expect(env.wait).toHaveBeenCalledWith(2_000);
  });

  it('succeeds on a retry after a network error', async () => {
    const { env } = environment(['network-error', 201]);
    await expect(logVisit(visit, '/', env)).resolves.toBe('logged');
    expect(env.send).toHaveBeenCalledTimes(2);
  });

  it('reloads after 1 s on 419, at most 3 times in a row', async () => {
    const storage = new Map<string, string>();
    for (let reload = 1; reload <= 3; reload += 1) {
      const { env } = environment([419], storage);
      await expect(logVisit(visit, '/', env)).resolves.toBe('reloading');
      expect(env.wait).toHaveBeenCalledWith(1_000);
      expect(env.reload).toHaveBeenCalledTimes(1);
    }
    const { env } = environment([419], storage);
    await expect(logVisit(visit, '/', env)).resolves.toBe('gave-up');
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('forgets earlier reloads once a visit is logged', async () => {
    const storage = new Map([[VISIT_LOGGING.reloadCountKey, '3']]);
    await logVisit(visit, '/', environment([201], storage).env);
    expect(storage.has(VISIT_LOGGING.reloadCountKey)).toBe(false);
  });
});
