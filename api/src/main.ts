import 'reflect-metadata';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config/config.js';
import { createLogger } from './infrastructure/logging.js';
import { openInfrastructure } from './infrastructure/open-infrastructure.js';
import { createHttpApp } from './platform/http/create-http-app.js';

const builtWebApp = path.resolve(fileURLToPath(import.meta.url), '../../../web/dist');

async function main() {
  let config;
  try {
    config = loadConfig(process.env, { webDistDir: builtWebApp });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const logger = createLogger(config);
  const infrastructure = await openInfrastructure(config, logger);
  const app = await createHttpApp(infrastructure);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('Stopping', { signal });
    await app.close();
    await infrastructure.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info(`Stages platform ready on http://localhost:${port}`, {
    port,
    database: infrastructure.db.driver,
    event_store: infrastructure.store.adapter,
    data_dir: infrastructure.db.driver === 'pglite' ? config.dataDir : undefined,
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
