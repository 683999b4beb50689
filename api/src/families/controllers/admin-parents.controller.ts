import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  AdminParent,
  AdminParentDetail,
  AdminParentListQuery,
  AdminParentUpdate,
  ErrorCode,
  FieldErrorCode,
} from '@stages/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { Access } from '../../identity/index.js';
import { DomainError } from '../../platform/domain-error.js';
import { sendPage } from '../../platform/http/list-page.js';
import { AdminParentsRepository } from '../persistence/admin-parents.repository.js';

const parentNotFound = () => new DomainError(ErrorCode.recordNotFound, 'No such parent', 404);

@ApiTags('admin')
@Controller('admin/parents')
@Access({ role: 'administrator' })
export class AdminParentsController {
  constructor(private readonly parents: AdminParentsRepository) {}

  @Get()
  @ApiOkResponse({ standardSchema: z.array(AdminParent) })
  list(
    @Query({ schema: AdminParentListQuery }) query: z.output<typeof AdminParentListQuery>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminParent[]> {
    return sendPage(reply, 'parents', query, 'last_name', (page) =>
      this.parents.list(page, query.filter ?? {}),
    );
  }

  /** The parent's contact details and children; none of the children's health data. */
  @Get(':id')
  @ApiOkResponse({ standardSchema: AdminParentDetail })
  async get(@Param('id', { schema: z.uuid() }) id: string): Promise<AdminParentDetail> {
    const parent = await this.parents.find(id);
    if (!parent) throw parentNotFound();
    return parent;
  }

  /** The e-mail address signs the parent in: it may come back as read, not changed here. */
  @Put(':id')
  @ApiOkResponse({ standardSchema: AdminParentDetail })
  async update(
    @Param('id', { schema: z.uuid() }) id: string,
    @Body({ schema: AdminParentUpdate }) body: AdminParentUpdate,
  ): Promise<AdminParentDetail> {
    const email = await this.parents.emailOf(id);
    if (email === null) throw parentNotFound();
    if (body.email !== undefined && body.email.trim().toLowerCase() !== email) {
      throw new DomainError(
        ErrorCode.requestInvalid,
        'The e-mail address is not changed here.',
        400,
        { email: FieldErrorCode.readOnly },
      );
    }
    await this.parents.update(id, body);
    return this.get(id);
  }
}
