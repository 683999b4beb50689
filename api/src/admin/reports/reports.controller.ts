import { Body, Controller, Get, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  Acknowledgement,
  ErrorCode,
  Report,
  ReportListQuery,
  ReportRequest,
  ReportUpdate,
} from '@stages/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Access, Authenticated, type Authentication } from '../../identity/index.js';
import { DomainError } from '../../platform/domain-error.js';
import { answerKeyOf } from '../../platform/idempotency/answer-within.js';
import { sendPage } from '../../platform/http/list-page.js';
import { clientNetwork } from '../../platform/rate-limit/client-network.js';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import { OrganizationCatalogueQuery, StageCatalogueQuery } from '../../stages/index.js';
import { ReportsRepository } from './reports.repository.js';
import { CommandEndpoint } from '../../platform/commands/command-endpoint.decorator.js';

@ApiTags('reports')
@Controller()
export class ReportsController {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly stages: StageCatalogueQuery,
    private readonly organizations: OrganizationCatalogueQuery,
    private readonly limiter: RateLimiter,
  ) {}

  /** Anyone, signed in or not, may flag a stage or an organization, a few times an hour. */
  @Post('reports')
  @CommandEndpoint()
  @ApiOkResponse({ standardSchema: Acknowledgement })
  async create(
    @Body({ schema: ReportRequest }) body: z.output<typeof ReportRequest>,
    @Req() request: FastifyRequest,
  ): Promise<Acknowledgement> {
    await this.limiter.attempt({
      bucket: `report:ip:${clientNetwork(request.ip)}`,
      limit: 20,
      windowSeconds: 3_600,
    });
    const target =
      body.target_type === 'stage'
        ? await this.stages.find(body.target_slug)
        : await this.organizations.find(body.target_slug);
    if (!target) {
      const code =
        body.target_type === 'stage' ? ErrorCode.stageNotFound : ErrorCode.organizationNotFound;
      throw new DomainError(code, 'Nothing to report under this address', 404);
    }
    return this.reports.create(body, target, request.auth?.user.id ?? null, answerKeyOf(request));
  }

  @Get('admin/reports')
  @Access({ role: 'administrator' })
  @ApiOkResponse({ standardSchema: z.array(Report) })
  list(
    @Query({ schema: ReportListQuery }) query: z.output<typeof ReportListQuery>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Report[]> {
    return sendPage(reply, 'reports', query, 'created_at', (page) =>
      this.reports.list(page, query.filter ?? {}),
    );
  }

  @Get('admin/reports/:id')
  @Access({ role: 'administrator' })
  @ApiOkResponse({ standardSchema: Report })
  async get(@Param('id', { schema: z.uuid() }) id: string): Promise<Report> {
    const report = await this.reports.find(id);
    if (!report) throw new DomainError(ErrorCode.recordNotFound, 'No such report', 404);
    return report;
  }

  /** Marks a report handled, or open again. */
  @Put('admin/reports/:id')
  @Access({ role: 'administrator' })
  @ApiOkResponse({ standardSchema: Report })
  async update(
    @Param('id', { schema: z.uuid() }) id: string,
    @Body({ schema: ReportUpdate }) body: z.output<typeof ReportUpdate>,
    @Authenticated() { user }: Authentication,
  ): Promise<Report> {
    const report = await this.reports.setStatus(id, body.status, user.id);
    if (!report) throw new DomainError(ErrorCode.recordNotFound, 'No such report', 404);
    return report;
  }
}
