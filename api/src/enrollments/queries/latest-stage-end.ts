/**
 * The end of the child's latest stage with the organization among its pending or accepted
 * registrations, as a scalar subquery of `child` and `organization` (columns or parameters):
 * what `healthSheetOpen` counts the window of the child's health sheet from.
 */
export const latestStageEndSql = (child: string, organization: string) =>
  `(SELECT max(o.ends_at) FROM enrollments active
      JOIN stage_catalogue o ON o.stage_id = active.stage_id
     WHERE active.child_id = ${child} AND o.organization_id = ${organization}
       AND active.status IN ('pending', 'accepted'))`;
