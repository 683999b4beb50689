import { z } from 'zod';

/** A stage's or an organization's slug in a path: checked for size before any lookup. */
export const SlugParam = z.string().min(1).max(200);
