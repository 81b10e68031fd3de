/**
 * GET /metrics for Prometheus, answered only to the addresses METRICS_ALLOWED_ADDRESSES names (loopback unless
 * set; through a balancer the client's own address counts, as TRUST_PROXY reads it), 404 to anyone else, as if
 * there were nothing here. Every request before it is measured by route (the route's pattern, never the path a
 * client made up, so the figures stay few).
 */
import type express from 'express';
import type { Request } from 'express';
import type { AppDependencies } from '../dependencies';
import { createAppMetrics } from '../services/metrics/app-metrics';

/** The route that answered: its pattern ('/api/quotes/:id'); pages and files outside the API are one route. */
function routeOf(req: Request): string {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === 'string') return `${req.baseUrl}${pattern}`;
  return req.originalUrl.startsWith('/api/') ? 'unmatched' : 'pages and files';
}

export function mountMetrics(app: express.Express, { db, eventBus, config }: AppDependencies): void {
  const metrics = createAppMetrics({ db, eventBus });
  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => metrics.observe(routeOf(req), req.method, res.statusCode, Number(process.hrtime.bigint() - started) / 1e9));
    next();
  });
  app.get('/metrics', async (req, res, next) => {
    if (!config.metricsAllowed(req.ip)) return next();
    res.set({ 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' }).send(await metrics.render());
  });
}
