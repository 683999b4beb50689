import { api } from '../providers/apiClient';

export type Verdict = 'accept' | 'reject';

/**
 * Accepts or rejects one pending enrollment; final once answered. Accepting a request for the
 * social price grants it (`reducedPrice` true) or refuses it (false).
 */
export const decide = (
  enrollmentId: string,
  verdict: Verdict,
  reason: string | null = null,
  reducedPrice?: boolean,
) =>
  api(`/enrollments/${enrollmentId}/${verdict}/`, {
    body:
      verdict === 'reject'
        ? reason
          ? { reason }
          : {}
        : reducedPrice === undefined
          ? {}
          : { reduced_price: reducedPrice },
  });

/** What a rejection's dialog asks: a message to the parent, which may be left out. */
export const REJECTION_MESSAGE = {
  label: 'app.stage_enrollments.reject.reason',
  helperText: 'app.stage_enrollments.reject.reason_help',
  acceptsReason: (reason: string) => reason.length <= 500,
  optional: true,
};
