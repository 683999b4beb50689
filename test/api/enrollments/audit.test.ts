import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { NO_STREAM, stageSlugStreamId, stageStreamId, type EventStore } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { describe, expect, it } from 'vitest';
import { allMigrations } from '../../../api/src/contexts.js';
import { loadConfig } from '../../../api/src/config/config.js';
import {
  stageEnrollmentsAggregate,
  type EnrollmentCommand,
} from '../../../api/src/enrollments/domain/stage-enrollments.js';
import {
  replayStage,
  verifyDecisionChains,
} from '../../../api/src/enrollments/audit/decision-audit.js';
import { openInfrastructure } from '../../../api/src/infrastructure/open-infrastructure.js';
import { systemContext } from '../../../api/src/platform/commands/command-context.js';
import { runCommand, versioned } from '../../../api/src/platform/commands/run-command.js';
import { stageData } from '../../support/events.js';
import { silentLogger } from '../../support/logging.js';

const cli = path.resolve('projections/cli/dist/audit.js');
const before = new Date('2027-06-01T10:00:00Z');

/** A stage with two requests, the first accepted: three chained decisions. */
async function stageWithDecisions(store: EventStore) {
  const stage = stageData();
  const streamId = stageStreamId(stage.stageId);
  await store.append(
    stageSlugStreamId(stage.slug),
    [
      {
        ...versioned({
          type: 'StageSlugReserved',
          data: { slug: stage.slug, stageId: stage.stageId },
        }),
        metadata: metadata(),
      },
    ],
    NO_STREAM,
  );
  await store.append(
    streamId,
    [{ ...versioned({ type: 'StageCreated', data: stage }), metadata: metadata() }],
    NO_STREAM,
  );
  const [first, second] = [randomUUID(), randomUUID()];
  const request = (enrollmentId: string): EnrollmentCommand => ({
    type: 'RequestEnrollment',
    enrollmentId,
    childId: randomUUID(),
    primaryParentId: randomUUID(),
    childBirthDate: '2019-03-14',
    confirmedPriceCents: stage.costCents,
    by: null,
    now: before,
  });
  for (const command of [
    request(first),
    request(second),
    {
      type: 'AcceptEnrollment',
      enrollmentId: first,
      organizationId: stage.organizationId,
      by: null,
      now: before,
    } as const,
  ]) {
    await runCommand(store, streamId, stageEnrollmentsAggregate, command, systemContext());
  }
  return { stage, streamId };
}

function metadata() {
  const context = systemContext();
  return {
    actorId: null,
    actorRole: context.actorRole,
    commandId: context.commandId,
    correlationId: context.correlationId,
    causationId: null,
    occurredAt: before.toISOString(),
  };
}

/** Changes who made the stage's `version`th event, as someone editing the table would. */
async function tamper(db: SqlDatabase, streamId: string, version: number) {
  const { rows } = await db.query<{ event_id: string }>(
    `UPDATE events SET data = jsonb_set(data, '{decidedBy}', to_jsonb($3::text))
      WHERE stream_id = $1 AND stream_version = $2 RETURNING event_id::text`,
    [streamId, version, randomUUID()],
  );
  return rows[0]!.event_id;
}

function runCli(dataDir: string, args: string[]) {
  const child = spawn(process.execPath, [cli, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

describe('The audit of decisions', () => {
  it('verifies every chain, replays a stage, and names the decision altered in the table', async () => {
    if (!fs.existsSync(cli)) throw new Error(`${cli} is missing: run "npm run build" first`);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stages-audit-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    let infrastructure = await openInfrastructure(config, silentLogger, {
      migrations: allMigrations,
    });
    const { stage, streamId } = await stageWithDecisions(infrastructure.store);
    expect(await verifyDecisionChains(infrastructure.store)).toEqual({
      stages: 1,
      decisions: 3,
      broken: null,
    });
    const steps = await replayStage(infrastructure.store, stage.stageId);
    expect(steps.map((step) => [step.decision, step.after.taken])).toEqual([
      ['EnrollmentRequested', 1],
      ['EnrollmentRequested', 2],
      ['EnrollmentAccepted', 2],
    ]);
    await infrastructure.close();

    // The auditor's command, on the same data, as the server's configuration names it.
    const verified = await runCli(dataDir, ['verify']);
    expect(verified).toMatchObject({ code: 0 });
    expect(verified.output).toContain('Verified: 3 decisions on 1 stages');
    const replayed = await runCli(dataDir, ['replay', '--stage', stage.slug]);
    expect(replayed.code).toBe(0);
    expect(replayed.output.trim().split('\n')).toHaveLength(3);
    expect(replayed.output).toContain('then 2/20 places taken (accepted 1, pending 1)');

    // Someone changes who accepted, straight in the database: the chain says which decision.
    infrastructure = await openInfrastructure(config, silentLogger, { migrations: allMigrations });
    const altered = await tamper(infrastructure.db, streamId, 4);
    expect((await verifyDecisionChains(infrastructure.store)).broken).toMatchObject({
      eventId: altered,
      type: 'EnrollmentAccepted',
    });
    await infrastructure.close();
    const broken = await runCli(dataDir, ['verify']);
    expect(broken.code).toBe(1);
    expect(broken.output).toContain(`BROKEN: decision ${altered} (EnrollmentAccepted, version 4`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 180_000); // Three runs of the command, each opening the embedded database from its folder.
});
