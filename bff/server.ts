/** Starts one server: the API and the built app on http://localhost:3000 (PORT overrides). */
import { loadConfig } from './config';
import { createApp } from './app';
import { createDependencies } from './dependencies';
import { stopGracefully } from './http/graceful-shutdown';
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

const shutdown = () =>
  stopGracefully(server, {
    lifecycle: deps.lifecycle,
    endStreams: deps.eventBus.endStreams,
    stopWork: async () => {
      stopUploadSweeper();
      stopRetentionSweeper();
      await mailWorker.stop();
      await deps.close();
    },
    logger,
    timeoutMs: config.timeouts.shutdownMs,
  });
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
