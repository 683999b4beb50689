import type { Sex } from '../api/children.js';

/**
 * The form of a word or sentence that agrees with a child's sex: French says "inscrit" of a boy,
 * "inscrite" of a girl; "other" (or a sex not known) takes a wording that needs no agreement.
 */
export const bySex = <T>(sex: Sex | null | undefined, forms: { male: T; female: T; other: T }): T =>
  forms[sex ?? 'other'];
