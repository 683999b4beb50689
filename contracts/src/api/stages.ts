import { z } from 'zod';
import { listQuery } from './list-query.js';

export const StageSummary = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    organization: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }),
    starts_at: z.string(),
    ends_at: z.string(),
    registration_deadline: z.string(),
    cost_cents: z.number().int(),
    max_children: z.number().int(),
    min_age: z.number().int(),
    max_age: z.number().int(),
    city: z.string(),
    postal_code: z.string(),
  })
  .meta({ id: 'StageSummary' });

export type StageSummary = z.infer<typeof StageSummary>;

export const StageListQuery = listQuery(['starts_at', 'name'], z.object({}).strict());
