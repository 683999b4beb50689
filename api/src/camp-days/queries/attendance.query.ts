import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, type DayAttendance } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { DomainError } from '../../platform/domain-error.js';
import { DATABASE } from '../../platform/tokens.js';
import { isoInstantSql } from '../../platform/sql/iso-instant-sql.js';

interface StageDays {
  readonly first_day: string;
  readonly last_day: string;
}

/** A day of a stage as its attendance shows it: its accepted children, present or not. */
@Injectable()
export class AttendanceQuery {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  async day(stageId: string, day: string): Promise<DayAttendance> {
    const { rows: stages } = await this.db.query<StageDays>(
      `SELECT (starts_at AT TIME ZONE 'Europe/Brussels')::date::text AS first_day,
              (ends_at AT TIME ZONE 'Europe/Brussels')::date::text AS last_day
         FROM stage_catalogue WHERE stage_id = $1`,
      [stageId],
    );
    const stage = stages[0];
    if (!stage) throw new DomainError(ErrorCode.stageNotFound, 'No such stage', 404);
    if (day < stage.first_day || day > stage.last_day) {
      throw new DomainError(
        ErrorCode.attendanceDayOutsideStage,
        `The stage runs from ${stage.first_day} to ${stage.last_day}`,
        422,
      );
    }
    const [{ rows: taken }, { rows: children }] = await Promise.all([
      this.db.query<{ present: string[]; recorded_at: string }>(
        `SELECT present::text[] AS present,
                ${isoInstantSql('recorded_at')} AS recorded_at
           FROM stage_attendance WHERE stage_id = $1 AND day = $2`,
        [stageId, day],
      ),
      this.db.query<Omit<DayAttendance['children'][number], 'present'>>(
        `SELECT e.enrollment_id::text, e.child_id::text, c.first_name, c.last_name,
                extract(year FROM age($2::date, c.birth_date))::integer AS age
           FROM enrollments e
           LEFT JOIN children c ON c.id = e.child_id
          WHERE e.stage_id = $1 AND e.status = 'accepted'
          ORDER BY lower(c.last_name), lower(c.first_name), e.enrollment_id`,
        [stageId, stage.first_day],
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
      first_day: stage.first_day,
      last_day: stage.last_day,
      recorded: taken.length > 0,
      recorded_at: taken[0]?.recorded_at ?? null,
      present_count: listed.filter((child) => child.present).length,
      children: listed,
    };
  }
}
