import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { BillListItem, BillListQuery, BillTotals } from '@stages/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { Access, Authenticated, type Authentication } from '../../identity/index.js';
import { OrganizationsRepository } from '../../organizations/index.js';
import { sendPage } from '../../platform/http/list-page.js';
import { BillsQuery, newestBillFirst } from '../queries/bills.query.js';

/** The bills of the organization's stages: its payments view. */
@ApiTags('payments')
@Controller('organization/bills')
@Access({ confirmed: true, role: 'organization' })
export class OrganizationBillsController {
  constructor(
    private readonly organizations: OrganizationsRepository,
    private readonly bills: BillsQuery,
  ) {}

  /** Newest bill first unless asked otherwise; `payment_status` filters on the day's status. */
  @Get()
  @ApiOkResponse({ standardSchema: z.array(BillListItem) })
  async list(
    @Query({ schema: BillListQuery }) query: z.output<typeof BillListQuery>,
    @Authenticated() { user }: Authentication,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BillListItem[]> {
    const { id } = await this.organizations.ownedBy(user.id);
    return sendPage(reply, 'bills', newestBillFirst(query), 'issued_on', (page) =>
      this.bills.list({ organizationId: id }, page, query.filter ?? {}),
    );
  }

  /** Due, overdue, paid and owed back, over the bills the same filter selects. */
  @Get('totals')
  @ApiOkResponse({ standardSchema: BillTotals })
  async totals(
    @Query({ schema: BillListQuery }) query: z.output<typeof BillListQuery>,
    @Authenticated() { user }: Authentication,
  ): Promise<BillTotals> {
    const { id } = await this.organizations.ownedBy(user.id);
    return this.bills.totals({ organizationId: id }, query.filter ?? {});
  }
}
