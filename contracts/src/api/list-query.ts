import { z } from 'zod';

/**
 * Query parameters of list endpoints, in the shape ra-data-simple-rest sends:
 * `range=[0,24]`, `sort=["field","ASC"]`, `filter={...}`, each JSON-encoded.
 */
function jsonParam<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'form.invalid' });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

export const MAX_PAGE_SIZE = 100;

export const ListRange = z
  .tuple([z.number().int().min(0), z.number().int().min(0)])
  .refine(([first, last]) => last >= first && last - first < MAX_PAGE_SIZE, 'form.invalid');

export function listQuery<Field extends string, Filter extends z.ZodType>(
  sortable: readonly [Field, ...Field[]],
  filter: Filter,
) {
  return z.object({
    range: jsonParam(ListRange).optional(),
    sort: jsonParam(z.tuple([z.enum(sortable), z.enum(['ASC', 'DESC'])])).optional(),
    filter: jsonParam(filter).optional(),
  });
}

/** Value of the `Content-Range` header for a page of a list. */
export function contentRange(resource: string, offset: number, count: number, total: number) {
  const last = count === 0 ? offset : offset + count - 1;
  return `${resource} ${offset}-${last}/${total}`;
}
