import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { Access, Authenticated, type Authentication } from '../../identity/index.js';
import { sendFile } from '../../platform/http/send-file.js';
import { OrganizationsRepository } from '../../organizations/index.js';
import { enrollmentWorkbook } from '../exports/enrollment-workbook.js';
import { AttendanceDaysQuery } from '../queries/attendance-days.query.js';
import { EnrollmentsQuery } from '../queries/enrollments.query.js';
import { MedicalSheetsQuery } from '../queries/medical-sheets.query.js';
import { WaitingListQuery } from '../queries/waiting-list.query.js';
import { SlugParam } from '../../platform/http/slug-param.js';

const organizer = { confirmed: true, role: 'organization' } as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const everything = { offset: 0, limit: 1_000_000, order: 'ASC' } as const;
/** A stage's whole waiting list, in its order. */
const WAITING_LIST_ROWS = 10_000;

const sendWorkbook = (reply: FastifyReply, fileName: string, workbook: Buffer) =>
  sendFile(reply, XLSX, fileName, workbook);

/** The organizer's Excel files, titled in the organizer's language. */
@ApiTags('enrollments')
@Controller('organization')
export class EnrollmentExportsController {
  constructor(
    private readonly organizations: OrganizationsRepository,
    private readonly enrollments: EnrollmentsQuery,
    private readonly medical: MedicalSheetsQuery,
    private readonly waitingList: WaitingListQuery,
    private readonly attendance: AttendanceDaysQuery,
  ) {}

  /**
   * One stage's enrollments, the medical sheets of its accepted children, its waiting list, and
   * its attendance once taken.
   */
  @Get('stages/:slug/enrollments/export')
  @Access(organizer)
  @ApiOkResponse({ description: 'An xlsx workbook' })
  async stage(
    @Param('slug', { schema: SlugParam }) slug: string,
    @Authenticated() { user }: Authentication,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const organization = await this.organizations.ownedBy(user.id);
    const stageId = await this.enrollments.stageOfOrganization(organization.id, slug);
    const { items } = await this.enrollments.stageList(
      organization.id,
      stageId,
      { ...everything, sort: 'child_last_name' },
      {},
    );
    const medical = await this.medical.forStage(organization.id, stageId, user.id);
    const waitingList = await this.waitingList.stageList(
      stageId,
      { offset: 0, limit: WAITING_LIST_ROWS, sort: 'position', order: 'ASC' },
      {},
    );
    const workbook = await enrollmentWorkbook(items, user.language, {
      medical,
      waitingList: waitingList.items,
      attendance: await this.attendance.ofStage(stageId),
    });
    return sendWorkbook(reply, `${slug}.xlsx`, workbook);
  }

  /** Every enrollment in the organization's stages starting in `year`. */
  @Get('enrollments/export')
  @Access(organizer)
  @ApiOkResponse({ description: 'An xlsx workbook' })
  async year(
    @Query({ schema: z.object({ year: z.coerce.number().int().min(2000).max(2100) }).strict() })
    { year }: { year: number },
    @Authenticated() { user }: Authentication,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const organization = await this.organizations.ownedBy(user.id);
    const { items } = await this.enrollments.organizationList(
      organization.id,
      { ...everything, sort: 'starts_at' },
      { year },
    );
    const workbook = await enrollmentWorkbook(items, user.language);
    return sendWorkbook(reply, `${organization.slug}-${year}.xlsx`, workbook);
  }
}
