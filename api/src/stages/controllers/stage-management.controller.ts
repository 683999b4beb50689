import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import {
  CreateStageRequest,
  ManagedStageListQuery,
  slugify,
  StageDetail,
  StageSummary,
  StageVisibilityRequest,
  StoredFileInfo,
  UpdateStageRequest,
} from '@stages/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FileUpload, UploadReceiver } from '../../documents/index.js';
import {
  Access,
  Authenticated,
  type Authentication,
  type UserRecord,
} from '../../identity/index.js';
import { OrganizationsRepository } from '../../organizations/index.js';
import {
  CommandContextParam,
  type CommandContext,
} from '../../platform/commands/command-context.js';
import { CommandBus } from '@nestjs/cqrs';
import { CommandEndpoint } from '../../platform/commands/command-endpoint.decorator.js';
import { sendPage } from '../../platform/http/list-page.js';
import { StageCatalogueQuery } from '../queries/stage-catalogue.query.js';
import { PlanLimits } from '../../subscriptions/index.js';
import { ActOnStageCommand, type ExistingStageCommand } from '../commands/act-on-stage.command.js';
import { CreateStageCommand } from '../commands/create-stage.command.js';
import { StageForms } from '../commands/stage-forms.js';
import type { Stage, StageActor } from '../domain/stage.js';
import { ManagedStagesQuery } from '../queries/managed-stages.query.js';
import { SlugParam } from '../../platform/http/slug-param.js';

/** Slugs tried for one name before giving up: "stage-poney", "stage-poney-2", ... */
const SLUG_ATTEMPTS = 50;

/** An organizer's own stages: list, create, edit, show and hide, delete, and their images. */
@ApiTags('stage management')
@Controller()
export class StageManagementController {
  constructor(
    private readonly commands: CommandBus,
    private readonly stages: ManagedStagesQuery,
    private readonly forms: StageForms,
    private readonly catalogue: StageCatalogueQuery,
    private readonly organizations: OrganizationsRepository,
    private readonly plans: PlanLimits,
    private readonly uploads: UploadReceiver,
  ) {}

  @Get('organization/stages')
  @Access({ confirmed: true, role: 'organization' })
  @ApiOkResponse({ standardSchema: z.array(StageSummary) })
  async list(
    @Query({ schema: ManagedStageListQuery }) query: z.output<typeof ManagedStageListQuery>,
    @Authenticated() { user }: Authentication,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StageSummary[]> {
    const organization = (await this.organizations.ownedBy(user.id)).id;
    return sendPage(reply, 'stages', query, 'starts_at', (page) =>
      this.catalogue.list({
        ...page,
        filter: query.filter ?? {},
        scope: { kind: 'organization', id: organization },
      }),
    );
  }

  @Post('stage/manage')
  @Access({ confirmed: true, role: 'organization' })
  @CommandEndpoint()
  @ApiOkResponse({ standardSchema: StageDetail })
  async create(
    @Body({ schema: CreateStageRequest }) body: z.output<typeof CreateStageRequest>,
    @Authenticated() { user }: Authentication,
    @CommandContextParam() context: CommandContext,
  ): Promise<StageDetail> {
    const organization = await this.organizations.ownedBy(user.id);
    const stage = {
      stageId: randomUUID(),
      organizationId: organization.id,
      slug: slugify(body.name, 'stage'),
      costCents: body.cost_cents,
      visible: body.visible,
      ...(await this.forms.details(body, organization.id)),
      ...this.forms.charges(body),
    };
    const planLimit = await this.plans.stageLimitFor(organization.id);
    const create = new CreateStageCommand(stage, planLimit, context, SLUG_ATTEMPTS);
    return this.stages.detail(await this.commands.execute(create));
  }

  /** The image a stage form will name; uploaded before the stage is saved. */
  @Post('stage/manage/image')
  @CommandEndpoint()
  @FileUpload()
  @Access({ confirmed: true, role: 'organization' })
  @ApiOkResponse({ standardSchema: StoredFileInfo })
  async uploadImage(
    @Req() request: FastifyRequest,
    @Authenticated() { user }: Authentication,
  ): Promise<StoredFileInfo> {
    return this.uploads.receive(
      request,
      (await this.organizations.ownedBy(user.id)).id,
      'stage_image',
    );
  }

  /** Any signed-in user may ask; only the owning organization gets an answer. */
  @Get('stage/manage/:slug')
  @Access({ confirmed: true })
  @ApiOkResponse({ standardSchema: StageDetail })
  async get(
    @Param('slug', { schema: SlugParam }) slug: string,
    @Authenticated() { user }: Authentication,
  ): Promise<StageDetail> {
    const { stage } = await this.stages.ownedBy(user, slug);
    return this.stages.detail(stage);
  }

  @Put('stage/manage/:slug')
  @Access({ confirmed: true })
  @CommandEndpoint()
  @ApiOkResponse({ standardSchema: StageDetail })
  async update(
    @Param('slug', { schema: SlugParam }) slug: string,
    @Body({ schema: UpdateStageRequest }) body: z.output<typeof UpdateStageRequest>,
    @Authenticated() { user }: Authentication,
    @CommandContextParam() context: CommandContext,
  ): Promise<StageDetail> {
    return this.#act(user, slug, context, async (stage, by) => ({
      type: 'ChangeStageDetails',
      stageId: stage.stageId,
      details: await this.forms.details(body, stage.organizationId),
      costCents: body.cost_cents,
      charges: this.forms.charges(body, stage),
      by,
      now: new Date(),
    }));
  }

  /** Shown: listed and open to registrations. Hidden: neither. */
  @Put('stage/manage/:slug/visibility')
  @Access({ confirmed: true })
  @CommandEndpoint()
  @ApiOkResponse({ standardSchema: StageDetail })
  async setVisibility(
    @Param('slug', { schema: SlugParam }) slug: string,
    @Body({ schema: StageVisibilityRequest }) body: z.output<typeof StageVisibilityRequest>,
    @Authenticated() { user }: Authentication,
    @CommandContextParam() context: CommandContext,
  ): Promise<StageDetail> {
    return this.#act(user, slug, context, (_stage, by) => ({
      type: 'SetStageVisibility',
      visible: body.visible,
      by,
    }));
  }

  /** Refused once a child is registered: hide the stage instead. */
  @Delete('stage/manage/:slug')
  @Access({ confirmed: true })
  @CommandEndpoint()
  @ApiOkResponse({ standardSchema: StageDetail })
  async delete(
    @Param('slug', { schema: SlugParam }) slug: string,
    @Authenticated() { user }: Authentication,
    @CommandContextParam() context: CommandContext,
  ): Promise<StageDetail> {
    return this.#act(user, slug, context, (_stage, by) => ({ type: 'DeleteStage', by }));
  }

  /** Acts on the caller's own stage, and answers it as the command left it. */
  async #act(
    user: UserRecord,
    slug: string,
    context: CommandContext,
    command: (stage: Stage, by: StageActor) => ExistingStageCommand | Promise<ExistingStageCommand>,
  ): Promise<StageDetail> {
    const { stage, by } = await this.stages.ownedBy(user, slug);
    const act = new ActOnStageCommand(stage.stageId, await command(stage, by), context);
    return this.stages.detail(await this.commands.execute(act));
  }
}
