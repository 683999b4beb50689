import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { StripeConnection, StripeLink } from '@stages/contracts';
import { Access, Authenticated, type Authentication } from '../../identity/index.js';
import { OrganizationsRepository } from '../../organizations/index.js';
import { ConnectStripeAccountCommand } from './connect-account.command.js';
import { OnlinePaymentsQuery } from './online-payments.query.js';

/** The organization's own Stripe account, which parents' online payments are made to. */
@ApiTags('payments')
@Controller('organization/payments/stripe')
@Access({ confirmed: true, role: 'organization' })
export class StripeConnectController {
  constructor(
    private readonly commands: CommandBus,
    private readonly organizations: OrganizationsRepository,
    private readonly query: OnlinePaymentsQuery,
  ) {}

  /** Whether an account is connected and can charge, and the payments received to look at. */
  @Get()
  @ApiOkResponse({ standardSchema: StripeConnection })
  async connection(@Authenticated() { user }: Authentication): Promise<StripeConnection> {
    const { id } = await this.organizations.ownedBy(user.id);
    return this.query.connection(id);
  }

  /**
   * `{ url }` of Stripe's onboarding of the organization's account, created on the first call.
   * 503 `payments_not_configured`; 502 `payment.provider_failed`; 429 past twenty an hour.
   */
  @Post('connect')
  @HttpCode(200)
  @ApiOkResponse({ standardSchema: StripeLink })
  connect(@Authenticated() { user }: Authentication): Promise<StripeLink> {
    return this.commands.execute(new ConnectStripeAccountCommand(user));
  }
}
