import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DaySheetQuery as DaySheetParams } from '@stages/contracts';
import type { FastifyReply } from 'fastify';
import { EnrollmentsQuery } from '../../enrollments/index.js';
import { Access, Authenticated, type Authentication } from '../../identity/index.js';
import { OrganizationsRepository } from '../../organizations/index.js';
import { sendFile } from '../../platform/http/send-file.js';
import { renderDaySheet } from '../day-sheet/day-sheet.pdf.js';
import { DaySheetQuery } from '../queries/day-sheet.query.js';
import { SlugParam } from '../../platform/http/slug-param.js';

/** The sheet the team prints for a day of the organization's stage. */
@ApiTags('camp days')
@Controller('organization/stages/:slug/day-sheet.pdf')
@Access({ confirmed: true, role: 'organization' })
export class DaySheetController {
  constructor(
    private readonly organizations: OrganizationsRepository,
    private readonly enrollments: EnrollmentsQuery,
    private readonly sheets: DaySheetQuery,
  ) {}

  /**
   * The day's accepted children with their health sheet, photo consent, parents' phones and
   * legal representative, and a box to tick: a PDF in the organizer's language. Each child's
   * sheet printed is recorded as a reading its family sees. 404 another organization's stage;
   * 422 `attendance.day_outside_stage`; 409 `day_sheet.health_closed` once the organization may
   * read none of the children's health sheets.
   */
  @Get()
  @ApiOkResponse({ description: 'A PDF file' })
  async download(
    @Param('slug', { schema: SlugParam }) slug: string,
    @Query({ schema: DaySheetParams }) { day }: DaySheetParams,
    @Authenticated() { user }: Authentication,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const organization = await this.organizations.ownedBy(user.id);
    const stageId = await this.enrollments.stageOfOrganization(organization.id, slug);
    const sheet = await this.sheets.read(organization, stageId, day, user.id);
    const pdf = await renderDaySheet(sheet, user.language);
    return sendFile(reply, 'application/pdf', `${slug}-${day}.pdf`, pdf);
  }
}
