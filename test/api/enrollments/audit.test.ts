import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  NO_STREAM,
  stageSlugStreamId,
  stageStream,
  stageStreamId,
  upcasters,
  type DecisionLink,
  type StageCreatedData,
  type EnrollmentEvent,
  type EventMetadata,
  type EventStore,
  type StageStreamEvent,
  type Stream,
} from '@stages/contracts';
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
import { firstVersionLinkAfter } from '../../../api/src/enrollments/domain/decision-chain.js';
import { migrate } from '../../../api/src/infrastructure/database/migrator.js';
import { PostgresEventStore } from '../../../api/src/infrastructure/eventstore/postgres-event-store.js';
import { openInfrastructure } from '../../../api/src/infrastructure/open-infrastructure.js';
import { systemContext } from '../../../api/src/platform/commands/command-context.js';
import {
  loadAggregate,
  runCommand,
  versioned,
} from '../../../api/src/platform/commands/run-command.js';
import { openPglite } from '../../support/databases.js';
import { stageData } from '../../support/events.js';
import { silentLogger } from '../../support/logging.js';

const cli = path.resolve('api/dist/operator/audit.js');
const before = new Date('2027-06-01T10:00:00Z');

/**
 * A stage with two requests, the first accepted: three chained decisions. The first
 * `legacyDecisions` are recorded as before chain version 2, their hash leaving the metadata out.
 */
async function stageWithDecisions(store: EventStore, { legacyDecisions = 0 } = {}) {
  const stage = await createdStage(store, stageData());
  const streamId = stageStreamId(stage.stageId);
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
  for (const [index, command] of [
    request(first),
    request(second),
    {
      type: 'AcceptEnrollment',
      enrollmentId: first,
      organizationId: stage.organizationId,
      by: null,
      now: before,
    } as const,
  ].entries()) {
    const stream = stageStream(stage.stageId);
    if (index < legacyDecisions) await recordTheOldWay(store, stream, command);
    else await runCommand(store, stream, stageEnrollmentsAggregate, command, systemContext());
  }
  return { stage, streamId };
}

/** A stage recorded as the product records one: its slug reserved, then the stage created. */
async function createdStage(store: EventStore, stage: StageCreatedData) {
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
    stageStreamId(stage.stageId),
    [{ ...versioned({ type: 'StageCreated', data: stage }), metadata: metadata() }],
    NO_STREAM,
  );
  return stage;
}

/** The decision as the product recorded it before chain version 2. */
async function recordTheOldWay(
  store: EventStore,
  stream: Stream<StageStreamEvent>,
  command: EnrollmentCommand,
) {
  const { state, version } = await loadAggregate(store, stream, stageEnrollmentsAggregate);
  const recorded = metadata();
  const decisions = stageEnrollmentsAggregate.decide(command, state, recorded) as EnrollmentEvent[];
  const events = decisions.map((event) => {
    const { link, ...content } = event.data;
    const old = firstVersionLinkAfter(link.previous, event.type, content);
    return {
      ...versioned({ ...event, data: { ...content, link: old } } as EnrollmentEvent),
      metadata: recorded,
    };
  });
  await store.append(stream.id, events, version);
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

  it('names a decision whose recorded actor, role, command, request or time was altered', async () => {
    if (!fs.existsSync(cli)) throw new Error(`${cli} is missing: run "npm run build" first`);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stages-audit-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    const infrastructure = await openInfrastructure(config, silentLogger, {
      migrations: allMigrations,
    });
    const { streamId } = await stageWithDecisions(infrastructure.store);
    const alterations: [keyof EventMetadata, unknown][] = [
      ['actorId', randomUUID()],
      ['actorRole', 'administrator'],
      ['commandId', randomUUID()],
      ['correlationId', randomUUID()],
      ['occurredAt', '2027-05-31T09:00:00.000Z'],
    ];
    for (const [field, value] of alterations) {
      const { eventId, restore } = await tamperMetadata(
        infrastructure.db,
        streamId,
        4,
        field,
        value,
      );
      expect((await verifyDecisionChains(infrastructure.store)).broken, field).toMatchObject({
        eventId,
        type: 'EnrollmentAccepted',
      });
      await restore();
      expect((await verifyDecisionChains(infrastructure.store)).broken, field).toBeNull();
    }

    // As the outside probe did: a decision that names no decider gets an actor in its metadata.
    const { eventId } = await tamperMetadata(
      infrastructure.db,
      streamId,
      2,
      'actorId',
      randomUUID(),
    );
    await infrastructure.close();
    const broken = await runCli(dataDir, ['verify']);
    expect(broken.code).toBe(1);
    expect(broken.output).toContain(`BROKEN: decision ${eventId} (EnrollmentRequested, version 2`);
    expect(broken.output).toContain('content or metadata does not match its hash');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);

  it('still verifies decisions recorded before the chain covered their metadata, and says so on replay', async () => {
    const db = await openPglite();
    await migrate(db, allMigrations, silentLogger);
    const store = new PostgresEventStore(db, { upcasters, pollMs: 50, logger: silentLogger });
    const { stage, streamId } = await stageWithDecisions(store, { legacyDecisions: 1 });
    expect(await verifyDecisionChains(store)).toEqual({ stages: 1, decisions: 3, broken: null });
    const steps = await replayStage(store, stage.stageId);
    expect(steps.map((step) => [step.decision, step.metadataChained])).toEqual([
      ['EnrollmentRequested', false],
      ['EnrollmentRequested', true],
      ['EnrollmentAccepted', true],
    ]);
    // The old decision's data is still covered.
    const altered = await tamper(db, streamId, 2);
    expect((await verifyDecisionChains(store)).broken).toMatchObject({ eventId: altered });
    await store.close();
    await db.close();
  });

  it('chains the waiting list’s decisions, replays them with the places held, and names one altered', async () => {
    if (!fs.existsSync(cli)) throw new Error(`${cli} is missing: run "npm run build" first`);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stages-audit-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    const infrastructure = await openInfrastructure(config, silentLogger, {
      migrations: allMigrations,
    });
    const { store } = infrastructure;
    const stage = await createdStage(store, stageData({ maxChildren: 1 }));
    const stream = stageStream(stage.stageId);
    const [held, ann, bart] = [randomUUID(), randomUUID(), randomUUID()];
    const [annEntry, bartEntry] = [randomUUID(), randomUUID()];
    const join = (parent: string, entryId: string): EnrollmentCommand => ({
      type: 'JoinWaitingList',
      entryId,
      children: [{ childId: randomUUID(), birthDate: '2019-03-14' }],
      primaryParentId: parent,
      by: parent,
      now: before,
    });
    for (const command of [
      {
        type: 'RequestEnrollment',
        enrollmentId: held,
        childId: randomUUID(),
        primaryParentId: randomUUID(),
        childBirthDate: '2019-03-14',
        confirmedPriceCents: stage.costCents,
        by: null,
        now: before,
      },
      join(ann, annEntry),
      join(bart, bartEntry),
      {
        type: 'RejectEnrollment',
        enrollmentId: held,
        organizationId: stage.organizationId,
        by: null,
        now: before,
      },
      { type: 'DeclineOffer', entryId: annEntry, primaryParentId: ann, by: ann, now: before },
      {
        type: 'AcceptOffer',
        entryId: bartEntry,
        primaryParentId: bart,
        enrollmentIds: [randomUUID()],
        confirmedPriceCents: stage.costCents,
        by: bart,
        now: before,
      },
    ] satisfies EnrollmentCommand[]) {
      await runCommand(store, stream, stageEnrollmentsAggregate, command, systemContext());
    }
    const steps = await replayStage(store, stage.stageId);
    expect(
      steps.map((step) => [step.decision, step.subject.kind, step.after.taken, step.after.held]),
    ).toEqual([
      ['EnrollmentRequested', 'enrollment', 1, 0],
      ['WaitingListJoined', 'entry', 1, 0],
      ['WaitingListJoined', 'entry', 1, 0],
      ['EnrollmentRejected', 'enrollment', 0, 0],
      ['WaitingListOffered', 'entry', 0, 1],
      ['WaitingListOfferDeclined', 'entry', 0, 0],
      ['WaitingListOffered', 'entry', 0, 1],
      ['WaitingListOfferAccepted', 'entry', 0, 0],
      ['EnrollmentRequested', 'enrollment', 1, 0],
    ]);
    await infrastructure.close();

    const replayed = await runCli(dataDir, ['replay', '--stage', stage.slug]);
    expect(replayed.code).toBe(0);
    const lines = replayed.output.trim().split('\n');
    expect(lines).toHaveLength(9);
    expect(lines[6]).toContain(`WaitingListOffered | entry ${bartEntry}`);
    expect(lines[6]).toContain(
      'then 0/1 places taken (rejected 1), 1 held by offers; waiting list: declined 1, offered 1',
    );

    // The offer's deadline moved in the table: the chain names it.
    const reopened = await openInfrastructure(config, silentLogger, { migrations: allMigrations });
    const { rows } = await reopened.db.query<{ event_id: string }>(
      `UPDATE events SET data = jsonb_set(data, '{expiresAt}', to_jsonb('2027-12-31T00:00:00.000Z'::text))
        WHERE stream_id = $1 AND type = 'WaitingListOffered' AND data->>'entryId' = $2
        RETURNING event_id::text`,
      [stream.id, bartEntry],
    );
    await reopened.close();
    const broken = await runCli(dataDir, ['verify']);
    expect(broken.code).toBe(1);
    expect(broken.output).toContain(`BROKEN: decision ${rows[0]!.event_id} (WaitingListOffered`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 180_000);

  it('refuses a decision rewritten the old way after one recorded the new way', async () => {
    const db = await openPglite();
    await migrate(db, allMigrations, silentLogger);
    const store = new PostgresEventStore(db, { upcasters, pollMs: 50, logger: silentLogger });
    const { streamId } = await stageWithDecisions(store);
    // The last decision gets another actor, and a hash made as before version 2, which leaves
    // the metadata out: its own hash holds, only its version gives it away.
    const { rows } = await db.query<{
      event_id: string;
      type: EnrollmentEvent['type'];
      data: Record<string, unknown>;
    }>(
      `SELECT event_id::text, type, data FROM events WHERE stream_id = $1 AND stream_version = 4`,
      [streamId],
    );
    const [{ event_id, type, data }] = rows as [(typeof rows)[number]];
    const { link, ...content } = data as { link: DecisionLink };
    const rewritten = firstVersionLinkAfter(link.previous, type, content);
    await db.query(
      `UPDATE events SET data = jsonb_set(data, '{link}', $2::jsonb),
              metadata = jsonb_set(metadata, '{actorId}', to_jsonb($3::text))
        WHERE event_id = $1`,
      [event_id, JSON.stringify(rewritten), randomUUID()],
    );
    expect((await verifyDecisionChains(store)).broken).toMatchObject({
      eventId: event_id,
      reason: expect.stringContaining('chain version 1 after a decision of version 2'),
    });
    await store.close();
    await db.close();
  });
});

/**
 * Sets one field of the metadata of the stage's `version`th event, as someone editing the table
 * would; `restore` puts the recorded value back.
 */
async function tamperMetadata(
  db: SqlDatabase,
  streamId: string,
  version: number,
  field: keyof EventMetadata,
  value: unknown,
) {
  const { rows } = await db.query<{ event_id: string; recorded: string }>(
    `SELECT event_id::text, (metadata->$3)::text AS recorded FROM events
      WHERE stream_id = $1 AND stream_version = $2`,
    [streamId, version, field],
  );
  const { event_id: eventId, recorded } = rows[0]!;
  const set = (json: string) =>
    db.query(
      `UPDATE events SET metadata = jsonb_set(metadata, ARRAY[$2::text], $3::jsonb)
        WHERE event_id = $1`,
      [eventId, field, json],
    );
  await set(JSON.stringify(value));
  return { eventId, restore: () => set(recorded) };
}
