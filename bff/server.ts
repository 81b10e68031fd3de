/** Starts one server: the API and the built app on http://localhost:3000 (PORT overrides). */
import { loadConfig } from './config';
import { createApp } from './app';
import { createDependencies } from './dependencies';
import { createHttpServer } from './http/http-server';
import { startMailWorker } from './services/mail';
import { startRetentionSweeper } from './services/retention';
import { startOrphanUploadSweeper } from './services/uploads/sweep-orphans';

const config = loadConfig();
const deps = await createDependencies(config);
const { db, logger } = deps;
const app = createApp(deps);
const server = createHttpServer(app, config);
const mailWorker = startMailWorker({ config, db, logger, encryption: deps.encryption });
deps.jobWorker.start();
const stopUploadSweeper = startOrphanUploadSweeper(db, deps.uploadStore, logger);
const stopRetentionSweeper = startRetentionSweeper(db, config.retention, logger);
server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ port, database: config.database.kind }, `listening on http://localhost:${port}`);
});

const shutdown = () => {
  stopUploadSweeper();
  stopRetentionSweeper();
  // Open event streams would hold the server open: they end, and each browser reconnects to another instance.
  deps.eventBus.endStreams();
  server.close(
    () =>
      void mailWorker
        .stop()
        .then(deps.close)
        .then(() => process.exit(0)),
  );
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
