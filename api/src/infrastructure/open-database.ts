import type { Logger, SqlDatabase } from '@stages/projections';
import type { Config } from '../config/config.js';
import { PgDatabase } from './database/pg-database.js';
import { PgliteDatabase } from './database/pglite-database.js';

/** PostgreSQL when DATABASE_URL is set; otherwise PGlite in DATA_DIR. */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'dataDir'>,
  logger: Logger,
): Promise<SqlDatabase> {
  return config.databaseUrl
    ? Promise.resolve(new PgDatabase(config.databaseUrl, config.databasePoolSize, logger))
    : PgliteDatabase.open(config.dataDir);
}
