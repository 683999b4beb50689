import { z } from 'zod';

const ComponentStatus = z.enum(['ok', 'error']);

export const ProjectionHealth = z
  .object({
    name: z.string(),
    status: z.enum(['running', 'failed', 'stalled', 'not_started']),
    checkpoint: z.string().nullable().describe('Last log position applied, `transaction:sequence`'),
    lag_events: z.number().int().describe('Events committed after the checkpoint (capped)'),
    updated_at: z.string().nullable(),
    failed_event_id: z
      .string()
      .nullable()
      .describe('The event a failed projection stopped on; the error is in the logs and the CLI'),
    rebuild_checkpoint: z
      .string()
      .nullable()
      .describe('Where an unfinished rebuild stands, if one was started'),
  })
  .meta({ id: 'ProjectionHealth' });

export const HealthReport = z
  .object({
    status: ComponentStatus,
    database: z.object({
      status: ComponentStatus,
      driver: z.enum(['postgres', 'pglite']),
      latency_ms: z.number().nullable(),
    }),
    event_store: z.object({
      status: ComponentStatus,
      adapter: z.enum(['postgres', 'eventstoredb']),
    }),
    projections: z.array(ProjectionHealth),
  })
  .meta({ id: 'HealthReport' });

export type HealthReport = z.infer<typeof HealthReport>;
export type ProjectionHealth = z.infer<typeof ProjectionHealth>;
