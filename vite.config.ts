/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { allowedTileHosts, cspHeaderPlugin, cspPlugin } from './scripts/csp.ts';
import { serviceWorkerPlugin } from './scripts/serviceWorker.ts';

export default defineConfig({
  plugins: [
    react(),
    cspPlugin(allowedTileHosts(process.env.MP_TILE_HOSTS)),
    cspHeaderPlugin(allowedTileHosts(process.env.MP_TILE_HOSTS)),
    serviceWorkerPlugin(),
  ],
  worker: {
    format: 'es',
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    // Class sessions in the dev server: MP_DEV_API=http://127.0.0.1:5174 forwards /api (the WebSocket
    // too) to a class server on that port (docs/class.md); unset, /api is not served.
    proxy: process.env.MP_DEV_API ? { '/api': { target: process.env.MP_DEV_API, ws: true } } : undefined,
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
  },
  test: {
    // Node by default; a file can opt in to a DOM with `// @vitest-environment jsdom`.
    environment: 'node',
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts', 'src/**/*.test.{ts,tsx}'],
    // No test here is a speed target (those are in `npm run bench`): on a shared, loaded 2-core
    // machine a large-input test can take 15 s, so a timeout only catches a hang.
    testTimeout: 60_000,
  },
});
