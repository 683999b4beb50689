import { Body, Controller, Get, Param, Put, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorCode, PricePlan, PricePlanUpdate } from '@stages/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { Access } from '../../identity/index.js';
import { DomainError } from '../../platform/domain-error.js';
import { sendPage } from '../../platform/http/list-page.js';
import { PricePlansRepository } from '../persistence/price-plans.repository.js';

const Code = z.string().max(60);

@ApiTags('price plans')
@Controller()
export class PricePlansController {
  constructor(private readonly plans: PricePlansRepository) {}

  /** Public: the pricing section of the organizations' landing page reads it. */
  @Get('price-plans')
  @ApiOkResponse({ standardSchema: z.array(PricePlan) })
  async list(@Res({ passthrough: true }) reply: FastifyReply): Promise<PricePlan[]> {
    const all = await this.plans.all();
    return sendPage(reply, 'price-plans', { range: [0, Math.max(all.length, 1) - 1] }, 'id', () =>
      Promise.resolve({ items: all, total: all.length }),
    );
  }

  @Get('admin/price-plans')
  @Access({ role: 'administrator' })
  @ApiOkResponse({ standardSchema: z.array(PricePlan) })
  adminList(@Res({ passthrough: true }) reply: FastifyReply): Promise<PricePlan[]> {
    return this.list(reply);
  }

  @Get('admin/price-plans/:id')
  @Access({ role: 'administrator' })
  @ApiOkResponse({ standardSchema: PricePlan })
  async get(@Param('id', { schema: Code }) id: string): Promise<PricePlan> {
    const plan = (await this.plans.all()).find((candidate) => candidate.id === id);
    if (!plan) throw new DomainError(ErrorCode.recordNotFound, 'No such plan', 404);
    return plan;
  }

  @Put('admin/price-plans/:id')
  @Access({ role: 'administrator' })
  @ApiOkResponse({ standardSchema: PricePlan })
  async update(
    @Param('id', { schema: Code }) id: string,
    @Body({ schema: PricePlanUpdate }) body: z.output<typeof PricePlanUpdate>,
  ): Promise<PricePlan> {
    const plan = await this.plans.update(id, body);
    if (!plan) throw new DomainError(ErrorCode.recordNotFound, 'No such plan', 404);
    return plan;
  }
}
