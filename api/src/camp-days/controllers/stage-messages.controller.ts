import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { StageMessage, StageMessageRequest } from '@stages/contracts';
import { z } from 'zod';
import { EnrollmentsQuery } from '../../enrollments/index.js';
import { Access, Authenticated, type Authentication } from '../../identity/index.js';
import { OrganizationsRepository } from '../../organizations/index.js';
import {
  CommandContextParam,
  type CommandContext,
} from '../../platform/commands/command-context.js';
import { CommandEndpoint } from '../../platform/commands/command-endpoint.decorator.js';
import { SendStageMessageCommand } from '../commands/send-stage-message.command.js';
import { StageMessagesQuery } from '../queries/stage-messages.query.js';
import { SlugParam } from '../../platform/http/slug-param.js';

/** The organization writes to the families of its stages, and reads back what it sent. */
@ApiTags('camp days')
@Controller('organization/stages/:slug/messages')
@Access({ confirmed: true, role: 'organization' })
export class StageMessagesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly organizations: OrganizationsRepository,
    private readonly enrollments: EnrollmentsQuery,
    private readonly messages: StageMessagesQuery,
  ) {}

  /** The stage's messages, newest first, each with how many families it went to. 404 another organization's stage. */
  @Get()
  @ApiOkResponse({ standardSchema: z.array(StageMessage) })
  async list(
    @Param('slug', { schema: SlugParam }) slug: string,
    @Authenticated() { user }: Authentication,
  ): Promise<StageMessage[]> {
    const organization = await this.organizations.ownedBy(user.id);
    return this.messages.forStage(
      await this.enrollments.stageOfOrganization(organization.id, slug),
    );
  }

  /**
   * One mail to each family of the audience, from the organization, replies to its address.
   * 422 `message.no_families` when the audience holds none; 429 `message.daily_limit` past ten
   * messages about the stage in a Belgian day, `retry_after_seconds` until midnight.
   */
  @Post()
  @CommandEndpoint()
  @ApiCreatedResponse({ standardSchema: StageMessage })
  send(
    @Param('slug', { schema: SlugParam }) slug: string,
    @Body({ schema: StageMessageRequest }) body: StageMessageRequest,
    @Authenticated() { user }: Authentication,
    @CommandContextParam() context: CommandContext,
  ): Promise<StageMessage> {
    return this.commands.execute(new SendStageMessageCommand(user.id, slug, body, context));
  }
}
