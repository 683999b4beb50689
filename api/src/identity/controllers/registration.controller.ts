import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  Acknowledgement,
  ConfirmEmailRequest,
  CurrentUser,
  ErrorCode,
  RegistrationRequest,
} from '@stages/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { secureCookies, type Config } from '../../config/config.js';
import { DomainError } from '../../platform/domain-error.js';
import { answerKeyOf } from '../../platform/idempotency/answer-within.js';
import { CONFIG } from '../../platform/tokens.js';
import { Access, Authenticated } from '../access/access.js';
import { RegistrationService } from '../commands/registration.service.js';
import { requestLanguage } from '../domain/request-language.js';
import { KnownDevices, presentedDevice } from '../sessions/known-devices.js';
import { SessionCookies } from '../sessions/session-cookies.js';
import type { Authentication } from '../sessions/session.service.js';
import { CurrentUserAnswer } from '../queries/current-user.js';
import { clientNetwork } from '../../platform/rate-limit/client-network.js';
import { CommandEndpoint } from '../../platform/commands/command-endpoint.decorator.js';

@ApiTags('registration')
@Controller('registration')
export class RegistrationController {
  readonly #secure: boolean;

  constructor(
    private readonly registrations: RegistrationService,
    private readonly devices: KnownDevices,
    private readonly cookies: SessionCookies,
    private readonly currentUser: CurrentUserAnswer,
    @Inject(CONFIG) config: Config,
  ) {
    this.#secure = secureCookies(config);
  }

  /**
   * Creates an account and signs it in, unconfirmed, with no role yet; the confirmation link
   * goes out by e-mail in the user's language.
   */
  @Post('/')
  @CommandEndpoint()
  @ApiCreatedResponse({ standardSchema: CurrentUser })
  async register(
    @Body({ schema: RegistrationRequest }) body: z.output<typeof RegistrationRequest>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CurrentUser> {
    // A second account from a signed-in browser would silently replace the first one's session.
    if (request.auth) {
      throw new DomainError(
        ErrorCode.alreadySignedIn,
        'Sign out before creating another account',
        403,
      );
    }
    const { user, session } = await this.registrations.register(
      body,
      requestLanguage(request, body.language),
      clientNetwork(request.ip),
      answerKeyOf(request),
    );
    this.cookies.start(reply, session);
    await this.devices.remember(reply, user.id, presentedDevice(request), this.#secure);
    return this.currentUser.of(user);
  }

  @Post('account-confirm-email/')
  @HttpCode(200)
  @ApiOkResponse({ standardSchema: Acknowledgement })
  async confirm(
    @Body({ schema: ConfirmEmailRequest }) body: z.output<typeof ConfirmEmailRequest>,
  ): Promise<Acknowledgement> {
    await this.registrations.confirm(body.key);
    return { detail: 'registration.confirmed' };
  }

  @Post('resent-account-confirm-email/')
  @HttpCode(200)
  @Access()
  @ApiOkResponse({ standardSchema: Acknowledgement })
  async resend(@Authenticated() auth: Authentication): Promise<Acknowledgement> {
    await this.registrations.resend(auth.user);
    return { detail: 'registration.confirmation_sent' };
  }
}
