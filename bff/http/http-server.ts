import { createServer, type RequestListener, type Server } from 'node:http';
import type { AppConfig } from '../config';

/**
 * The HTTP server with timeouts short enough that a client which stops sending is cut off (Node's defaults
 * let a request take 5 minutes). A stalled upload is cut sooner still, by UPLOAD_IDLE_TIMEOUT_MS.
 */
export function createHttpServer(app: RequestListener, { timeouts }: Pick<AppConfig, 'timeouts'>): Server {
  const server = createServer({ requestTimeout: timeouts.requestMs, headersTimeout: timeouts.headersMs }, app);
  return server;
}
