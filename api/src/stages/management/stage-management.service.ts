import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  DESCRIPTION_MAX_LENGTH,
  ErrorCode,
  FieldErrorCode,
  slugify,
  stageSlugStreamId,
  stageStreamId,
  StreamNotFoundError,
  type CreateStageRequest,
  type EventStore,
  type StageCreatedData,
  type StageDetail,
  type StageSlugReservedData,
  type UpdateStageRequest,
} from '@stages/contracts';
import type { z } from 'zod';
import { FilesRepository } from '../../documents/files/files.repository.js';
import type { UserRecord } from '../../identity/users.repository.js';
import {
  OrganizationsRepository,
  type OrganizationRef,
} from '../../organizations/organizations.repository.js';
import { PlanLimits } from '../../organizations/plans/plan-limits.js';
import type { CommandContext } from '../../platform/commands/command-context.js';
import { DomainError } from '../../platform/domain-error.js';
import { EVENT_STORE } from '../../platform/tokens.js';
import { ActOnStageCommand } from '../commands/act-on-stage.command.js';
import { CreateStageCommand } from '../commands/create-stage.command.js';
import { sanitizeDescription } from '../domain/sanitize-description.js';
import { foldStageRecord, type StageRecord } from '../domain/stage-record.js';
import {
  evolveStage,
  stageAggregate,
  type StageActor,
  type StageCommand,
} from '../domain/stage.js';
import { stageDetailOf, stageDetailsOf } from './stage-detail.js';

type CreateForm = z.output<typeof CreateStageRequest>;
type UpdateForm = z.output<typeof UpdateStageRequest>;

/** Slugs tried for one name before giving up: "stage-poney", "stage-poney-2", ... */
const SLUG_ATTEMPTS = 50;

interface LoadedStage {
  readonly record: StageRecord;
  readonly registered: number;
  readonly organization: OrganizationRef;
}

/**
 * An organizer's stages, read from their own streams so that what they just did shows at once.
 * Every call checks the stage belongs to the caller's organization.
 */
@Injectable()
export class StageManagementService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(OrganizationsRepository) private readonly organizations: OrganizationsRepository,
    @Inject(FilesRepository) private readonly files: FilesRepository,
    @Inject(PlanLimits) private readonly plans: PlanLimits,
  ) {}

  async create(user: UserRecord, form: CreateForm, context: CommandContext): Promise<StageDetail> {
    const organization = await this.organizations.ownedBy(user.id);
    const details = await this.#details(form, organization.id);
    const planLimit = await this.plans.stageLimitFor(user);
    const stage = {
      stageId: randomUUID(),
      organizationId: organization.id,
      slug: slugify(form.name, 'stage'),
      costCents: form.cost_cents,
      visible: form.visible,
      ...details,
    };
    const outcome = await this.commands.execute(
      new CreateStageCommand(stage, planLimit, context, SLUG_ATTEMPTS),
    );
    const created = outcome.events[0]!.data as StageCreatedData;
    return stageDetailOf({ ...created, moderated: false, deleted: false }, organization, 0);
  }

  async get(user: UserRecord, slug: string): Promise<StageDetail> {
    const stage = await this.#load(slug);
    await this.#actorFor(user, stage);
    return stageDetailOf(stage.record, stage.organization, stage.registered);
  }

  async update(
    user: UserRecord,
    slug: string,
    form: UpdateForm,
    context: CommandContext,
  ): Promise<StageDetail> {
    const stage = await this.#load(slug);
    const by = await this.#actorFor(user, stage);
    const details = await this.#details(form, stage.organization.id);
    return this.#act(stage, context, {
      type: 'ChangeStageDetails',
      stageId: stage.record.stageId,
      details,
      costCents: form.cost_cents,
      by,
      now: new Date(),
    });
  }

  async setVisibility(user: UserRecord, slug: string, visible: boolean, context: CommandContext) {
    const stage = await this.#load(slug);
    const by = await this.#actorFor(user, stage);
    return this.#act(stage, context, { type: 'SetStageVisibility', visible, by });
  }

  /** An administrator takes a stage off the public site, or gives it back. */
  async moderate(slug: string, hidden: boolean, context: CommandContext) {
    const stage = await this.#load(slug);
    return this.#act(stage, context, {
      type: 'ModerateStage',
      hidden,
      by: { kind: 'administrator' },
    });
  }

  async delete(user: UserRecord, slug: string, context: CommandContext) {
    const stage = await this.#load(slug);
    const by = await this.#actorFor(user, stage);
    return this.#act(stage, context, { type: 'DeleteStage', by });
  }

  async #act(
    stage: LoadedStage,
    context: CommandContext,
    command: Exclude<StageCommand, { type: 'CreateStage' }>,
  ): Promise<StageDetail> {
    const { stageId } = stage.record;
    await this.commands.execute(
      new ActOnStageCommand(stageId, stage.organization.id, command, context),
    );
    const after = await this.#loadById(stageId, stage.organization, true);
    return stageDetailOf(after.record, after.organization, after.registered);
  }

  /** The caller must belong to the organization that owns the stage. */
  async #actorFor(user: UserRecord, stage: LoadedStage): Promise<StageActor> {
    const organization = await this.organizations.findByOwner(user.id);
    if (organization?.id !== stage.organization.id) {
      throw new DomainError(
        ErrorCode.stageNotOwner,
        'This stage belongs to another organization',
        403,
      );
    }
    return { kind: 'organization', organizationId: organization.id };
  }

  async #details(form: CreateForm | UpdateForm, organizationId: string) {
    const description = sanitizeDescription(form.description);
    if (description.length > DESCRIPTION_MAX_LENGTH) {
      throw new DomainError(ErrorCode.requestInvalid, 'The description is too long', 400, {
        description: FieldErrorCode.tooLong,
      });
    }
    if (
      form.image_file_id !== null &&
      !(await this.files.belongsTo(form.image_file_id, organizationId, 'stage_image'))
    ) {
      throw new DomainError(ErrorCode.requestInvalid, 'Upload the image first', 400, {
        image_file_id: FieldErrorCode.invalid,
      });
    }
    return stageDetailsOf({ ...form, description });
  }

  async #load(slug: string): Promise<LoadedStage> {
    const reservation = await this.#read(stageSlugStreamId(slug));
    const stageId = (reservation[0]?.data as StageSlugReservedData | undefined)?.stageId;
    if (!stageId) throw new DomainError(ErrorCode.stageNotFound, 'No such stage', 404);
    return this.#loadById(stageId, null, false);
  }

  async #loadById(
    stageId: string,
    known: OrganizationRef | null,
    allowDeleted: boolean,
  ): Promise<LoadedStage> {
    const events = await this.#read(stageStreamId(stageId));
    const record = foldStageRecord(events);
    if (!record || (record.deleted && !allowDeleted)) {
      throw new DomainError(ErrorCode.stageNotFound, 'No such stage', 404);
    }
    const state = events.reduce(evolveStage, stageAggregate.initial);
    const organization = known ?? (await this.organizations.findRef(record.organizationId));
    if (!organization) throw new DomainError(ErrorCode.stageNotFound, 'No such stage', 404);
    return {
      record,
      registered: state.status === 'none' ? 0 : state.registered,
      organization,
    };
  }

  async #read(streamId: string) {
    try {
      return await this.store.readStream(streamId);
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
  }
}
