import { Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { BankStatementReport, ErrorCode, listQuery, STATEMENT_MAX_BYTES } from '@stages/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FileUpload, readOneFile } from '../../documents/index.js';
import { Access, Authenticated, type Authentication } from '../../identity/index.js';
import { OrganizationsRepository } from '../../organizations/index.js';
import {
  CommandContextParam,
  type CommandContext,
} from '../../platform/commands/command-context.js';
import { CommandEndpoint } from '../../platform/commands/command-endpoint.decorator.js';
import { DomainError } from '../../platform/domain-error.js';
import { sendPage } from '../../platform/http/list-page.js';
import { ImportStatementCommand } from '../commands/import-statement.command.js';
import { StatementImportsQuery } from '../queries/statement-imports.query.js';

const ImportListQuery = listQuery(['imported_at'], z.object({}).strict());

/** The organization's bank statements: imported to mark bills paid, and their reports. */
@ApiTags('payments')
@Controller('organization/bank-statements')
@Access({ confirmed: true, role: 'organization' })
export class BankStatementsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly query: StatementImportsQuery,
    private readonly organizations: OrganizationsRepository,
  ) {}

  /**
   * A CODA or camt.053 file of 20 MiB at most, in the field `file`. 413 `upload.too_large`,
   * 400 `upload.wrong_field`, 422 `statement.unreadable` (nothing recorded), 422
   * `statement.other_account`.
   */
  @Post()
  @FileUpload()
  @CommandEndpoint()
  @ApiOkResponse({ standardSchema: BankStatementReport })
  async import(
    @Req() request: FastifyRequest,
    @Authenticated() { user }: Authentication,
    @CommandContextParam() context: CommandContext,
  ): Promise<BankStatementReport> {
    if (!request.isMultipart()) {
      throw new DomainError(
        ErrorCode.uploadMissing,
        'Send the statement as multipart/form-data',
        400,
      );
    }
    const file = await readOneFile(request, STATEMENT_MAX_BYTES);
    return this.commands.execute(new ImportStatementCommand(user.id, file, context));
  }

  /** Newest first: the imports and what each found. */
  @Get()
  @ApiOkResponse({ standardSchema: z.array(BankStatementReport) })
  async list(
    @Query({ schema: ImportListQuery }) query: z.output<typeof ImportListQuery>,
    @Authenticated() { user }: Authentication,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BankStatementReport[]> {
    const { id } = await this.organizations.ownedBy(user.id);
    const newestFirst = { ...query, sort: query.sort ?? (['imported_at', 'DESC'] as const) };
    return sendPage(reply, 'bank-statements', newestFirst, 'imported_at', (page) =>
      this.query.list(id, page),
    );
  }

  @Get(':id')
  @ApiOkResponse({ standardSchema: BankStatementReport })
  async get(
    @Param('id', { schema: z.uuid() }) importId: string,
    @Authenticated() { user }: Authentication,
  ): Promise<BankStatementReport> {
    const { id } = await this.organizations.ownedBy(user.id);
    return this.query.one(id, importId);
  }
}
