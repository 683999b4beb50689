import { createHash } from 'node:crypto';
import {
  chainedContent,
  FIRST_LINK,
  type DecisionLink,
  type EnrollmentEvent,
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

/** The decision's event, linked to the stage's previous decision, `lastLink`. */
export function decided<Type extends EnrollmentEventType>(
  lastLink: string,
  type: Type,
  data: Omit<Extract<EnrollmentEvent, { type: Type }>['data'], 'link'>,
): EnrollmentEvent {
  const link = linkAfter(lastLink, type, data);
  return { type, data: { ...data, link } } as EnrollmentEvent;
}

export { FIRST_LINK };
