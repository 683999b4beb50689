import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, type DayAttendance } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { checkDayOfStage, healthSheetOpen } from '../../enrollments/index.js';
import { photoConsentSql } from '../../families/index.js';
import { Clock } from '../../infrastructure/clock.js';
import { DomainError } from '../../platform/domain-error.js';
import { DATABASE } from '../../platform/tokens.js';
import { isoInstantSql } from '../../platform/sql/iso-instant-sql.js';

interface StageDates {
  readonly starts_at: string;
  readonly ends_at: string;
}

/** A day of a stage as its attendance shows it: its accepted children, present or not. */
@Injectable()
export class AttendanceQuery {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly clock: Clock,
  ) {}

  async day(stageId: string, day: string): Promise<DayAttendance> {
    const { rows: stages } = await this.db.query<StageDates>(
      `SELECT ${isoInstantSql('starts_at')} AS starts_at, ${isoInstantSql('ends_at')} AS ends_at
         FROM stage_catalogue WHERE stage_id = $1`,
      [stageId],
    );
    const stage = stages[0];
    if (!stage) throw new DomainError(ErrorCode.stageNotFound, 'No such stage', 404);
    const { first, last } = checkDayOfStage(
      { startsAt: stage.starts_at, endsAt: stage.ends_at },
      day,
    );
    // Every child listed is accepted on this stage, so its sheet is open at least as long as
    // the stage's own window.
    const health = healthSheetOpen(stage.ends_at, this.clock.now());
    const [{ rows: taken }, { rows: children }] = await Promise.all([
      this.db.query<{ present: string[]; recorded_at: string }>(
        `SELECT present::text[] AS present,
                ${isoInstantSql('recorded_at')} AS recorded_at
           FROM stage_attendance WHERE stage_id = $1 AND day = $2`,
        [stageId, day],
      ),
      this.db.query<Omit<DayAttendance['children'][number], 'present'>>(
        `SELECT e.enrollment_id::text, e.child_id::text, c.first_name, c.last_name,
                extract(year FROM age($2::date, c.birth_date))::integer AS age,
                ${photoConsentSql('c')},
                CASE WHEN $3 THEN h.allergies <> '' END AS has_allergies,
                CASE WHEN $3 THEN h.medications <> '' END AS has_medications
           FROM enrollments e
           LEFT JOIN children c ON c.id = e.child_id
           LEFT JOIN child_health h ON h.child_id = e.child_id
          WHERE e.stage_id = $1 AND e.status = 'accepted'
          ORDER BY lower(c.last_name), lower(c.first_name), e.enrollment_id`,
        [stageId, day, health],
      ),
    ]);
    const present = new Set(taken[0]?.present ?? []);
    const listed = children.map((child) => ({
      ...child,
      present: present.has(child.enrollment_id),
    }));
    return {
      stage_id: stageId,
      day,
      first_day: first,
      last_day: last,
      recorded: taken.length > 0,
      recorded_at: taken[0]?.recorded_at ?? null,
      present_count: listed.filter((child) => child.present).length,
      children: listed,
    };
  }
}
