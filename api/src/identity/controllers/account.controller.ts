import { Body, Controller, Delete, HttpCode, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Acknowledgement, DeleteAccountRequest } from '@stages/contracts';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { Access, Authenticated } from '../access/access.js';
import { AccountLifecycleService } from '../commands/account-lifecycle.service.js';
import { SessionCookies } from '../sessions/session-cookies.js';
import type { Authentication } from '../sessions/session.service.js';

type DeleteBody = z.output<typeof DeleteAccountRequest>;

/**
 * Deleting one's account, confirmed by typing its e-mail address. The person's details go; the
 * decisions recorded as events stay, holding only ids.
 */
@ApiTags('accounts')
@Controller()
export class AccountController {
  constructor(
    private readonly accounts: AccountLifecycleService,
    private readonly cookies: SessionCookies,
  ) {}

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
    this.cookies.end(reply);
    return { detail: 'account.deleted' };
  }
}
