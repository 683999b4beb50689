import { Body, Controller, Delete, HttpCode, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Acknowledgement, DeleteAccountRequest } from '@stages/contracts';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { secureCookies, type Config } from '../../config/config.js';
import { CONFIG } from '../../platform/tokens.js';
import { Access, Authenticated } from '../access/access.js';
import { AccountLifecycleService } from '../commands/account-lifecycle.service.js';
import { endSessionCookies } from '../sessions/session-cookies.js';
import type { Authentication } from '../sessions/session.service.js';

type DeleteBody = z.output<typeof DeleteAccountRequest>;

/**
 * Deleting one's account, confirmed by typing its e-mail address. The person's details go; the
 * decisions recorded as events stay, holding only ids.
 */
@ApiTags('accounts')
@Controller()
export class AccountController {
  readonly #secure: boolean;

  constructor(
    private readonly accounts: AccountLifecycleService,
    @Inject(CONFIG) config: Config,
  ) {
    this.#secure = secureCookies(config);
  }

  @Delete('parent/edit/')
  @HttpCode(200)
  @Access({ confirmed: true, role: 'parent' })
  @ApiOkResponse({ standardSchema: Acknowledgement })
  deleteParent(
    @Body({ schema: DeleteAccountRequest }) body: DeleteBody,
    @Authenticated() auth: Authentication,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.#delete(auth, body, reply);
  }

  @Delete('organization/edit/')
  @HttpCode(200)
  @Access({ confirmed: true, role: 'organization' })
  @ApiOkResponse({ standardSchema: Acknowledgement })
  deleteOrganization(
    @Body({ schema: DeleteAccountRequest }) body: DeleteBody,
    @Authenticated() auth: Authentication,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.#delete(auth, body, reply);
  }

  /** An account that never chose a type, confirmed or not, can be deleted too. */
  @Delete('user/')
  @HttpCode(200)
  @Access({ noRole: true })
  @ApiOkResponse({ standardSchema: Acknowledgement })
  deleteUnfinished(
    @Body({ schema: DeleteAccountRequest }) body: DeleteBody,
    @Authenticated() auth: Authentication,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.#delete(auth, body, reply);
  }

  async #delete(
    auth: Authentication,
    body: DeleteBody,
    reply: FastifyReply,
  ): Promise<Acknowledgement> {
    await this.accounts.delete(auth, body.confirmation);
    endSessionCookies(reply, this.#secure);
    return { detail: 'account.deleted' };
  }
}
