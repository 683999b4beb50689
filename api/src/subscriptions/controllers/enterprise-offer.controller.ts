import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiTags } from '@nestjs/swagger';
import { EnterpriseOfferRequest } from '@stages/contracts';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../identity/index.js';
import {
  CommandContextParam,
  type CommandContext,
} from '../../platform/commands/command-context.js';
import { clientNetwork } from '../../platform/rate-limit/client-network.js';
import { EnterpriseOffersService } from '../commands/enterprise-offers.service.js';
import { CommandEndpoint } from '../../platform/commands/command-endpoint.decorator.js';

/** Anyone may ask for an Enterprise offer, signed in or not. */
@ApiTags('subscriptions')
@Controller('subscriptions/enterprise-offer')
export class EnterpriseOfferController {
  constructor(private readonly offers: EnterpriseOffersService) {}

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
    await this.offers.request(body, language, clientNetwork(request.ip), context);
    return {};
  }
}
