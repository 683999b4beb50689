import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminStageListQuery, StageSummary } from '@stages/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { Access } from '../../identity/access/access.js';
import { sendPage } from '../../platform/http/list-page.js';
import { StageCatalogueQuery } from '../../stages/catalogue/stage-catalogue.query.js';

/**
 * Every stage, hidden and past ones included. Administrators hide or show one through the
 * stage's own visibility endpoint.
 */
@ApiTags('admin')
@Controller('admin/stages')
@Access({ role: 'administrator' })
export class AdminStagesController {
  constructor(@Inject(StageCatalogueQuery) private readonly catalogue: StageCatalogueQuery) {}

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
}
