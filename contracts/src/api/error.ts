import { z } from 'zod';

/** The body of every 4xx and 5xx answer of the API. */
export const ApiError = z
  .object({
    statusCode: z.number().int(),
    code: z.string().describe('Stable key the web app translates, e.g. `stage.full`'),
    message: z.string().describe('English explanation for logs and developers'),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .describe('Field path to error key, for form validation'),
    retry_after_seconds: z
      .number()
      .int()
      .optional()
      .describe('With 429: when to try again (also in the Retry-After header)'),
  })
  .meta({ id: 'ApiError' });

export type ApiError = z.infer<typeof ApiError>;
