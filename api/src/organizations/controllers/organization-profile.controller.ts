import { Body, Controller, Get, Inject, Param, Post, Put, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  ErrorCode,
  FieldErrorCode,
  OrganizationProfile,
  OrganizationProfileUpdate,
  OrganizationType,
  StoredFileInfo,
  UploadRulesResponse,
} from '@stages/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config/config.js';
import { FileUpload, UploadReceiver } from '../../documents/index.js';
import { Access, Authenticated, type Authentication } from '../../identity/index.js';
import { DomainError } from '../../platform/domain-error.js';
import { CONFIG } from '../../platform/tokens.js';
import {
  OrganizationProfilesRepository,
  PROFILE_FILE_COLUMNS,
  type ProfileFileKind,
} from '../persistence/organization-profiles.repository.js';
import { OrganizationTypesRepository } from '../persistence/organization-types.repository.js';
import { OrganizationsRepository } from '../persistence/organizations.repository.js';
import { CommandEndpoint } from '../../platform/commands/command-endpoint.decorator.js';

const ProfileFileKindParam = z.enum(
  Object.keys(PROFILE_FILE_COLUMNS) as [ProfileFileKind, ...ProfileFileKind[]],
);

/** The organization's own profile and documents, as its account edits them. */
@ApiTags('organization profile')
@Controller()
export class OrganizationProfileController {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly organizations: OrganizationsRepository,
    private readonly profiles: OrganizationProfilesRepository,
    private readonly types: OrganizationTypesRepository,
    private readonly uploads: UploadReceiver,
  ) {}

  /** With its verification status: until verified, the organization cannot publish stages. */
  @Get('organization/edit')
  @Access({ confirmed: true, role: 'organization' })
  @ApiOkResponse({ standardSchema: OrganizationProfile })
  async get(@Authenticated() { user }: Authentication): Promise<OrganizationProfile> {
    return (await this.profiles.find((await this.organizations.ownedBy(user.id)).id))!;
  }

  @Put('organization/edit')
  @Access({ confirmed: true, role: 'organization' })
  @ApiOkResponse({ standardSchema: OrganizationProfile })
  async update(
    @Body({ schema: OrganizationProfileUpdate }) body: z.output<typeof OrganizationProfileUpdate>,
    @Authenticated() { user }: Authentication,
  ): Promise<OrganizationProfile> {
    const id = (await this.organizations.ownedBy(user.id)).id;
    if (!(await this.profiles.update(id, body))) {
      throw new DomainError(ErrorCode.requestInvalid, 'Unknown organization type', 400, {
        type: FieldErrorCode.invalid,
      });
    }
    return (await this.profiles.find(id))!;
  }

  /** The logo, or a document: the ID card of the responsible person, the insurance certificate. */
  @Post('organization/edit/files/:kind')
  @CommandEndpoint()
  @FileUpload()
  @Access({ confirmed: true, role: 'organization' })
  @ApiOkResponse({ standardSchema: StoredFileInfo })
  async upload(
    @Param('kind', { schema: ProfileFileKindParam }) kind: ProfileFileKind,
    @Req() request: FastifyRequest,
    @Authenticated() { user }: Authentication,
  ): Promise<StoredFileInfo> {
    const id = (await this.organizations.ownedBy(user.id)).id;
    const replacing = await this.profiles.attachedFile(id, kind);
    return this.uploads.receive(request, id, kind, {
      replacing,
      attach: (tx, file) => this.profiles.attachFile(tx, id, kind, file.id),
    });
  }

  /** The choices of the type field, in every language. */
  @Get('organization-types')
  @ApiOkResponse({ standardSchema: z.array(OrganizationType) })
  listTypes(): Promise<OrganizationType[]> {
    return this.types.all();
  }

  /** What each upload may be, so that forms show the limits before anyone picks a file. */
  @Get('uploads/rules')
  @ApiOkResponse({ standardSchema: UploadRulesResponse })
  uploadRules(): UploadRulesResponse {
    const rules = Object.entries(this.config.uploadRules).map(([kind, rule]) => [
      kind,
      {
        mime_types: [...rule.mimeTypes],
        max_bytes: rule.maxBytes,
        min_width: rule.minWidth ?? null,
        min_height: rule.minHeight ?? null,
      },
    ]);
    return Object.fromEntries(rules) as UploadRulesResponse;
  }
}
