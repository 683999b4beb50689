import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { SqlDatabase } from '@stages/projections';
import request from 'supertest';
import { loadConfig } from '../../api/src/config/config.js';
import { allMigrations } from '../../api/src/contexts.js';
import { createLogger, type AppLogger } from '../../api/src/infrastructure/logging.js';
import {
  openInfrastructure,
  type Infrastructure,
} from '../../api/src/infrastructure/open-infrastructure.js';
import { Clock } from '../../api/src/infrastructure/clock.js';
import { createHttpApp } from '../../api/src/platform/http/create-http-app.js';

export interface TestApi {
  readonly app: NestFastifyApplication;
  readonly infrastructure: Infrastructure;
  http(): ReturnType<typeof request>;
  close(): Promise<void>;
}

/** The real HTTP application on `db`, without demo data unless asked for. */
export async function startApi(
  db: SqlDatabase,
  {
    env = {},
    logger,
    modules = [],
    clock,
  }: {
    env?: Record<string, string>;
    logger?: AppLogger;
    modules?: readonly Type[];
    clock?: Clock;
  } = {},
): Promise<TestApi> {
  // Its own data folder, for the mail written there when no SMTP server is configured.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stages-api-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DEMO_SEED: 'false',
    PROJECTION_POLL_MS: '50',
    DATA_DIR: dataDir,
    ...env,
  });
  const infrastructure = await openInfrastructure(config, logger ?? createLogger(config), {
    migrations: allMigrations,
    database: db,
    ...(clock ? { clock } : {}),
  });
  const app = await createHttpApp(infrastructure, modules);
  return {
    app,
    infrastructure,
    http: () => request(app.getHttpServer()),
    async close() {
      await app.close();
      await infrastructure.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
