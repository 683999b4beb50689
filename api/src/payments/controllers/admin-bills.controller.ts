import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { BillListItem, BillListQuery, BillTotals } from '@stages/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { Access } from '../../identity/index.js';
import { sendPage } from '../../platform/http/list-page.js';
import { BillsQuery, newestBillFirst } from '../queries/bills.query.js';

/** Every bill on the platform, to answer a family or an organization. Read-only. */
@ApiTags('admin')
@Controller('admin/bills')
@Access({ role: 'administrator' })
export class AdminBillsController {
  constructor(private readonly bills: BillsQuery) {}

  @Get()
  @ApiOkResponse({ standardSchema: z.array(BillListItem) })
  list(
    @Query({ schema: BillListQuery }) query: z.output<typeof BillListQuery>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BillListItem[]> {
    return sendPage(reply, 'bills', newestBillFirst(query), 'issued_on', (page) =>
      this.bills.list({ platform: true }, page, query.filter ?? {}),
    );
  }

  @Get('totals')
  @ApiOkResponse({ standardSchema: BillTotals })
  totals(
    @Query({ schema: BillListQuery }) query: z.output<typeof BillListQuery>,
  ): Promise<BillTotals> {
    return this.bills.totals({ platform: true }, query.filter ?? {});
  }
}
