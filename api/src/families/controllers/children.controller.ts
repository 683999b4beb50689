import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Child, ChildInput, ChildListQuery } from '@stages/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { Access, Authenticated, type Authentication } from '../../identity/index.js';
import { sendPage } from '../../platform/http/list-page.js';
import { ChildrenService } from '../commands/children.service.js';
import { ChildrenQuery } from '../queries/children.query.js';
import { CommandEndpoint } from '../../platform/commands/command-endpoint.decorator.js';
import { AnswerKeyParam, type AnswerKey } from '../../platform/idempotency/answer-within.js';

/**
 * A parent's children, identity and health, in the shape ra-data-simple-rest reads. Another
 * family's child is not found (404); administrators will get grids of their own.
 */
@ApiTags('families')
@Controller('children')
@Access({ confirmed: true, role: 'parent' })
export class ChildrenController {
  constructor(
    private readonly query: ChildrenQuery,
    private readonly service: ChildrenService,
  ) {}

  @Get()
  @ApiOkResponse({ standardSchema: z.array(Child) })
  list(
    @Query({ schema: ChildListQuery }) query: z.output<typeof ChildListQuery>,
    @Authenticated() { user }: Authentication,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Child[]> {
    return sendPage(reply, 'children', query, 'last_name', (page) =>
      this.query.list(user.id, page, query.filter ?? {}),
    );
  }

  @Get(':id')
  @ApiOkResponse({ standardSchema: Child })
  get(
    @Param('id', { schema: z.uuid() }) id: string,
    @Authenticated() { user }: Authentication,
  ): Promise<Child> {
    return this.query.find(user.id, id);
  }

  /** Without an address, the child gets the parent's. */
  @Post()
  @CommandEndpoint()
  @ApiOkResponse({ standardSchema: Child })
  create(
    @Body({ schema: ChildInput }) body: ChildInput,
    @Authenticated() { user }: Authentication,
    @AnswerKeyParam() answerKey: AnswerKey | null,
  ): Promise<Child> {
    return this.service.create(user.id, body, answerKey);
  }

  /** Replaces every field; an address left out stays as it was. */
  @Put(':id')
  @ApiOkResponse({ standardSchema: Child })
  update(
    @Param('id', { schema: z.uuid() }) id: string,
    @Body({ schema: ChildInput }) body: ChildInput,
    @Authenticated() { user }: Authentication,
  ): Promise<Child> {
    return this.service.update(user.id, id, body);
  }

  /** Deletes the child with its health data, and answers what was deleted. */
  @Delete(':id')
  @ApiOkResponse({ standardSchema: Child })
  delete(
    @Param('id', { schema: z.uuid() }) id: string,
    @Authenticated() { user }: Authentication,
  ): Promise<Child> {
    return this.service.delete(user.id, id);
  }
}
