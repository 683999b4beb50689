import { Body, Controller, Get, Inject, Param, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  AdminChild,
  AdminChildDetail,
  AdminChildDetailQuery,
  AdminChildListQuery,
  AdminChildUpdate,
  ChildHealthView,
  ChildHealthViewListQuery,
  ErrorCode,
} from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  duplicateNationalRegisterNumber,
  isUniqueViolation,
} from '../../families/domain/family-refusals.js';
import { ChildHealthViewsRepository } from '../../families/persistence/child-health-views.repository.js';
import { Access, Authenticated, type Authentication } from '../../identity/index.js';
import { DomainError } from '../../platform/domain-error.js';
import { sendPage } from '../../platform/http/list-page.js';
import { DATABASE } from '../../platform/tokens.js';
import { AdminChildrenRepository } from '../persistence/admin-children.repository.js';

const childNotFound = () => new DomainError(ErrorCode.childNotFound, 'No such child', 404);

/**
 * Children for the administrators. Their health data is special-category data: it is in the
 * detail alone, and each detail that carries it records who read it, in the same transaction.
 * Nothing of it is logged.
 */
@ApiTags('admin')
@Controller('admin/children')
@Access({ role: 'administrator' })
export class AdminChildrenController {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly children: AdminChildrenRepository,
    private readonly views: ChildHealthViewsRepository,
  ) {}

  @Get()
  @ApiOkResponse({ standardSchema: z.array(AdminChild) })
  list(
    @Query({ schema: AdminChildListQuery }) query: z.output<typeof AdminChildListQuery>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminChild[]> {
    return sendPage(reply, 'children', query, 'last_name', (page) =>
      this.children.list(page, query.filter ?? {}),
    );
  }

  @Get(':id')
  @ApiOkResponse({ standardSchema: AdminChildDetail })
  async get(
    @Param('id', { schema: z.uuid() }) id: string,
    @Query({ schema: AdminChildDetailQuery }) query: z.output<typeof AdminChildDetailQuery>,
    @Authenticated() { user }: Authentication,
  ): Promise<AdminChildDetail> {
    if (!query.health) return this.#identity(id);
    return this.db.transaction(async (tx) => {
      const child = await this.children.find(id, tx);
      if (!child) throw childNotFound();
      await this.views.record(tx, id, { userId: user.id, role: 'administrator' });
      return { ...child, health: await this.children.health(id, tx) };
    });
  }

  /** Who read the child's health data and when, latest first. */
  @Get(':id/health-views')
  @ApiOkResponse({ standardSchema: z.array(ChildHealthView) })
  async healthViews(
    @Param('id', { schema: z.uuid() }) id: string,
    @Query({ schema: ChildHealthViewListQuery }) query: z.output<typeof ChildHealthViewListQuery>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ChildHealthView[]> {
    await this.#identity(id);
    return sendPage(
      reply,
      'health-views',
      { ...query, sort: query.sort ?? ['viewed_at', 'DESC'] },
      'viewed_at',
      (page) => this.views.list(id, page),
    );
  }

  /** The identity alone; the answer carries no health data, so nothing is recorded. */
  @Put(':id')
  @ApiOkResponse({ standardSchema: AdminChildDetail })
  async update(
    @Param('id', { schema: z.uuid() }) id: string,
    @Body({ schema: AdminChildUpdate }) body: AdminChildUpdate,
  ): Promise<AdminChildDetail> {
    try {
      if (!(await this.children.update(id, body))) throw childNotFound();
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateNationalRegisterNumber();
      throw error;
    }
    return this.#identity(id);
  }

  async #identity(id: string) {
    const child = await this.children.find(id);
    if (!child) throw childNotFound();
    return child;
  }
}
