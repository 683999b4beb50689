import {
  Body,
  Controller,
  Delete,
  Get,
  Inject,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  CreateStageRequest,
  ManagedStageListQuery,
  StageDetail,
  StageSummary,
  StageVisibilityRequest,
  StoredFileInfo,
  UpdateStageRequest,
} from '@stages/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { UploadReceiver } from '../../documents/uploads/upload-receiver.js';
import { Access, Authenticated } from '../../identity/access/access.js';
import type { Authentication } from '../../identity/sessions/session.service.js';
import { OrganizationsRepository } from '../../organizations/organizations.repository.js';
import {
  CommandContextParam,
  type CommandContext,
} from '../../platform/commands/command-context.js';
import { CommandEndpoint } from '../../platform/commands/command-endpoint.decorator.js';
import { sendPage } from '../../platform/http/list-page.js';
import { StageCatalogueQuery } from '../catalogue/stage-catalogue.query.js';
import { StageManagementService } from './stage-management.service.js';

const Slug = z.string().min(1).max(200);

/** An organizer's own stages: list, create, edit, show and hide, delete, and their images. */
@ApiTags('stage management')
@Controller()
export class StageManagementController {
  constructor(
    @Inject(StageManagementService) private readonly stages: StageManagementService,
    @Inject(StageCatalogueQuery) private readonly catalogue: StageCatalogueQuery,
    @Inject(OrganizationsRepository) private readonly organizations: OrganizationsRepository,
    @Inject(UploadReceiver) private readonly uploads: UploadReceiver,
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
  create(
    @Body({ schema: CreateStageRequest }) body: z.output<typeof CreateStageRequest>,
    @Authenticated() { user }: Authentication,
    @CommandContextParam() context: CommandContext,
  ): Promise<StageDetail> {
    return this.stages.create(user, body, context);
  }

  /** The image a stage form will name; uploaded before the stage is saved. */
  @Post('stage/manage/image')
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
  get(
    @Param('slug', { schema: Slug }) slug: string,
    @Authenticated() { user }: Authentication,
  ): Promise<StageDetail> {
    return this.stages.get(user, slug);
  }

  @Put('stage/manage/:slug')
  @Access({ confirmed: true })
  @CommandEndpoint()
  @ApiOkResponse({ standardSchema: StageDetail })
  update(
    @Param('slug', { schema: Slug }) slug: string,
    @Body({ schema: UpdateStageRequest }) body: z.output<typeof UpdateStageRequest>,
    @Authenticated() { user }: Authentication,
    @CommandContextParam() context: CommandContext,
  ): Promise<StageDetail> {
    return this.stages.update(user, slug, body, context);
  }

  /** Shown: listed and open to registrations. Hidden: neither. */
  @Put('stage/manage/:slug/visibility')
  @Access({ confirmed: true })
  @CommandEndpoint()
  @ApiOkResponse({ standardSchema: StageDetail })
  setVisibility(
    @Param('slug', { schema: Slug }) slug: string,
    @Body({ schema: StageVisibilityRequest }) body: z.output<typeof StageVisibilityRequest>,
    @Authenticated() { user }: Authentication,
    @CommandContextParam() context: CommandContext,
  ): Promise<StageDetail> {
    return this.stages.setVisibility(user, slug, body.visible, context);
  }

  /** Refused once a child is registered: hide the stage instead. */
  @Delete('stage/manage/:slug')
  @Access({ confirmed: true })
  @CommandEndpoint()
  @ApiOkResponse({ standardSchema: StageDetail })
  delete(
    @Param('slug', { schema: Slug }) slug: string,
    @Authenticated() { user }: Authentication,
    @CommandContextParam() context: CommandContext,
  ): Promise<StageDetail> {
    return this.stages.delete(user, slug, context);
  }
}
