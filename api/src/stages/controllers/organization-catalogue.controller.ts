import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  ErrorCode,
  OrganizationListQuery,
  OrganizationPage,
  OrganizationSummary,
} from '@stages/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../platform/domain-error.js';
import { sendPage } from '../../platform/http/list-page.js';
import { OrganizationCatalogueQuery } from '../queries/organization-catalogue.query.js';
import { StageCatalogueQuery } from '../../stages/queries/stage-catalogue.query.js';

/** The verified organizations anyone may browse, each with its upcoming stages. */
@ApiTags('organizations')
@Controller('organizations')
export class OrganizationCatalogueController {
  constructor(
    private readonly organizations: OrganizationCatalogueQuery,
    private readonly stages: StageCatalogueQuery,
  ) {}

  @Get()
  @ApiOkResponse({ standardSchema: z.array(OrganizationSummary) })
  list(
    @Query({ schema: OrganizationListQuery }) query: z.output<typeof OrganizationListQuery>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OrganizationSummary[]> {
    return sendPage(reply, 'organizations', query, 'name', (page) =>
      this.organizations.list({ ...page, q: query.filter?.q }),
    );
  }

  @Get(':slug')
  @ApiOkResponse({ standardSchema: OrganizationPage })
  async detail(
    @Param('slug', { schema: z.string().max(200) }) slug: string,
  ): Promise<OrganizationPage> {
    const organization = await this.organizations.find(slug);
    if (!organization) {
      throw new DomainError(ErrorCode.organizationNotFound, 'No such organization', 404);
    }
    const { items } = await this.stages.list({
      offset: 0,
      limit: 100,
      sort: 'starts_at',
      order: 'ASC',
      filter: { organization: slug },
      scope: { kind: 'public' },
    });
    return { ...organization, stages: items };
  }
}
