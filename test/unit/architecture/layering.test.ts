import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { boundedContexts } from '../../../api/src/contexts.js';
import { importsIn, readSources, root } from './source-tree.js';

interface Rule {
  readonly from: string;
  readonly allowedOnly?: readonly string[];
  readonly forbidden?: readonly string[];
}

/** The rules of docs/architecture.md#layers: lower layers never reach up. */
const rules: Rule[] = [
  { from: 'api/src/infrastructure/', allowedOnly: ['api/src/infrastructure/', 'api/src/config/'] },
  { from: 'api/src/config/', allowedOnly: ['api/src/config/'] },
  {
    from: 'api/src/platform/',
    forbidden: boundedContexts.map((context) => `api/src/${context.name}/`),
  },
  { from: 'web/src/layout/', forbidden: ['web/src/pages/'] },
  { from: 'web/src/guards/', forbidden: ['web/src/pages/'] },
];

function breaches(rule: Rule): string[] {
  return [...readSources(rule.from.replace(/\/$/, ''))].flatMap(([file, text]) =>
    importsIn(file, text)
      .filter((target) =>
        rule.allowedOnly
          ? !rule.allowedOnly.some((allowed) => target.startsWith(allowed))
          : rule.forbidden!.some((forbidden) => target.startsWith(forbidden)),
      )
      .map((target) => `${file} imports ${target}`),
  );
}

describe('layers', () => {
  it('knows every bounded context by its folder', () => {
    for (const context of boundedContexts) {
      expect(fs.existsSync(path.join(root, 'api/src', context.name)), context.name).toBe(true);
    }
  });

  it.each(rules)('$from imports only what its layer may', (rule) => {
    expect(breaches(rule)).toEqual([]);
  });

  it('catches an import that reaches up', () => {
    const file = 'api/src/infrastructure/logging.ts';
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    expect(importsIn(file, text).every((target) => target.startsWith('api/src/'))).toBe(true);
    const reachingUp = { from: 'api/src/platform/', forbidden: ['api/src/infrastructure/'] };
    expect(breaches(reachingUp).length).toBeGreaterThan(0);
  });
});
