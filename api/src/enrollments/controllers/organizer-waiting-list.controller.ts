import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  OrganizerWaitingListEntry,
  WaitingListQuery as WaitingListListQuery,
  WaitingListReason,
} from '@stages/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { Access, Authenticated, type Authentication } from '../../identity/index.js';
import { OrganizationsRepository } from '../../organizations/index.js';
import {
  CommandContextParam,
  type CommandContext,
} from '../../platform/commands/command-context.js';
import { CommandEndpoint } from '../../platform/commands/command-endpoint.decorator.js';
import { sendPage } from '../../platform/http/list-page.js';
import { OrganizerWaitingListCommand } from '../commands/organizer-waiting-list.command.js';
import { EnrollmentsQuery } from '../queries/enrollments.query.js';
import { WaitingListQuery } from '../queries/waiting-list.query.js';
import { SlugParam } from '../../platform/http/slug-param.js';

const Id = z.uuid();
/**
 * A stage's waiting list, for its organizer: the entries in their order, an offer made out of
 * that order and a removal, each with a reason. Another organization's stage or entry is not
 * found.
 */
@ApiTags('waiting list')
@Controller('organization/stages/:slug/waiting-list')
@Access({ confirmed: true, role: 'organization' })
export class OrganizerWaitingListController {
  constructor(
    private readonly commands: CommandBus,
    private readonly query: WaitingListQuery,
    private readonly enrollments: EnrollmentsQuery,
    private readonly organizations: OrganizationsRepository,
  ) {}

  /** In the order places are offered unless sorted otherwise. 404 `stage.not_found`. */
  @Get()
  @ApiOkResponse({ standardSchema: z.array(OrganizerWaitingListEntry) })
  async list(
    @Param('slug', { schema: SlugParam }) slug: string,
    @Query({ schema: WaitingListListQuery }) query: z.output<typeof WaitingListListQuery>,
    @Authenticated() { user }: Authentication,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OrganizerWaitingListEntry[]> {
    const organization = await this.organizations.ownedBy(user.id);
    const stageId = await this.enrollments.stageOfOrganization(organization.id, slug);
    return sendPage(reply, 'waiting-list', query, 'position', (page) =>
      this.query.stageList(stageId, page, query.filter ?? {}),
    );
  }

  /**
   * Places for the entry's children now, out of the list's order, beyond the stage's places if
   * none are free. 409 `waiting_list.not_waiting`.
   */
  @Post(':id/offer')
  @HttpCode(200)
  @CommandEndpoint()
  @ApiOkResponse({ standardSchema: OrganizerWaitingListEntry })
  offer(
    @Param('slug', { schema: SlugParam }) slug: string,
    @Param('id', { schema: Id }) id: string,
    @Body({ schema: WaitingListReason }) body: WaitingListReason,
    @Authenticated() { user }: Authentication,
    @CommandContextParam() context: CommandContext,
  ): Promise<OrganizerWaitingListEntry> {
    return this.commands.execute(
      new OrganizerWaitingListCommand(user.id, slug, id, 'offer', body.reason, context),
    );
  }

  /** The family is told, with the reason. 409 `waiting_list.entry_closed`. */
  @Post(':id/remove')
  @HttpCode(200)
  @CommandEndpoint()
  @ApiOkResponse({ standardSchema: OrganizerWaitingListEntry })
  remove(
    @Param('slug', { schema: SlugParam }) slug: string,
    @Param('id', { schema: Id }) id: string,
    @Body({ schema: WaitingListReason }) body: WaitingListReason,
    @Authenticated() { user }: Authentication,
    @CommandContextParam() context: CommandContext,
  ): Promise<OrganizerWaitingListEntry> {
    return this.commands.execute(
      new OrganizerWaitingListCommand(user.id, slug, id, 'remove', body.reason, context),
    );
  }
}
