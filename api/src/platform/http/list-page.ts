import { contentRange } from '@stages/contracts';
import type { FastifyReply } from 'fastify';

export const DEFAULT_PAGE_SIZE = 25;

interface ListQuery<Sort extends string> {
  readonly range?: readonly [number, number] | undefined;
  readonly sort?: readonly [Sort, 'ASC' | 'DESC'] | undefined;
}

export interface PageRequest<Sort extends string> {
  readonly offset: number;
  readonly limit: number;
  readonly sort: Sort;
  readonly order: 'ASC' | 'DESC';
}

/**
 * Answers a list request the way ra-data-simple-rest expects: the page as the body, its
 * position and the total in Content-Range, which browsers may read.
 */
export async function sendPage<Sort extends string, Item>(
  reply: FastifyReply,
  resource: string,
  query: ListQuery<Sort>,
  defaultSort: Sort,
  load: (page: PageRequest<Sort>) => Promise<{ items: Item[]; total: number }>,
): Promise<Item[]> {
  const [first, last] = query.range ?? [0, DEFAULT_PAGE_SIZE - 1];
  const [sort, order] = query.sort ?? [defaultSort, 'ASC'];
  const page = await load({ offset: first, limit: last - first + 1, sort, order });
  void reply
    .header('content-range', contentRange(resource, first, page.items.length, page.total))
    .header('access-control-expose-headers', 'Content-Range');
  return page.items;
}
