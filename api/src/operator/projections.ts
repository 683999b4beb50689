import {
  adoptRestoredLog,
  ConfigError,
  createLogger,
  DataDirInUseError,
  loadConfig,
  openInfrastructure,
  RestoredLogError,
} from '../infrastructure/index.js';
import { allMigrations } from '../contexts.js';
import pino from 'pino';
import { rebuild } from './rebuild.js';
import { status } from './status.js';

const usage = `Operator commands for the projections (the read models fed by events).

Usage:
  npm run projections -- status              each projection's checkpoint, lag and state
  npm run projections -- rebuild <name>      replay the log into a fresh copy, then swap it in
  npm run projections -- rebuild --all       rebuild every projection, one after the other
  npm run projections -- adopt-restored-log  make a log restored from another PostgreSQL server
                                             this one's, then rebuild every projection

  rebuild takes --batch-size N (events per committed batch, default 5000).

It uses the same configuration as the server (DATABASE_URL, or the PGlite data in DATA_DIR).
An interrupted rebuild resumes where it stopped when run again.`;

const commands = ['status', 'rebuild', 'adopt-restored-log'];

async function main(args: readonly string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command === undefined || !commands.includes(command)) {
    console.log(usage);
    return command === undefined || command === '--help' || command === 'help' ? 0 : 2;
  }
  const config = loadConfig(process.env);
  // Progress and tables go to stdout; the few log lines (migrations, warnings) to stderr.
  const logger = createLogger(
    { logLevel: process.env.LOG_LEVEL ? config.logLevel : 'warn' },
    pino.destination(2),
  );
  const infrastructure = await openInfrastructure(config, logger, {
    migrations: allMigrations,
    allowRestoredLog: command === 'adopt-restored-log',
  });
  try {
    if (command === 'status') return await status(infrastructure);
    if (command === 'rebuild') return await rebuild(infrastructure, rest);
    await adoptRestoredLog(infrastructure.db);
    console.log('The log now belongs to this server. Rebuilding every projection:');
    return await rebuild(infrastructure, ['--all']);
  } finally {
    await infrastructure.close();
  }
}

/** Refusals the operator can act on: their message says it all, no stack needed. */
const explained = [ConfigError, DataDirInUseError, RestoredLogError];

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (explained.some((kind) => error instanceof kind)) {
      console.error((error as Error).message);
      if (error instanceof DataDirInUseError) {
        console.error(
          'The embedded database admits one process at a time: stop the server to run this ' +
            'command, or run both on PostgreSQL (DATABASE_URL) to rebuild while serving.',
        );
      }
      process.exit(2);
    }
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
