import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DecisionListQuery, DecisionRecord } from '@stages/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { Access, Authenticated, type Authentication } from '../../identity/index.js';
import { OrganizationsRepository } from '../../organizations/index.js';
import { sendPage } from '../../platform/http/list-page.js';
import { DecisionsQuery, newestFirst } from '../queries/decisions.query.js';
import { EnrollmentsQuery } from '../queries/enrollments.query.js';
import { SlugParam } from '../../platform/http/slug-param.js';

/** A stage's decision history, for its organizer; another organization's stage is not found. */
@ApiTags('enrollments')
@Controller('organization/stages/:slug/decisions')
@Access({ confirmed: true, role: 'organization' })
export class DecisionsController {
  constructor(
    private readonly decisions: DecisionsQuery,
    private readonly enrollments: EnrollmentsQuery,
    private readonly organizations: OrganizationsRepository,
  ) {}

  /** Newest first unless asked otherwise. 404 `stage.not_found` for another's stage. */
  @Get()
  @ApiOkResponse({ standardSchema: z.array(DecisionRecord) })
  async list(
    @Param('slug', { schema: SlugParam }) slug: string,
    @Query({ schema: DecisionListQuery }) query: z.output<typeof DecisionListQuery>,
    @Authenticated() { user }: Authentication,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<DecisionRecord[]> {
    const organization = await this.organizations.ownedBy(user.id);
    const stageId = await this.enrollments.stageOfOrganization(organization.id, slug);
    return sendPage(reply, 'decisions', newestFirst(query), 'occurred_at', (page) =>
      this.decisions.ofStage(stageId, page, query.filter ?? {}),
    );
  }
}
