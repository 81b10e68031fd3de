import type { TLogVisitBody } from '@contracts/visits';

/** Seed 000 §8-9: network errors retry after 2 s up to 3 times; 419 reloads after 1 s, at most 3 times. */
export const VISIT_LOGGING = {
  retryMax: 3,
  retryDelayMs: 2_000,
  reloadMax: 3,
  reloadDelayMs: 1_000,
  reloadCountKey: 'visit-log-reloads',
} as const;

/** Seed 000 §6: no visit tracking on admin, api and stats dashboard paths. */
const EXCLUDED_PATH = /^\/(?:admin|api|stats)(?:\/|$)/i;

const isTrackedPath = (pathname: string) => !EXCLUDED_PATH.test(pathname);

export type VisitOutcome = 'logged' | 'skipped' | 'tolerated' | 'reloading' | 'gave-up';

export type VisitLoggerEnvironment = {
  hostname: string;
  trackedHosts: readonly string[];
  /** Sends the visit; resolves with the HTTP status, rejects when no response came. */
  send: (visit: TLogVisitBody) => Promise<number>;
  wait: (ms: number) => Promise<void>;
  reload: () => void;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
};

/**
 * Logs one visit under the rules of seed 000 §7-8: only on our hosts and tracked paths; 429, 422 and 5xx
 * are tolerated; a 419 (stale CSRF token) reloads the page, at most 3 times in a row; no response is
 * retried 3 times, 2 s apart.
 */
export async function logVisit(visit: TLogVisitBody, pathname: string, env: VisitLoggerEnvironment): Promise<VisitOutcome> {
  if (!env.trackedHosts.includes(env.hostname) || !isTrackedPath(pathname)) return 'skipped';

  for (let attempt = 0; attempt <= VISIT_LOGGING.retryMax; attempt += 1) {
    let status: number;
    try {
      status = await env.send(visit);
    } catch {
      if (attempt < VISIT_LOGGING.retryMax) await env.wait(VISIT_LOGGING.retryDelayMs);
      continue;
    }
    if (status === 419) return reloadForFreshToken(env);
    if (status < 400) {
      env.storage.removeItem(VISIT_LOGGING.reloadCountKey);
      return 'logged';
    }
    return 'tolerated';
  }
  return 'gave-up';
}

async function reloadForFreshToken(env: VisitLoggerEnvironment): Promise<VisitOutcome> {
  const reloads = Number(env.storage.getItem(VISIT_LOGGING.reloadCountKey) ?? 0);
  if (reloads >= VISIT_LOGGING.reloadMax) return 'gave-up';
  env.storage.setItem(VISIT_LOGGING.reloadCountKey, String(reloads + 1));
  await env.wait(VISIT_LOGGING.reloadDelayMs);
  env.reload();
  return 'reloading';
}
