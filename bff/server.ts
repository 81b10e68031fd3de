/** Starts one server: the API and the built app on http://localhost:3000 (PORT overrides). */
import { createServer } from 'node:http';
import { loadConfig } from './config';
import { createApp } from './app';
import { migrateToLatest, openDatabase } from './db/database';
import { createLogger } from './http/logger';
import { createCsrf } from './middleware/csrf';
import { startMailWorker } from './services/mail';
import { startOrphanUploadSweeper } from './services/uploads/sweep-orphans';
import { createUploadStore } from './services/uploads/upload-store';

const config = loadConfig();
const logger = createLogger(config);
const db = openDatabase(config.database);
await migrateToLatest(db, config.database.kind === 'postgres' ? config.database.schema : undefined);

const app = createApp({ config, db, logger, csrf: createCsrf(config.csrfSecret, config.cookieSecure) });
const server = createServer(app);
const mailWorker = startMailWorker({ config, db, logger });
const stopUploadSweeper = startOrphanUploadSweeper(db, createUploadStore(config.uploads.dir), logger);
server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ port, database: config.database.kind }, `listening on http://localhost:${port}`);
});

const shutdown = () => {
  stopUploadSweeper();
  server.close(() => void mailWorker.stop().then(() => db.destroy()).then(() => process.exit(0)));
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
