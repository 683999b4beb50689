import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  // SWC compiles the TypeScript so that Nest's decorators get their parameter-type metadata,
  // which Vite's own transform (oxc) does not emit.
  oxc: false,
  plugins: [
    swc.vite({
      tsconfigFile: false,
      jsc: {
        target: 'es2023',
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true },
      },
    }),
  ],
  resolve: {
    // Tests run on the sources of the workspace packages, not on their builds.
    alias: [
      { find: '@stages/contracts', replacement: source('./contracts/src/index.ts') },
      { find: '@stages/projections', replacement: source('./projections/src/index.ts') },
      { find: '@stages/api/contexts', replacement: source('./api/src/contexts.ts') },
      {
        find: '@stages/api/infrastructure',
        replacement: source('./api/src/infrastructure/index.ts'),
      },
    ],
  },
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own process: PGlite instances and servers never share one.
    pool: 'forks',
    // One file per core, not one fewer (Vitest's default): most of a file's time is spent
    // waiting on PostgreSQL, a server it started or a browser, which the other file fills.
    maxWorkers: availableParallelism(),
  },
});
