import { z } from 'zod';
import { ErrorCode } from '../errors/error-codes.js';

/**
 * Whether the signed-in organization may create a stage now and, when not, the refusal a
 * creation would get: the form says so before anything is typed.
 */
export const StageAllowance = z
  .object({
    verified: z.boolean(),
    /** Stages it holds now (deleted ones do not count). */
    stages: z.number().int(),
    /** Stages its plan allows at once; null while a subscription runs. */
    limit: z.number().int().nullable(),
    refusal: z
      .enum([ErrorCode.organizationAwaitingVerification, ErrorCode.stagePlanLimitReached])
      .nullable(),
  })
  .meta({ id: 'StageAllowance' });
export type StageAllowance = z.infer<typeof StageAllowance>;
