import {
  ConfigError,
  createLogger,
  DataDirInUseError,
  loadConfig,
  openInfrastructure,
} from '@stages/api/infrastructure';
import pino from 'pino';
import { rebuild } from './rebuild.js';
import { status } from './status.js';

const usage = `Operator commands for the projections (the read models fed by events).

Usage:
  npm run projections -- status             each projection's checkpoint, lag and state
  npm run projections -- rebuild <name>     replay the log into a fresh copy, then swap it in
  npm run projections -- rebuild --all      rebuild every projection, one after the other

  rebuild takes --batch-size N (events per committed batch, default 5000).

It uses the same configuration as the server (DATABASE_URL, or the PGlite data in DATA_DIR).
An interrupted rebuild resumes where it stopped when run again.`;

async function main(args: readonly string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command !== 'status' && command !== 'rebuild') {
    console.log(usage);
    return command === undefined || command === '--help' || command === 'help' ? 0 : 2;
  }
  const config = loadConfig(process.env);
  // Progress and tables go to stdout; the few log lines (migrations, warnings) to stderr.
  const logger = createLogger(
    { logLevel: process.env.LOG_LEVEL ? config.logLevel : 'warn' },
    pino.destination(2),
  );
  const infrastructure = await openInfrastructure(config, logger);
  try {
    return command === 'status'
      ? await status(infrastructure)
      : await rebuild(infrastructure, rest);
  } finally {
    await infrastructure.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirInUseError) {
      console.error(error.message);
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
