/**
 * The session server's build (`vite build --config vite.server.config.ts`): server/main.ts bundled
 * for Node 20 into dist-server/main.js (and its answer-key worker, keyWorker.js), its packages (fastify, better-sqlite3, pg, …) left as
 * imports of node_modules; the migrations' SQL is bundled in.
 */
import { defineConfig } from 'vite';

export default defineConfig({
  publicDir: false,
  build: {
    ssr: true,
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: {
      input: { main: 'server/main.ts', keyWorker: 'server/keys/worker.ts' },
      output: { entryFileNames: '[name].js', format: 'es' },
    },
  },
  ssr: {
    // Every package stays an import (better-sqlite3 and pg carry native or optional parts).
    external: true,
    noExternal: [],
  },
});
