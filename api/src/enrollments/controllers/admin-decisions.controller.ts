import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DecisionListQuery, DecisionRecord } from '@stages/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { DecisionsQuery, newestFirst } from '../../enrollments/queries/decisions.query.js';
import { Access } from '../../identity/index.js';
import { sendPage } from '../../platform/http/list-page.js';

/** Every enrollment decision on the platform, who made it and from which request. Read-only. */
@ApiTags('admin')
@Controller('admin/decisions')
@Access({ role: 'administrator' })
export class AdminDecisionsController {
  constructor(private readonly decisions: DecisionsQuery) {}

  /** Newest first unless asked otherwise. */
  @Get()
  @ApiOkResponse({ standardSchema: z.array(DecisionRecord) })
  list(
    @Query({ schema: DecisionListQuery }) query: z.output<typeof DecisionListQuery>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<DecisionRecord[]> {
    return sendPage(reply, 'decisions', newestFirst(query), 'occurred_at', (page) =>
      this.decisions.all(page, query.filter ?? {}),
    );
  }
}
