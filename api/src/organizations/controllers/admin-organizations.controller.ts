import { Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  AdminOrganization,
  AdminOrganizationListQuery,
  ErrorCode,
  OrganizationProfile,
  OrganizationVerificationReview,
  verificationChecklist,
} from '@stages/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { Access } from '../../identity/index.js';
import { VerifyOrganizationCommand } from '../../organizations/commands/verify-organization.command.js';
import { OrganizationProfilesRepository } from '../../organizations/persistence/organization-profiles.repository.js';
import {
  CommandContextParam,
  type CommandContext,
} from '../../platform/commands/command-context.js';
import { CommandEndpoint } from '../../platform/commands/command-endpoint.decorator.js';
import { DomainError } from '../../platform/domain-error.js';
import { sendPage } from '../../platform/http/list-page.js';
import { AdminOrganizationsQuery } from '../queries/admin-organizations.query.js';

@ApiTags('admin')
@Controller('admin/organizations')
@Access({ role: 'administrator' })
export class AdminOrganizationsController {
  constructor(
    private readonly organizations: AdminOrganizationsQuery,
    private readonly profiles: OrganizationProfilesRepository,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOkResponse({ standardSchema: z.array(AdminOrganization) })
  list(
    @Query({ schema: AdminOrganizationListQuery })
    query: z.output<typeof AdminOrganizationListQuery>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminOrganization[]> {
    return sendPage(reply, 'organizations', query, 'name', (page) =>
      this.organizations.list(page, query.filter ?? {}),
    );
  }

  /** The whole profile, documents included, for the administrator to check. */
  @Get(':id')
  @ApiOkResponse({ standardSchema: OrganizationProfile })
  async get(@Param('id', { schema: z.uuid() }) id: string): Promise<OrganizationProfile> {
    const profile = await this.profiles.find(id);
    if (!profile)
      throw new DomainError(ErrorCode.organizationNotFound, 'No such organization', 404);
    return profile;
  }

  /**
   * What the administrator checks before verifying: the documents and details on file and
   * missing, and the other organizations that gave the same enterprise number.
   */
  @Get(':id/verification-review')
  @ApiOkResponse({ standardSchema: OrganizationVerificationReview })
  async review(
    @Param('id', { schema: z.uuid() }) id: string,
  ): Promise<OrganizationVerificationReview> {
    const profile = await this.get(id);
    return {
      checklist: verificationChecklist(profile),
      same_enterprise_number: profile.enterprise_number
        ? await this.organizations.sameEnterpriseNumber(id, profile.enterprise_number)
        : [],
    };
  }

  /**
   * Records who verified the organization and when; from then on it may publish stages. The
   * read model follows a moment later; the answer already shows the new status.
   */
  @Post(':id/verify')
  @CommandEndpoint()
  @ApiOkResponse({ standardSchema: OrganizationProfile })
  async verify(
    @Param('id', { schema: z.uuid() }) id: string,
    @CommandContextParam() context: CommandContext,
  ): Promise<OrganizationProfile> {
    const profile = await this.get(id);
    await this.commands.execute(new VerifyOrganizationCommand(id, context));
    return {
      ...profile,
      verified: true,
      verified_at: profile.verified_at ?? new Date().toISOString(),
    };
  }
}
