import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiTags } from '@nestjs/swagger';
import { EnterpriseOfferRequest } from '@stages/contracts';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../identity/index.js';
import {
  CommandContextParam,
  type CommandContext,
} from '../../platform/commands/command-context.js';
import { clientNetwork } from '../../platform/rate-limit/client-network.js';
import { RequestEnterpriseOfferCommand } from '../commands/request-enterprise-offer.command.js';
import { CommandEndpoint } from '../../platform/commands/command-endpoint.decorator.js';

/** Anyone may ask for an Enterprise offer, signed in or not. */
@ApiTags('subscriptions')
@Controller('subscriptions/enterprise-offer')
export class EnterpriseOfferController {
  constructor(private readonly commands: CommandBus) {}

  /** 202 once recorded; the administrators are mailed. 429 `auth.too_many_attempts`. */
  @Post()
  @CommandEndpoint()
  @HttpCode(202)
  @ApiAcceptedResponse({ description: 'Recorded; the administrators are told by mail' })
  async request(
    @Body({ schema: EnterpriseOfferRequest }) body: EnterpriseOfferRequest,
    @Req() request: FastifyRequest,
    @CommandContextParam() context: CommandContext,
  ) {
    const language = request.auth?.user.language ?? requestLanguage(request);
    const network = clientNetwork(request.ip);
    await this.commands.execute(
      new RequestEnterpriseOfferCommand(body, language, network, context),
    );
    return {};
  }
}
