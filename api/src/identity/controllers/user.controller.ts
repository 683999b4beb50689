import { Body, Controller, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, UserPreferences } from '@stages/contracts';
import type { z } from 'zod';
import { Access, Authenticated } from '../access/access.js';
import type { Authentication } from '../sessions/session.service.js';
import { UsersRepository } from '../persistence/users.repository.js';
import { CurrentUserAnswer } from '../queries/current-user.js';

@ApiTags('auth')
@Controller('user')
export class UserController {
  constructor(
    private readonly users: UsersRepository,
    private readonly currentUser: CurrentUserAnswer,
  ) {}

  /** The interface language and the cookie consent (null resets it). */
  @Patch('/')
  @Access()
  @ApiOkResponse({ standardSchema: CurrentUser })
  async updatePreferences(
    @Body({ schema: UserPreferences }) body: z.output<typeof UserPreferences>,
    @Authenticated() auth: Authentication,
  ): Promise<CurrentUser> {
    const user = await this.users.updatePreferences(auth.user.id, {
      ...(body.language ? { language: body.language } : {}),
      ...(body.cookie_consent !== undefined ? { cookieConsent: body.cookie_consent } : {}),
    });
    return this.currentUser.of(user ?? auth.user);
  }
}
