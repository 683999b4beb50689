import { replayStage, stageIdOf, verifyDecisionChains } from '../enrollments/index.js';
import { allMigrations } from '../contexts.js';
import {
  ConfigError,
  createLogger,
  DataDirInUseError,
  loadConfig,
  openInfrastructure,
} from '../infrastructure/index.js';
import pino from 'pino';

const usage = `The auditor's commands over the stages' decisions (enrollments requested, accepted,
rejected, cancelled), which are chained by their hashes.

Usage:
  npm run audit -- verify                              check every stage's chain of decisions
  npm run audit -- replay --stage <slug> [--as-of <time>]
                                                       a stage's decisions in order, with who
                                                       made them and the places after each

verify exits 1 naming the first broken link. Times are ISO 8601 (2027-07-01T12:00:00Z).
It uses the same configuration as the server (DATABASE_URL, or the PGlite data in DATA_DIR).`;

function option(args: readonly string[], name: string): string | null {
  const at = args.indexOf(name);
  return at >= 0 ? (args[at + 1] ?? null) : null;
}

async function main(args: readonly string[]): Promise<number> {
  const [command, ...rest] = args;
  const slug = option(rest, '--stage');
  const asOfText = option(rest, '--as-of');
  const asOf = asOfText === null ? null : new Date(asOfText);
  const valid =
    command === 'verify' ||
    (command === 'replay' && slug !== null && (asOf === null || !Number.isNaN(asOf.getTime())));
  if (!valid) {
    console.log(usage);
    return command === undefined || command === '--help' ? 0 : 2;
  }
  const config = loadConfig(process.env);
  const logger = createLogger(
    { logLevel: process.env.LOG_LEVEL ? config.logLevel : 'warn' },
    pino.destination(2),
  );
  const infrastructure = await openInfrastructure(config, logger, { migrations: allMigrations });
  const { store } = infrastructure;
  try {
    if (command === 'verify') {
      const { stages, decisions, broken } = await verifyDecisionChains(store);
      if (broken) {
        console.log(
          `BROKEN: decision ${broken.eventId} (${broken.type}, version ${broken.streamVersion} of ${broken.streamId}) ${broken.reason}.`,
        );
        return 1;
      }
      console.log(`Verified: ${decisions} decisions on ${stages} stages, every link holds.`);
      return 0;
    }
    const stageId = await stageIdOf(store, slug!);
    if (!stageId) {
      console.error(`No stage has the address "${slug}".`);
      return 2;
    }
    const steps = await replayStage(store, stageId, asOf);
    for (const step of steps) {
      const listed = (counts: Record<string, number>) =>
        Object.entries(counts)
          .map(([status, count]) => `${status} ${count}`)
          .join(', ');
      const { after } = step;
      const waiting = Object.keys(after.entries).length > 0;
      console.log(
        [
          step.at,
          `${step.actorRole ?? 'unknown'} ${step.actorId ?? '-'}`,
          step.decision.replace('Enrollment', ''),
          `${step.subject.kind} ${step.subject.id}`,
          `command ${step.commandId}`,
          `correlation ${step.correlationId}`,
          `then ${after.taken}/${after.places ?? '?'} places taken (${listed(after.counts)})` +
            (waiting
              ? `, ${after.held} held by offers; waiting list: ${listed(after.entries)}`
              : ''),
          ...(step.metadataChained ? [] : ['metadata outside the chain (chain version 1)']),
        ].join(' | '),
      );
    }
    if (steps.length === 0) console.log('No decision on this stage yet.');
    return 0;
  } finally {
    await infrastructure.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirInUseError) {
      console.error(error.message);
      process.exit(2);
    }
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
