import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * Gzip and Brotli copies of every script and style sheet, made once at build time: the server
 * sends them to browsers that accept them instead of compressing on each request.
 */
const precompressed = (): Plugin => ({
  name: 'stages:precompressed',
  apply: 'build',
  // Once the files are written: earlier, their code still holds placeholders Vite fills last.
  writeBundle(options, bundle) {
    for (const fileName of Object.keys(bundle)) {
      if (!/\.(js|css|svg)$/.test(fileName)) continue;
      const file = path.join(options.dir!, fileName);
      const source = fs.readFileSync(file);
      fs.writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      fs.writeFileSync(`${file}.br`, brotliCompressSync(source));
    }
  },
});

export default defineConfig({
  root: here('.'),
  plugins: [react(), precompressed()],
  resolve: {
    // The web app compiles the shared contracts from source, like the tests do.
    alias: {
      '@stages/contracts': here('../contracts/src/index.ts'),
      // node-polyglot (react-admin's translations) brings shims for what browsers have natively.
      'object.entries': here('shims/object-entries.cjs'),
      hasown: here('shims/hasown.cjs'),
    },
  },
  server: {
    port: 5173,
    // `npm run dev`: the API runs beside Vite on port 3000.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
  },
});
