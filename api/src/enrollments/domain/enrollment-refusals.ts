import { ErrorCode } from '@stages/contracts';
import { DomainError } from '../../platform/domain-error.js';

/** Another family's or another organization's enrollment is answered as one that does not exist. */
export const enrollmentNotFound = () =>
  new DomainError(ErrorCode.enrollmentNotFound, 'No such enrollment', 404);

export const enrollmentAlreadyDecided = (status: string) =>
  new DomainError(ErrorCode.enrollmentAlreadyDecided, `Already ${status}`, 409);
