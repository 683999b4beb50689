import { Inject, Injectable } from '@nestjs/common';
import { ageOn, ErrorCode, type PhotoConsent } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { checkDayOfStage, healthSheetOpen, latestStageEndSql } from '../../enrollments/index.js';
import {
  ChildHealthViewsRepository,
  familyParentsSql,
  photoConsentSql,
} from '../../families/index.js';
import { Clock } from '../../infrastructure/clock.js';
import { DomainError } from '../../platform/domain-error.js';
import { isoInstantSql } from '../../platform/sql/iso-instant-sql.js';
import { DATABASE } from '../../platform/tokens.js';
import type { DaySheet, DaySheetChild } from '../day-sheet/day-sheet.js';

interface StageRow {
  readonly name: string;
  readonly starts_at: string;
  readonly ends_at: string;
  readonly activity_start: string;
  readonly activity_end: string;
  readonly daycare_start: string | null;
  readonly daycare_end: string | null;
}

interface ChildRow {
  readonly enrollment_id: string;
  readonly child_id: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly birth_date: string;
  readonly allergies: string;
  readonly diet: string;
  readonly medications: string;
  readonly important_info: string;
  readonly can_swim: boolean;
  readonly photo_consent: PhotoConsent;
  readonly photo_consent_answered: boolean;
  readonly parents: DaySheetChild['parents'] | null;
  readonly legal_representative: string | null;
  readonly latest_end: Date;
}

/**
 * The parents of the child's family: the one who registered it, then those they share their
 * family with; each with the profile's phone, else the account's.
 */
const PARENTS = `(SELECT json_agg(json_build_object(
           'name', trim(u.first_name || ' ' || u.last_name),
           'phone', nullif(coalesce(p.phone, u.phone), ''))
           ORDER BY u.id = c.primary_parent_id DESC, lower(u.last_name), lower(u.first_name), u.id)
      FROM (${familyParentsSql('c.primary_parent_id')}) family
      JOIN users u ON u.id = family.user_id
      LEFT JOIN parents p ON p.user_id = u.id)`;

/**
 * What a stage's day sheet prints: the day's accepted children whose health sheet the
 * organization may still read, with that sheet, their photo consent, their family's phones and
 * legal representative. Each sheet printed is recorded as a reading the family sees, in the
 * transaction that read it.
 */
@Injectable()
export class DaySheetQuery {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly views: ChildHealthViewsRepository,
    private readonly clock: Clock,
  ) {}

  async read(
    organization: { readonly id: string; readonly name: string },
    stageId: string,
    day: string,
    readerId: string,
  ): Promise<DaySheet> {
    const { rows: stages } = await this.db.query<StageRow>(
      `SELECT name, ${isoInstantSql('starts_at')} AS starts_at,
              ${isoInstantSql('ends_at')} AS ends_at,
              activity_start, activity_end, daycare_start, daycare_end
         FROM stage_catalogue WHERE stage_id = $1`,
      [stageId],
    );
    const stage = stages[0];
    if (!stage) throw new DomainError(ErrorCode.stageNotFound, 'No such stage', 404);
    checkDayOfStage({ startsAt: stage.starts_at, endsAt: stage.ends_at }, day);
    const now = this.clock.now();
    const { children, accepted, present } = await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<ChildRow>(
        `SELECT e.enrollment_id::text, c.id::text AS child_id, c.first_name, c.last_name,
                  c.birth_date::text, h.allergies, h.diet, h.medications, h.important_info,
                  h.can_swim, ${photoConsentSql('c')},
                  ${PARENTS} AS parents,
                  nullif(trim(r.first_name || ' ' || r.last_name), '') AS legal_representative,
                  ${latestStageEndSql('c.id', '$2')} AS latest_end
             FROM enrollments e
             JOIN children c ON c.id = e.child_id
             JOIN child_health h ON h.child_id = c.id
             LEFT JOIN legal_representatives r ON r.id = c.legal_representative_id
            WHERE e.stage_id = $1 AND e.status = 'accepted'
            ORDER BY lower(c.last_name), lower(c.first_name), e.enrollment_id`,
        [stageId, organization.id],
      );
      const { rows: taken } = await tx.query<{ present: string[] }>(
        `SELECT present::text[] AS present FROM stage_attendance WHERE stage_id = $1 AND day = $2`,
        [stageId, day],
      );
      const open = rows.filter((row) => healthSheetOpen(row.latest_end, now));
      // Past the stage's own window only the children a later stage keeps open are printed;
      // with none, the organization may no longer read what the sheet is made of.
      if (open.length === 0 && !healthSheetOpen(stage.ends_at, now)) {
        throw new DomainError(
          ErrorCode.daySheetHealthClosed,
          "The stage's medical sheets may no longer be read",
          409,
        );
      }
      for (const row of open) {
        await this.views.record(tx, row.child_id, {
          userId: readerId,
          role: 'organization',
          organizationId: organization.id,
        });
      }
      return { children: open, accepted: rows.length, present: taken[0]?.present ?? null };
    });
    return {
      organization: organization.name,
      stage: {
        name: stage.name,
        activityStart: stage.activity_start,
        activityEnd: stage.activity_end,
        daycareStart: stage.daycare_start,
        daycareEnd: stage.daycare_end,
      },
      day,
      recorded: present !== null,
      leftOut: accepted - children.length,
      children: children.map((row) => ({
        firstName: row.first_name,
        lastName: row.last_name,
        age: ageOn(row.birth_date, day),
        allergies: row.allergies,
        diet: row.diet,
        medications: row.medications,
        importantInfo: row.important_info,
        canSwim: row.can_swim,
        photoConsent: row.photo_consent_answered ? row.photo_consent : null,
        parents: row.parents ?? [],
        legalRepresentative: row.legal_representative,
        present: present?.includes(row.enrollment_id) ?? false,
      })),
    };
  }
}
