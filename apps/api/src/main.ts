import { ConfigError, loadConfig } from './core/config/app-config.js';
import { createRootLogger } from './core/logging/root-logger.js';
import { createApp } from './bootstrap.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createRootLogger(config);
  logger.info(
    config.databaseUrl
      ? `database: PostgreSQL from DATABASE_URL`
      : `database: embedded PGlite in ${config.dataDir}/pglite (DATABASE_URL is not set)`,
  );
  logger.info(config.redisUrl ? 'cache: Redis from REDIS_URL' : 'cache: in-process (REDIS_URL is not set)');

  const app = await createApp(config, logger);
  await app.listen(config.port, config.host);
  logger.info(`API listening on http://localhost:${config.port} (docs at /api/docs)`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: draining requests`);
    // In-flight requests finish; a stuck one must not keep the process alive forever.
    setTimeout(() => {
      logger.error('shutdown timed out');
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  // Configuration errors name the variable; print them plainly for the person starting the API.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
