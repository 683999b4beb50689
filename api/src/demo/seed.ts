import 'reflect-metadata';
import { loadConfig } from '../config/config.js';
import { allMigrations } from '../contexts.js';
import { createLogger } from '../infrastructure/logging.js';
import { openInfrastructure } from '../infrastructure/open-infrastructure.js';
import { createHttpApp } from '../platform/http/create-http-app.js';

/**
 * `npm run seed`: fills the configured database with the demo data, once, then stops. A real
 * database is never seeded by a plain start; an empty store is required, so a second run adds
 * nothing.
 */
async function seed() {
  const config = loadConfig({ ...process.env, DEMO_SEED: 'true' });
  const logger = createLogger(config);
  const infrastructure = await openInfrastructure(config, logger, { migrations: allMigrations });
  try {
    // Initializing the application runs the seed, as at a start, without listening.
    const app = await createHttpApp(infrastructure);
    await app.close();
  } finally {
    await infrastructure.close();
  }
}

seed().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
