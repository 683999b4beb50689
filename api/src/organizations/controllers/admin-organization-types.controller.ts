import { Body, Controller, Delete, Get, Param, Post, Put, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorCode, OrganizationType, OrganizationTypeInput } from '@stages/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { Access } from '../../identity/index.js';
import { OrganizationTypesRepository } from '../../organizations/persistence/organization-types.repository.js';
import { DomainError } from '../../platform/domain-error.js';
import { AnswerKeyParam, type AnswerKey } from '../../platform/idempotency/answer-within.js';
import { sendPage } from '../../platform/http/list-page.js';
import { CommandEndpoint } from '../../platform/commands/command-endpoint.decorator.js';

const Code = z.string().max(60);
const Labels = OrganizationTypeInput.omit({ id: true });

@ApiTags('admin')
@Controller('admin/organization-types')
@Access({ role: 'administrator' })
export class AdminOrganizationTypesController {
  constructor(private readonly types: OrganizationTypesRepository) {}

  @Get()
  @ApiOkResponse({ standardSchema: z.array(OrganizationType) })
  async list(@Res({ passthrough: true }) reply: FastifyReply): Promise<OrganizationType[]> {
    const all = await this.types.all();
    return sendPage(
      reply,
      'organization-types',
      { range: [0, Math.max(all.length, 1) - 1] },
      'id',
      () => Promise.resolve({ items: all, total: all.length }),
    );
  }

  @Get(':id')
  @ApiOkResponse({ standardSchema: OrganizationType })
  async get(@Param('id', { schema: Code }) id: string): Promise<OrganizationType> {
    const type = await this.types.find(id);
    if (!type) throw new DomainError(ErrorCode.recordNotFound, 'No such type', 404);
    return type;
  }

  @Post()
  @CommandEndpoint()
  @ApiOkResponse({ standardSchema: OrganizationType })
  async create(
    @Body({ schema: OrganizationTypeInput }) body: z.output<typeof OrganizationTypeInput>,
    @AnswerKeyParam() answerKey: AnswerKey | null,
  ): Promise<OrganizationType> {
    const created = await this.types.create(body.id, body, answerKey);
    if (!created) {
      throw new DomainError(ErrorCode.organizationTypeExists, 'This code is taken', 409, {
        id: ErrorCode.organizationTypeExists,
      });
    }
    return created;
  }

  @Put(':id')
  @ApiOkResponse({ standardSchema: OrganizationType })
  async update(
    @Param('id', { schema: Code }) id: string,
    @Body({ schema: Labels }) body: z.output<typeof Labels>,
  ): Promise<OrganizationType> {
    const updated = await this.types.update(id, body);
    if (!updated) throw new DomainError(ErrorCode.recordNotFound, 'No such type', 404);
    return updated;
  }

  /** Built-in types and types organizations use stay. */
  @Delete(':id')
  @ApiOkResponse({ standardSchema: OrganizationType })
  async delete(@Param('id', { schema: Code }) id: string): Promise<OrganizationType> {
    const type = await this.get(id);
    if (!(await this.types.deleteUnused(id))) {
      throw new DomainError(ErrorCode.organizationTypeInUse, 'This type is in use', 409);
    }
    return type;
  }
}
