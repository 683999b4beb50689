import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AccountShare, AccountShareInvitation, AccountShareList } from '@stages/contracts';
import { z } from 'zod';
import { Access, Authenticated, type Authentication } from '../../identity/index.js';
import { CommandEndpoint } from '../../platform/commands/command-endpoint.decorator.js';
import {
  CommandContextParam,
  type CommandContext,
} from '../../platform/commands/command-context.js';
import { AcceptShareCommand } from '../commands/accept-share.command.js';
import { EndShareCommand } from '../commands/end-share.command.js';
import { InviteParentCommand } from '../commands/invite-parent.command.js';
import { AccountSharesQuery } from '../queries/account-shares.query.js';

/** A share's token: the share's id and its signature (see ShareLinks). */
const ShareToken = z.string().min(1).max(200);

/**
 * A parent shares their family's children and legal representatives with another parent, who
 * accepts through the link mailed to them. Either may end it.
 */
@ApiTags('families')
@Controller('account-sharing')
@Access({ confirmed: true, role: 'parent' })
export class AccountSharingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly query: AccountSharesQuery,
  ) {}

  /** Shares given and received, with the invitations still open or expired for their sender. */
  @Get()
  @ApiOkResponse({ standardSchema: AccountShareList })
  list(@Authenticated() { user }: Authentication): Promise<AccountShare[]> {
    return this.query.list(user.id);
  }

  /** 404 no account, 403 not a parent account, 406 oneself or already shared; rate limited. */
  @Post()
  @CommandEndpoint()
  @ApiOkResponse({ standardSchema: AccountShare })
  invite(
    @Body({ schema: AccountShareInvitation }) body: z.output<typeof AccountShareInvitation>,
    @Authenticated() { user }: Authentication,
    @CommandContextParam() context: CommandContext,
  ): Promise<AccountShare> {
    return this.commands.execute(new InviteParentCommand(user.id, body.email, context));
  }

  /** 410 after 48 hours or once withdrawn, 404 unknown, 403 signed in as another parent. */
  @Post(':token/accept')
  @HttpCode(200)
  @CommandEndpoint()
  @ApiOkResponse({ standardSchema: AccountShare })
  accept(
    @Param('token', { schema: ShareToken }) token: string,
    @Authenticated() { user }: Authentication,
    @CommandContextParam() context: CommandContext,
  ): Promise<AccountShare> {
    return this.commands.execute(new AcceptShareCommand(user.id, token, context));
  }

  @Delete(':id')
  @HttpCode(204)
  @CommandEndpoint()
  @ApiNoContentResponse()
  async end(
    @Param('id', { schema: z.uuid() }) id: string,
    @Authenticated() { user }: Authentication,
    @CommandContextParam() context: CommandContext,
  ): Promise<void> {
    await this.commands.execute(new EndShareCommand(user.id, id, context));
  }
}
