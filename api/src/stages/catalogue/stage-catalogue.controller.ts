import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { contentRange, StageListQuery, StageSummary } from '@stages/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { StageCatalogueQuery } from './stage-catalogue.query.js';

const DEFAULT_PAGE_SIZE = 25;

@ApiTags('stages')
@Controller('stages')
export class StageCatalogueController {
  constructor(@Inject(StageCatalogueQuery) private readonly catalogue: StageCatalogueQuery) {}

  /** The public list of stages, soonest first, paged the way react-admin's simple REST client asks. */
  @Get()
  @ApiOkResponse({
    standardSchema: z.array(StageSummary),
    description: 'A page of stages; the Content-Range header gives the position and total',
  })
  async list(
    @Query({ schema: StageListQuery }) query: z.output<typeof StageListQuery>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StageSummary[]> {
    const [first, last] = query.range ?? [0, DEFAULT_PAGE_SIZE - 1];
    const [sort, order] = query.sort ?? ['starts_at', 'ASC'];
    const page = await this.catalogue.list({ offset: first, limit: last - first + 1, sort, order });
    void reply
      .header('content-range', contentRange('stages', first, page.items.length, page.total))
      .header('access-control-expose-headers', 'Content-Range');
    return page.items;
  }
}
