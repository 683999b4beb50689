import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  OrganizationChild,
  OrganizationChildDetail,
  OrganizationChildListQuery,
} from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ChildHealthViewsRepository } from '../../families/index.js';
import { Access, Authenticated, type Authentication } from '../../identity/index.js';
import { OrganizationsRepository } from '../../organizations/index.js';
import { sendPage } from '../../platform/http/list-page.js';
import { DATABASE } from '../../platform/tokens.js';
import {
  childNotRegistered,
  OrganizationChildrenQuery,
} from '../queries/organization-children.query.js';

/**
 * The children registered with the organizer's organization. The health sheet is special-category
 * data: in the detail alone, only while the child is registered and up to 30 days after the
 * latest stage ends, and each answer carrying it is recorded, in the same transaction, for the
 * family to see. A child never registered with the organization is not found.
 */
@ApiTags('enrollments')
@Controller('organization/children')
@Access({ confirmed: true, role: 'organization' })
export class OrganizationChildrenController {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly children: OrganizationChildrenQuery,
    private readonly views: ChildHealthViewsRepository,
    private readonly organizations: OrganizationsRepository,
  ) {}

  /** Pending or accepted registrations only; never a health field. */
  @Get()
  @ApiOkResponse({ standardSchema: z.array(OrganizationChild) })
  async list(
    @Query({ schema: OrganizationChildListQuery })
    query: z.output<typeof OrganizationChildListQuery>,
    @Authenticated() { user }: Authentication,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OrganizationChild[]> {
    const organization = await this.organizations.ownedBy(user.id);
    return sendPage(reply, 'children', query, 'last_name', (page) =>
      this.children.list(organization.id, page, query.filter ?? {}),
    );
  }

  /** Outside the window the identity alone, `health_available: false` and `health: null`. */
  @Get(':id')
  @ApiOkResponse({ standardSchema: OrganizationChildDetail })
  async get(
    @Param('id', { schema: z.uuid() }) id: string,
    @Authenticated() { user }: Authentication,
  ): Promise<OrganizationChildDetail> {
    const organization = await this.organizations.ownedBy(user.id);
    // The window is decided and the reading recorded in the transaction that reads the sheet.
    return this.db.transaction(async (tx) => {
      const child = await this.children.find(organization.id, id, new Date(), tx);
      if (!child) throw childNotRegistered();
      if (!child.health_available) return { ...child, health: null };
      const health = await this.children.health(id, tx);
      if (health) {
        await this.views.record(tx, id, {
          userId: user.id,
          role: 'organization',
          organizationId: organization.id,
        });
      }
      return { ...child, health };
    });
  }
}
