import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { Logger } from './http/logger';
import type { Csrf } from './middleware/csrf';

/** What route handlers are given: built once at start, passed down explicitly. */
export type AppDependencies = {
  config: AppConfig;
  db: Database;
  logger: Logger;
  csrf: Csrf;
};
