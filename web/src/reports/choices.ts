import { REPORT_REASONS, type Report } from '@stages/contracts';

/** Choices for fields and filters; react-admin translates their names. */
const choicesOf = (values: readonly string[], prefix: string) =>
  values.map((id) => ({ id, name: `admin.reports.${prefix}.${id}` }));

export const reasonChoices = choicesOf(REPORT_REASONS, 'reasons');
export const statusChoices = choicesOf(
  ['open', 'resolved'] satisfies Report['status'][],
  'statuses',
);
export const targetTypeChoices = choicesOf(
  ['stage', 'organization'] satisfies Report['target_type'][],
  'target_types',
);
