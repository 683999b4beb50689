import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorCode, StageDetail, StageListQuery, StageSummary } from '@stages/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../platform/domain-error.js';
import { sendPage } from '../../platform/http/list-page.js';
import { StageCatalogueQuery } from '../queries/stage-catalogue.query.js';

@ApiTags('stages')
@Controller('stages')
export class StageCatalogueController {
  constructor(private readonly catalogue: StageCatalogueQuery) {}

  /**
   * The public list: visible stages that have not ended, soonest first, filtered and paged the
   * way react-admin's simple REST client asks.
   */
  @Get()
  @ApiOkResponse({
    standardSchema: z.array(StageSummary),
    description: 'A page of stages; the Content-Range header gives the position and total',
  })
  async list(
    @Query({ schema: StageListQuery }) query: z.output<typeof StageListQuery>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StageSummary[]> {
    return sendPage(reply, 'stages', query, 'starts_at', (page) =>
      this.catalogue.list({ ...page, filter: query.filter ?? {}, scope: { kind: 'public' } }),
    );
  }

  /** Everything a parent needs to decide, with whether registration is open and why not. */
  @Get(':slug')
  @ApiOkResponse({ standardSchema: StageDetail })
  async detail(@Param('slug', { schema: z.string().max(200) }) slug: string): Promise<StageDetail> {
    const stage = await this.catalogue.find(slug);
    if (!stage) throw new DomainError(ErrorCode.stageNotFound, 'No such stage', 404);
    return stage;
  }
}
