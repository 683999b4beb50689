import { Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  OrganizationSubscription,
  SubscriptionGrant,
  SubscriptionListQuery,
} from '@stages/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { Access } from '../../identity/index.js';
import {
  CommandContextParam,
  type CommandContext,
} from '../../platform/commands/command-context.js';
import { CommandEndpoint } from '../../platform/commands/command-endpoint.decorator.js';
import { sendPage } from '../../platform/http/list-page.js';
import { GrantPlanCommand } from '../commands/grant-plan.command.js';
import { SubscriptionsQuery } from '../queries/subscriptions.query.js';

const Id = z.uuid();

/** Every organization's plan, its history, and the plans administrators grant by hand. */
@ApiTags('admin')
@Controller('admin/subscriptions')
@Access({ role: 'administrator' })
export class AdminSubscriptionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly query: SubscriptionsQuery,
  ) {}

  @Get()
  @ApiOkResponse({ standardSchema: z.array(OrganizationSubscription) })
  list(
    @Query({ schema: SubscriptionListQuery }) query: z.output<typeof SubscriptionListQuery>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OrganizationSubscription[]> {
    return sendPage(reply, 'subscriptions', query, 'organization_name', (page) =>
      this.query.page(page, query.filter ?? {}),
    );
  }

  @Get(':id')
  @ApiOkResponse({ standardSchema: OrganizationSubscription })
  one(@Param('id', { schema: Id }) id: string): Promise<OrganizationSubscription> {
    return this.query.one(id);
  }

  /**
   * Grants or extends the plan until `end_date`, with a note for the organization's history. 400
   * `subscription.grant_in_past`; 404 `organization.not_found`.
   */
  @Post(':id/grant')
  @CommandEndpoint()
  @ApiCreatedResponse({ standardSchema: OrganizationSubscription })
  async grant(
    @Param('id', { schema: Id }) id: string,
    @Body({ schema: SubscriptionGrant }) body: SubscriptionGrant,
    @CommandContextParam() context: CommandContext,
  ): Promise<OrganizationSubscription> {
    await this.commands.execute(new GrantPlanCommand(id, body, context));
    return this.query.one(id);
  }
}
