import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  AdminStageListQuery,
  StageDetail,
  StageModerationRequest,
  StageSummary,
} from '@stages/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { Access } from '../../identity/index.js';
import {
  CommandContextParam,
  type CommandContext,
} from '../../platform/commands/command-context.js';
import { CommandEndpoint } from '../../platform/commands/command-endpoint.decorator.js';
import { sendPage } from '../../platform/http/list-page.js';
import { StageCatalogueQuery } from '../../stages/queries/stage-catalogue.query.js';
import { ActOnStageCommand } from '../../stages/commands/act-on-stage.command.js';
import { ManagedStagesQuery } from '../../stages/queries/managed-stages.query.js';
import { SlugParam } from '../../platform/http/slug-param.js';

/** Every stage, hidden and past ones included, and their moderation. */
@ApiTags('admin')
@Controller('admin/stages')
@Access({ role: 'administrator' })
export class AdminStagesController {
  constructor(
    private readonly catalogue: StageCatalogueQuery,
    private readonly stages: ManagedStagesQuery,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOkResponse({ standardSchema: z.array(StageSummary) })
  list(
    @Query({ schema: AdminStageListQuery }) query: z.output<typeof AdminStageListQuery>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StageSummary[]> {
    return sendPage(reply, 'stages', query, 'starts_at', (page) =>
      this.catalogue.list({ ...page, filter: query.filter ?? {}, scope: { kind: 'all' } }),
    );
  }

  /**
   * Takes a stage off the public site whatever its organizer chose (after a report, say), with
   * the reason its organizer reads, or gives it back to the organizer's own choice. The
   * organizer cannot show it meanwhile.
   */
  @Put(':slug/moderation')
  @CommandEndpoint()
  @ApiOkResponse({ standardSchema: StageDetail })
  async moderate(
    @Param('slug', { schema: SlugParam }) slug: string,
    @Body({ schema: StageModerationRequest }) body: z.output<typeof StageModerationRequest>,
    @CommandContextParam() context: CommandContext,
  ): Promise<StageDetail> {
    const { stageId } = await this.stages.bySlug(slug);
    const command = {
      type: 'ModerateStage',
      hidden: body.hidden,
      reason: body.hidden ? (body.reason ?? null) : null,
      by: { kind: 'administrator' },
    } as const;
    const after = await this.commands.execute(new ActOnStageCommand(stageId, command, context));
    return this.stages.detail(after);
  }
}
