import 'reflect-metadata';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ConfigError, loadConfig } from './config/config.js';
import { DataDirInUseError } from './infrastructure/database/pglite-database.js';
import { RestoredLogError } from './infrastructure/eventstore/restored-log.js';
import { allMigrations } from './contexts.js';
import { createLogger } from './infrastructure/logging.js';
import { openInfrastructure } from './infrastructure/open-infrastructure.js';
import { createHttpApp } from './platform/http/create-http-app.js';

const builtWebApp = path.resolve(fileURLToPath(import.meta.url), '../../../web/dist');

/** Refusals the operator can act on: their message says it all, no stack needed. */
const explained = [ConfigError, DataDirInUseError, RestoredLogError];

async function main() {
  const config = loadConfig(process.env, { webDistDir: builtWebApp });
  const logger = createLogger(config);
  const infrastructure = await openInfrastructure(config, logger, { migrations: allMigrations });
  let app: NestFastifyApplication | null = null;
  try {
    app = await createHttpApp(infrastructure);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Leave nothing behind (the embedded database's lock in particular) on a failed start.
    await app?.close().catch(() => undefined);
    await infrastructure.close();
    throw error;
  }
  const running = app;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('Stopping', { signal });
    await running.close();
    await infrastructure.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const address = running.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info(`Stages platform ready on http://localhost:${port}`, {
    port,
    database: infrastructure.db.driver,
    event_store: infrastructure.store.adapter,
    data_dir: infrastructure.db.driver === 'pglite' ? config.dataDir : undefined,
  });
}

main().catch((error: unknown) => {
  const known = explained.some((kind) => error instanceof kind);
  console.error(
    known
      ? (error as Error).message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : error,
  );
  process.exit(1);
});
