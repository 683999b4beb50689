import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { boundedContexts } from '../../../api/src/contexts.js';
import {
  contextGraph,
  cycles,
  importsPastTheIndex,
  listedBeforeTheirDependencies,
  tableOwners,
  writesToOthersTables,
} from './contexts.js';
import { readSources, root } from './source-tree.js';

const contexts = boundedContexts.map((context) => context.name);
const sources = readSources('api/src');

/**
 * Created in identity's first migration, before the shared layers had migrations of their own;
 * the platform's rate limiter and secrets write them. Shipped migrations are never edited.
 */
const createdForThePlatform = { rate_limits: 'platform', app_secrets: 'platform' };

describe('bounded contexts', () => {
  it('each shows what others may use in its index', () => {
    for (const context of contexts) {
      expect(fs.existsSync(path.join(root, 'api/src', context, 'index.ts')), context).toBe(true);
    }
  });

  it('are reached only through their index', () => {
    expect(importsPastTheIndex(sources, contexts)).toEqual([]);
  });

  it('depend on each other one way, and are listed after what they use', () => {
    const graph = contextGraph(sources, contexts);
    expect(cycles(graph)).toEqual([]);
    expect(listedBeforeTheirDependencies(contexts, graph)).toEqual([]);
  });

  it("never write another context's tables", () => {
    const owners = tableOwners(sources, contexts, createdForThePlatform);
    expect(owners.get('children')).toBe('families');
    expect(owners.get('bills')).toBe('payments');
    expect(writesToOthersTables(sources, contexts, owners)).toEqual([]);
  });
});

describe('the contexts check', () => {
  const two = ['stages', 'payments'];
  const tree = (files: Record<string, string>) => new Map(Object.entries(files));

  it('catches an import into internals, and a context importing its own index', () => {
    const breaches = importsPastTheIndex(
      tree({
        'api/src/payments/a.ts': "import { x } from '../stages/queries/stage-view.js';",
        'api/src/payments/b.ts': "import { y } from '../stages/index.js';",
        'api/src/stages/c.ts': "import { z } from './index.js';",
        'api/src/demo/d.ts': "import { w } from '../payments/domain/epc-qr.js';",
      }),
      two,
    );
    expect(breaches).toEqual([
      'api/src/payments/a.ts imports api/src/stages/queries/stage-view',
      'api/src/stages/c.ts imports its own index',
      'api/src/demo/d.ts imports api/src/payments/domain/epc-qr',
    ]);
  });

  it('catches a cycle, and a context listed before one it uses', () => {
    const graph = contextGraph(
      tree({
        'api/src/payments/a.ts': "import { x } from '../stages/index.js';",
        'api/src/stages/b.ts': "import { y } from '../payments/index.js';",
      }),
      two,
    );
    expect(cycles(graph)).toEqual(['payments → stages → payments']);
    expect(listedBeforeTheirDependencies(['payments', 'stages'], graph)).toEqual([
      'payments is listed before stages, which it uses',
    ]);
  });

  it("catches a write to another context's table, not to its own", () => {
    const files = tree({
      'api/src/stages/m.ts': 'CREATE TABLE stage_catalogue (id uuid);',
      'api/src/payments/m.ts': 'CREATE TABLE IF NOT EXISTS bills (id uuid);',
      'api/src/payments/w.ts': "q('UPDATE bills SET x = 1'); q(`DELETE  FROM stage_catalogue`);",
    });
    const owners = tableOwners(files, two);
    expect(writesToOthersTables(files, two, owners)).toEqual([
      'api/src/payments/w.ts: DELETE FROM stage_catalogue (owned by stages)',
    ]);
  });
});

describe('events in the API', () => {
  /**
   * A stream's events reach deciders, projections and mails typed by their stream or their
   * type. Only the event store adapters, where a driver's rows become recorded events, and
   * Stripe's objects, which are not ours, are exempt.
   */
  const exempt = ['api/src/infrastructure/eventstore/', 'api/src/subscriptions/stripe/'];
  const CAST = /\bas unknown as\b|\b(?:event|data|recorded)\s+as\s+(?!const\b)|\bas\s+\w*Event\b/;

  it('are never cast', () => {
    const casts = [...sources]
      .filter(([file]) => !exempt.some((folder) => file.startsWith(folder)))
      .flatMap(([file, text]) =>
        text
          .split('\n')
          .map((line, index) => ({ line, at: `${file}:${index + 1}` }))
          .filter(({ line }) => CAST.test(line) && !line.trimStart().startsWith('*'))
          .map(({ at, line }) => `${at} ${line.trim()}`),
      );
    expect(casts).toEqual([]);
  });

  it('the check sees a cast', () => {
    expect(CAST.test('const x = event as unknown as StageEvent;')).toBe(true);
    expect(CAST.test('const d = event.data as { stageId: string };')).toBe(true);
    expect(CAST.test('const kinds = ["a"] as const;')).toBe(false);
  });
});
