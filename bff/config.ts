/** Typed configuration from the environment. Every setting has a default, so no configuration is needed. */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** postgres://... runs on PostgreSQL; unset runs on the SQLite file below. */
  DATABASE_URL: z.string().optional(),
  SQLITE_FILE: z.string().default(path.join('data', 'app.db')),
  /** Schema for PostgreSQL (tests run each suite in its own). */
  DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/).optional(),
  /** Signs CSRF tokens. Set it when several instances run side by side; otherwise one is made at start. */
  CSRF_SECRET: z.string().min(16).optional(),
  /** Marks cookies Secure: set it to true behind HTTPS. */
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  JSON_BODY_LIMIT: z.string().default('64kb'),
  /** Where the built SPA is; the server serves it with history fallback. */
  STATIC_DIR: z.string().default(path.join('dist', 'app')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seconds in which an identical quote request is answered with the first one instead of stored again. */
  QUOTE_DUPLICATE_WINDOW_SECONDS: z.coerce.number().int().min(0).default(10),
  TRUST_PROXY: z.string().optional(),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: { kind: 'sqlite'; filename: string } | { kind: 'postgres'; url: string; schema?: string };
  csrfSecret: string;
  cookieSecure: boolean;
  jsonBodyLimit: string;
  staticDir: string;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  quoteDuplicateWindowMs: number;
  trustProxy: string | undefined;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const database: AppConfig['database'] = e.DATABASE_URL?.startsWith('postgres')
    ? { kind: 'postgres', url: e.DATABASE_URL, schema: e.DATABASE_SCHEMA }
    : { kind: 'sqlite', filename: e.SQLITE_FILE };
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database,
    csrfSecret: e.CSRF_SECRET ?? randomBytes(32).toString('hex'),
    cookieSecure: e.COOKIE_SECURE === 'true',
    jsonBodyLimit: e.JSON_BODY_LIMIT,
    staticDir: e.STATIC_DIR,
    logLevel: e.LOG_LEVEL,
    quoteDuplicateWindowMs: e.QUOTE_DUPLICATE_WINDOW_SECONDS * 1000,
    trustProxy: e.TRUST_PROXY,
  };
}
