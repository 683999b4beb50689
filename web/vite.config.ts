import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  plugins: [react()],
  resolve: {
    // The web app compiles the shared contracts from source, like the tests do.
    alias: { '@stages/contracts': here('../contracts/src/index.ts') },
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
