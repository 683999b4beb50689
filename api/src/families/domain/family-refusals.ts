import { ErrorCode } from '@stages/contracts';
import { DomainError } from '../../platform/domain-error.js';

/**
 * The families context's refusals. A record of another family is answered exactly like one that
 * does not exist (404), so that neither its data nor its existence leaks.
 */
export const childNotFound = () =>
  new DomainError(ErrorCode.childNotFound, 'No such child in your family', 404);

/** A parent the family was shared with sees and edits the child, but does not delete it. */
export const notPrimaryParent = () =>
  new DomainError(
    ErrorCode.childNotPrimaryParent,
    'Only the parent who registered this child may delete it',
    403,
  );

/** Its enrollments, and the bills and certificates that follow them, name the child. */
export const childHasEnrollments = () =>
  new DomainError(
    ErrorCode.childHasEnrollments,
    'This child has enrollments: it can no longer be deleted',
    409,
  );

export const legalRepresentativeNotFound = () =>
  new DomainError(
    ErrorCode.legalRepresentativeNotFound,
    'No such legal representative in your family',
    404,
  );

export const legalRepresentativeInUse = () =>
  new DomainError(
    ErrorCode.legalRepresentativeInUse,
    'A child names this legal representative: change the child first',
    409,
  );

/** The number is unique across every child, whatever the family. */
export const duplicateNationalRegisterNumber = () =>
  new DomainError(
    ErrorCode.childDuplicateNationalRegisterNumber,
    'Another child already has this national register number',
    409,
    { national_register_number: ErrorCode.childDuplicateNationalRegisterNumber },
  );

/** A child may only name one of its family's legal representatives. */
export const unknownLegalRepresentative = () =>
  new DomainError(ErrorCode.requestInvalid, 'No such legal representative in your family', 400, {
    legal_representative_id: ErrorCode.legalRepresentativeNotFound,
  });

/** PostgreSQL's unique_violation and foreign_key_violation, as both drivers report them. */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';

function sqlState(error: unknown): string | undefined {
  return error !== null && typeof error === 'object' && 'code' in error
    ? String(error.code)
    : undefined;
}
