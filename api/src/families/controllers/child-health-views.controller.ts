import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ChildHealthView, ChildHealthViewListQuery } from '@stages/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { Access, Authenticated, type Authentication } from '../../identity/index.js';
import { sendPage } from '../../platform/http/list-page.js';
import { ChildHealthViewsRepository } from '../persistence/child-health-views.repository.js';
import { ChildrenQuery } from '../queries/children.query.js';

/**
 * Who read a child's health sheet and when, for the child's family (own or shared): the
 * organizations it is registered with and the platform's administrators. Another family's child
 * is not found.
 */
@ApiTags('families')
@Controller('children')
@Access({ confirmed: true, role: 'parent' })
export class ChildHealthViewsController {
  constructor(
    private readonly children: ChildrenQuery,
    private readonly views: ChildHealthViewsRepository,
  ) {}

  @Get(':id/health-views')
  @ApiOkResponse({ standardSchema: z.array(ChildHealthView) })
  async list(
    @Param('id', { schema: z.uuid() }) id: string,
    @Query({ schema: ChildHealthViewListQuery }) query: z.output<typeof ChildHealthViewListQuery>,
    @Authenticated() { user }: Authentication,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ChildHealthView[]> {
    await this.children.find(user.id, id);
    return sendPage(
      reply,
      'health-views',
      { ...query, sort: query.sort ?? ['viewed_at', 'DESC'] },
      'viewed_at',
      (page) => this.views.list(id, page),
    );
  }
}
