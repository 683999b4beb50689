import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ParentProfile, ParentProfileUpdate } from '@stages/contracts';
import { Access, Authenticated, type Authentication } from '../../identity/index.js';
import { ParentProfileService } from '../commands/parent-profile.service.js';

/**
 * The parent's own profile, as their account edits it. Deleting the account is
 * `DELETE /parent/edit/`, with the other deletions in the identity context.
 */
@ApiTags('parent profile')
@Controller()
export class ParentProfileController {
  constructor(private readonly profiles: ParentProfileService) {}

  @Get('parent/edit')
  @Access({ confirmed: true, role: 'parent' })
  @ApiOkResponse({ standardSchema: ParentProfile })
  get(@Authenticated() { user }: Authentication): Promise<ParentProfile> {
    return this.profiles.read(user);
  }

  /** The whole profile; the e-mail address may come back as read, but is not changed here. */
  @Put('parent/edit')
  @Access({ confirmed: true, role: 'parent' })
  @ApiOkResponse({ standardSchema: ParentProfile })
  update(
    @Body({ schema: ParentProfileUpdate }) body: ParentProfileUpdate,
    @Authenticated() { user }: Authentication,
  ): Promise<ParentProfile> {
    return this.profiles.update(user, body);
  }
}
