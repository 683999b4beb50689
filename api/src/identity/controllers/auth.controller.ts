import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  Acknowledgement,
  CurrentUser,
  LoginRequest,
  PasswordChangeRequest,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  SocialProvider,
  SocialSignInRequest,
} from '@stages/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { secureCookies, type Config } from '../../config/config.js';
import { CONFIG } from '../../platform/tokens.js';
import { Access, Authenticated } from '../access/access.js';
import { PasswordService } from '../commands/password.service.js';
import { requestLanguage } from '../domain/request-language.js';
import { REFRESH_COOKIE, SessionCookies } from '../sessions/session-cookies.js';
import {
  SessionService,
  type Authentication,
  type IssuedSession,
} from '../sessions/session.service.js';
import { KnownDevices, presentedDevice } from '../sessions/known-devices.js';
import { SignInService } from '../commands/sign-in.service.js';
import { SocialSignInService, type SocialProviderName } from '../social/social-sign-in.service.js';
import type { UserRecord } from '../persistence/users.repository.js';
import { CurrentUserAnswer } from '../queries/current-user.js';
import { clientNetwork } from '../../platform/rate-limit/client-network.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  readonly #secure: boolean;

  constructor(
    private readonly signIns: SignInService,
    private readonly sessions: SessionService,
    private readonly passwords: PasswordService,
    private readonly social: SocialSignInService,
    private readonly devices: KnownDevices,
    private readonly cookies: SessionCookies,
    private readonly currentUser: CurrentUserAnswer,
    @Inject(CONFIG) config: Config,
  ) {
    this.#secure = secureCookies(config);
  }

  /** Signs in, setting the access and refresh cookies. */
  @Post('login/')
  @HttpCode(200)
  @ApiOkResponse({ standardSchema: CurrentUser, description: 'Signed in: the user' })
  async login(
    @Body({ schema: LoginRequest }) body: z.output<typeof LoginRequest>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CurrentUser> {
    const signedIn = await this.signIns.signIn(
      body,
      clientNetwork(request.ip),
      presentedDevice(request),
    );
    return this.#signedIn(request, reply, signedIn);
  }

  /** Ends the session the cookies belong to, and clears them. */
  @Post('logout/')
  @HttpCode(200)
  @ApiOkResponse({ standardSchema: Acknowledgement })
  async logout(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Acknowledgement> {
    const refreshToken = request.cookies[REFRESH_COOKIE];
    const sessionId =
      request.auth?.sessionId ??
      (refreshToken ? await this.sessions.sessionOfRefreshToken(refreshToken) : null);
    if (sessionId) await this.sessions.revoke(sessionId);
    this.cookies.end(reply);
    return { detail: 'auth.signed_out' };
  }

  /** Trades the refresh cookie for new cookies; a replaced token ends the whole session. */
  @Post('token/refresh/')
  @HttpCode(200)
  @ApiOkResponse({ standardSchema: Acknowledgement })
  async refresh(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Acknowledgement> {
    const presented = request.cookies[REFRESH_COOKIE];
    try {
      const session = await this.sessions.rotate(presented ?? '');
      this.cookies.renew(reply, session);
      return { detail: 'auth.refreshed' };
    } catch (error) {
      // Without a cookie there is nothing to clear, and clearing could erase the session a
      // sign-in in another request of the same page has just set.
      if (presented) this.cookies.end(reply);
      throw error;
    }
  }

  @Get('user/')
  @Access()
  @ApiOkResponse({ standardSchema: CurrentUser })
  user(@Authenticated() auth: Authentication): Promise<CurrentUser> {
    return this.currentUser.of(auth.user);
  }

  @Post('password/change/')
  @HttpCode(200)
  @Access({ confirmed: true })
  @ApiOkResponse({ standardSchema: Acknowledgement, description: 'Other sessions are signed out' })
  async changePassword(
    @Body({ schema: PasswordChangeRequest }) body: z.output<typeof PasswordChangeRequest>,
    @Authenticated() auth: Authentication,
  ): Promise<Acknowledgement> {
    await this.passwords.change(auth, body.new_password1);
    return { detail: 'password.changed' };
  }

  /** Always the same answer, whether the address has an account or not. */
  @Post('password/reset/')
  @HttpCode(200)
  @ApiOkResponse({ standardSchema: Acknowledgement })
  async requestPasswordReset(
    @Body({ schema: PasswordResetRequest }) body: z.output<typeof PasswordResetRequest>,
    @Req() request: FastifyRequest,
  ): Promise<Acknowledgement> {
    await this.passwords.requestReset(body.email, clientNetwork(request.ip));
    return { detail: 'password_reset.sent' };
  }

  @Post('password/reset/confirm/')
  @HttpCode(200)
  @ApiOkResponse({ standardSchema: Acknowledgement, description: 'Every session is signed out' })
  async confirmPasswordReset(
    @Body({ schema: PasswordResetConfirmRequest })
    body: z.output<typeof PasswordResetConfirmRequest>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Acknowledgement> {
    await this.passwords.confirmReset(
      body.uid,
      body.token,
      body.new_password1,
      clientNetwork(request.ip),
    );
    // The link proved the address: this browser is the owner's from now on.
    await this.devices.remember(reply, body.uid, presentedDevice(request), this.#secure);
    return { detail: 'password_reset.done' };
  }

  /** The providers configured on this server, to send the browser to. */
  @Get('providers/')
  @ApiOkResponse({ standardSchema: z.array(SocialProvider) })
  providers() {
    return this.social.providers();
  }

  /** Exchanges a Google or Microsoft authorization code, and signs in. */
  @Post(':provider/')
  @HttpCode(200)
  @ApiOkResponse({ standardSchema: CurrentUser })
  async socialSignIn(
    @Param('provider', { schema: z.enum(['google', 'microsoft']) }) provider: SocialProviderName,
    @Body({ schema: SocialSignInRequest }) body: z.output<typeof SocialSignInRequest>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CurrentUser> {
    const signedIn = await this.social.signIn(
      provider,
      {
        code: body.code,
        redirectUri: body.redirect_uri,
        codeVerifier: body.code_verifier,
        state: body.state,
        iss: body.iss,
      },
      requestLanguage(request, body.language),
      body.remember ?? false,
    );
    return this.#signedIn(request, reply, signedIn);
  }

  async #signedIn(
    request: FastifyRequest,
    reply: FastifyReply,
    { user, session }: { user: UserRecord; session: IssuedSession },
  ) {
    this.cookies.start(reply, session);
    await this.devices.remember(reply, user.id, presentedDevice(request), this.#secure);
    return this.currentUser.of(user);
  }
}
