import type { AppConfig } from './config';
import { migrateToLatest, openDatabase, type Database } from './db/database';
import { createLogger, type Logger } from './http/logger';
import { createCsrf, type Csrf } from './middleware/csrf';
import { storedSecret } from './services/app-secrets';
import { createRateLimits, type RateLimits } from './services/rate-limits';
import { createUploadCapacity, type UploadCapacity } from './services/uploads/upload-capacity';

/** What route handlers are given: built once at start, passed down explicitly. */
export type AppDependencies = {
  config: AppConfig;
  db: Database;
  logger: Logger;
  csrf: Csrf;
  rateLimits: RateLimits;
  /** Room for uploads, shared by every upload route of this instance. */
  uploadCapacity: UploadCapacity;
};

/**
 * Opens and migrates the configured database and builds everything else the app needs from it: the one
 * place a server, a test server or a benchmark server gets its dependencies. `close` releases them.
 */
export async function createDependencies(config: AppConfig, logger: Logger = createLogger(config)): Promise<AppDependencies & { close: () => Promise<void> }> {
  const db = openDatabase(config.database);
  await migrateToLatest(db, config.database.kind === 'postgres' ? config.database.schema : undefined);
  const csrf = createCsrf({
    secret: config.csrf.secret ?? (await storedSecret(db, 'csrf')),
    previousSecret: config.csrf.previousSecret,
    cookieSecure: config.cookieSecure,
  });
  const rateLimits = await createRateLimits(config.rateLimits, db, logger);
  const uploadCapacity = createUploadCapacity({ db, dir: config.uploads.dir, settings: config.uploads, logger });
  return {
    config,
    db,
    logger,
    csrf,
    rateLimits,
    uploadCapacity,
    close: async () => {
      await rateLimits.close();
      await db.destroy();
    },
  };
}
