import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import {
  stageSlugStream,
  stageSlugStreamId,
  stageStreamId,
  StreamNotFoundError,
  type EventStore,
} from '@stages/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../api/src/platform/commands/command-context.js';
import { DomainError } from '../../api/src/platform/domain-error.js';
import { loadAggregate } from '../../api/src/platform/commands/run-command.js';
import { ActOnStageCommand } from '../../api/src/stages/commands/act-on-stage.command.js';
import {
  CreateStageCommand,
  CreateStageHandler,
} from '../../api/src/stages/commands/create-stage.command.js';
import {
  ABANDONED_RESERVATION_MS,
  SlugReservations,
} from '../../api/src/stages/commands/slug-reservations.js';
import { slugAggregate } from '../../api/src/stages/domain/slug-reservation.js';
import { startApi, type TestApi } from '../support/api.js';
import { openPglite } from '../support/databases.js';
import { stageData, testMetadata } from '../support/events.js';
import { verifyOrganization } from '../support/organizations.js';

describe('Creating a stage', () => {
  let api: TestApi;
  const create = (stage: ReturnType<typeof stageData>) =>
    api.app.get(CommandBus).execute(new CreateStageCommand(stage, null, systemContext()));
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DomainError);
    return (error as DomainError).code;
  };

  beforeAll(async () => {
    api = await startApi(await openPglite());
    await verifyOrganization(api, stageData().organizationId);
  });
  afterAll(() => api.close());

  it('reserves its slug, so no other stage can take it', async () => {
    const slug = `stage-poney-${randomUUID().slice(0, 8)}`;
    const first = stageData({ slug });
    await create(first);
    expect(await refusal(create(stageData({ slug })))).toBe('stage.slug_taken');
    const [reservation] = await api.infrastructure.store.readStream(stageSlugStreamId(slug));
    expect(reservation).toMatchObject({
      type: 'StageSlugReserved',
      data: { slug, stageId: first.stageId },
    });
  });

  it('refuses a stage whose own rules fail without taking its slug', async () => {
    const slug = `stage-dates-${randomUUID().slice(0, 8)}`;
    const wrong = stageData({ slug, registrationDeadline: '2027-08-01T08:00:00Z' });
    expect(await refusal(create(wrong))).toBe('stage.invalid_dates');
    await expect(
      api.infrastructure.store.readStream(stageSlugStreamId(slug)),
    ).rejects.toBeInstanceOf(StreamNotFoundError);
    await create(stageData({ slug })); // the slug is still free
  });

  it('refuses the same stage twice, leaving the first untouched', async () => {
    const stage = stageData();
    await create(stage);
    expect(await refusal(create(stage))).toBe('stage.already_exists');
    expect(await refusal(create({ ...stage, slug: `other-${randomUUID().slice(0, 8)}` }))).toBe(
      'stage.already_exists',
    );
    expect(await api.infrastructure.store.readStream(stageStreamId(stage.stageId))).toHaveLength(1);
  });

  it('completes a creation that stopped after reserving the slug, when retried', async () => {
    const stage = stageData();
    // As if the process had stopped between the two appends.
    await api.infrastructure.store.append(
      stageSlugStreamId(stage.slug),
      [
        {
          type: 'StageSlugReserved',
          schemaVersion: 1,
          data: { slug: stage.slug, stageId: stage.stageId },
          metadata: testMetadata(),
        },
      ],
      'no_stream',
    );
    await create(stage);
    expect(await api.infrastructure.store.readStream(stageStreamId(stage.stageId))).toHaveLength(1);
  });
});

describe('A creation that fails after counting the stage', () => {
  it('gives its place in the plan back', async () => {
    const api = await startApi(await openPglite());
    try {
      const organizationId = randomUUID();
      await verifyOrganization(api, organizationId);
      const bus = api.app.get(CommandBus);
      const first = stageData({ organizationId });
      await bus.execute(new CreateStageCommand(first, 2, systemContext()));
      // Same slug, one attempt: refused after the organization counted it.
      const clash = stageData({ organizationId, slug: first.slug });
      await expect(
        bus.execute(new CreateStageCommand(clash, 2, systemContext())),
      ).rejects.toMatchObject({ code: 'stage.slug_taken' });
      const history = await api.infrastructure.store.readStream(`organization-${organizationId}`);
      expect(
        history.map((event) => [event.type, (event.data as { stageId?: string }).stageId]),
      ).toEqual([
        ['OrganizationVerified', undefined],
        ['OrganizationStageAdded', first.stageId],
        ['OrganizationStageAdded', clash.stageId],
        ['OrganizationStageRemoved', clash.stageId],
      ]);
      // The second place of the plan is still free.
      await bus.execute(new CreateStageCommand(stageData({ organizationId }), 2, systemContext()));
    } finally {
      await api.close();
    }
  });
});

describe('A slug returns to the pool', () => {
  let api: TestApi;
  const bus = () => api.app.get(CommandBus);
  const holder = async (slug: string) =>
    (await loadAggregate(api.infrastructure.store, stageSlugStream(slug), slugAggregate)).state
      .stageId;

  beforeAll(async () => {
    api = await startApi(await openPglite());
    await verifyOrganization(api, stageData().organizationId);
  });
  afterAll(() => api.close());

  it('when the creation fails after reserving it', async () => {
    const stage = stageData();
    // The log refuses the stage itself, as a database error would.
    const store = api.infrastructure.store;
    const failing = new Proxy(store, {
      get(target, property) {
        if (property === 'append') {
          return (
            streamId: string,
            ...rest: Parameters<EventStore['append']> extends [string, ...infer R] ? R : never
          ) =>
            streamId === stageStreamId(stage.stageId)
              ? Promise.reject(new Error('disk full'))
              : target.append(streamId, ...rest);
        }
        const value: unknown = Reflect.get(target, property);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    const handler = new CreateStageHandler(failing, new SlugReservations(failing));
    await expect(
      handler.execute(new CreateStageCommand(stage, null, systemContext())),
    ).rejects.toThrow('disk full');
    expect(await holder(stage.slug)).toBeNull();
    const next = stageData({ slug: stage.slug });
    await bus().execute(new CreateStageCommand(next, null, systemContext()));
    expect(await holder(stage.slug)).toBe(next.stageId);
  });

  it('when its stage is deleted', async () => {
    const stage = stageData();
    await bus().execute(new CreateStageCommand(stage, null, systemContext()));
    await bus().execute(
      new ActOnStageCommand(
        stage.stageId,
        { type: 'DeleteStage', by: { kind: 'organization', organizationId: stage.organizationId } },
        systemContext(),
      ),
    );
    expect(await holder(stage.slug)).toBeNull();
    const next = stageData({ slug: stage.slug });
    await bus().execute(new CreateStageCommand(next, null, systemContext()));
    expect(await holder(stage.slug)).toBe(next.stageId);
  });

  it('when a creation was abandoned between its two steps, once it is clearly dead', async () => {
    const abandoned = stageData();
    await api.infrastructure.store.append(
      stageSlugStreamId(abandoned.slug),
      [
        {
          type: 'StageSlugReserved',
          schemaVersion: 1,
          data: { slug: abandoned.slug, stageId: abandoned.stageId },
          metadata: testMetadata(),
        },
      ],
      'no_stream',
    );
    // Fresh, it may be a creation under way: another stage is refused the slug.
    const early = stageData({ slug: abandoned.slug });
    await expect(
      bus().execute(new CreateStageCommand(early, null, systemContext())),
    ).rejects.toMatchObject({ code: 'stage.slug_taken' });

    await api.infrastructure.db.query(
      `UPDATE events SET recorded_at = recorded_at - make_interval(secs => $2)
        WHERE stream_id = $1`,
      [stageSlugStreamId(abandoned.slug), ABANDONED_RESERVATION_MS / 1000 + 1],
    );
    const later = stageData({ slug: abandoned.slug });
    await bus().execute(new CreateStageCommand(later, null, systemContext()));
    expect(await holder(abandoned.slug)).toBe(later.stageId);
    const types = (
      await api.infrastructure.store.readStream(stageSlugStreamId(abandoned.slug))
    ).map((event) => event.type);
    expect(types).toEqual(['StageSlugReserved', 'StageSlugReleased', 'StageSlugReserved']);
  });

  it('never from a stage that exists', async () => {
    const stage = stageData();
    await bus().execute(new CreateStageCommand(stage, null, systemContext()));
    await api.infrastructure.db.query(
      `UPDATE events SET recorded_at = recorded_at - interval '1 day' WHERE stream_id = $1`,
      [stageSlugStreamId(stage.slug)],
    );
    await expect(
      bus().execute(new CreateStageCommand(stageData({ slug: stage.slug }), null, systemContext())),
    ).rejects.toMatchObject({ code: 'stage.slug_taken' });
    expect(await holder(stage.slug)).toBe(stage.stageId);
  });
});
