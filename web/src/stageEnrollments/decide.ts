import { api } from '../providers/apiClient';

export type Verdict = 'accept' | 'reject';

/** Accepts or rejects one pending enrollment; final once answered. */
export const decide = (enrollmentId: string, verdict: Verdict, reason: string | null = null) =>
  api(`/enrollments/${enrollmentId}/${verdict}/`, {
    body: verdict === 'reject' && reason ? { reason } : {},
  });
