import { createHash } from 'node:crypto';
import {
  chainedContent,
  FIRST_LINK,
  type DecisionLink,
  type EnrollmentEventType,
} from '@stages/contracts';

/** The link of a decision that follows `previous`: what the audit recomputes to verify it. */
export function linkAfter(
  previous: string,
  type: EnrollmentEventType,
  data: Record<string, unknown>,
): DecisionLink {
  const hash = createHash('sha256')
    .update(`${previous}\n${chainedContent(type, data)}`)
    .digest('hex');
  return { previous, hash };
}

export { FIRST_LINK };
