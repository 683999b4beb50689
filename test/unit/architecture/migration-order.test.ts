import { describe, expect, it } from 'vitest';
import { allMigrations, boundedContexts } from '../../../api/src/contexts.js';
import type { BoundedContext } from '../../../api/src/platform/bounded-context.js';
import { orderMigrations } from '../../../api/src/platform/migration-order.js';

const context = (name: string, ids: string[]) =>
  ({
    name,
    migrations: ids.map((id) => ({ id, sql: '' })),
  }) as unknown as BoundedContext;

const ids = (contexts: BoundedContext[], platform: string[] = []) =>
  orderMigrations(
    platform.map((id) => ({ id, sql: '' })),
    contexts,
  ).map((migration) => migration.id);

describe('the order of migrations', () => {
  it('keeps the shared numbers first, in number order, as existing databases applied them', () => {
    const shared = allMigrations.filter((migration) => /^\d{4}-/.test(migration.id));
    expect(allMigrations.slice(0, shared.length)).toEqual(shared);
    expect(shared.map((m) => m.id)).toEqual(shared.map((m) => m.id).sort());
    expect(shared.map((m) => m.id)).toContain('0013-price-plans');
  });

  it("runs each context's own after them, context by context in the listed order", () => {
    const order = ids(
      [
        context('stages', ['stages/0002-b', '0003-old', 'stages/0001-a']),
        context('enrollments', ['enrollments/0001-waiting-list']),
      ],
      ['0001-events'],
    );
    expect(order).toEqual([
      '0001-events',
      '0003-old',
      'stages/0001-a',
      'stages/0002-b',
      'enrollments/0001-waiting-list',
    ]);
  });

  it('lets two contexts number a migration alike, written at the same time', () => {
    const order = ids([
      context('stages', ['stages/0001-x']),
      context('payments', ['payments/0001-x']),
    ]);
    expect(order).toEqual(['stages/0001-x', 'payments/0001-x']);
  });

  it("refuses a migration named after another context, or a platform's without a number", () => {
    expect(() => ids([context('stages', ['payments/0001-x'])])).toThrow('is not named');
    expect(() => ids([context('stages', ['stages-0001-x'])])).toThrow('is not named');
    expect(() => ids([], ['events'])).toThrow('shared number');
    expect(() => ids([context('a', ['0001-x']), context('b', ['0001-x'])])).toThrow('share an id');
  });

  it('names every migration of the product by one of the two rules', () => {
    expect(() => orderMigrations([], boundedContexts)).not.toThrow();
  });
});
