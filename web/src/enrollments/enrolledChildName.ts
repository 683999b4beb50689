/** The child an enrollment or a decision is about, first name then last; empty once erased. */
export const enrolledChildName = (record: {
  readonly child_first_name: string | null;
  readonly child_last_name: string | null;
}) => [record.child_first_name, record.child_last_name].filter(Boolean).join(' ');
