/**
 * The session server: the built page's static files, the class HTTP API and the WebSocket
 * (`/api/ws`), on one origin (docs/class.md). `buildServer` returns the Fastify instance, not yet
 * listening (tests listen on port 0).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { contentSecurityPolicy, headerPolicy } from '../scripts/csp';
import type { ClassStore } from './db/store';
import { registerClassRoutes, type ClassRouteOptions } from './routes';

/** What `buildServer` needs: the store and the settings (defaults for a test). */
export interface ServerOptions extends Partial<ClassRouteOptions> {
  store: ClassStore;
  /** The built page (`dist/`); when it has no index.html only the API is served. */
  staticDir?: string;
  /** Fastify's logger (off by default). */
  logger?: boolean;
}

/** The headers every response carries: the page's policy, no referrer, no MIME sniffing. */
function securityHeaders(staticDir: string): Record<string, string> {
  const index = join(staticDir, 'index.html');
  const html = existsSync(index) ? readFileSync(index, 'utf8') : '';
  return {
    'content-security-policy': headerPolicy(html, contentSecurityPolicy([])),
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  };
}

/** The server, with its routes registered (call `listen` on it). */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 2_200_000, trustProxy: false });
  const staticDir = resolve(options.staticDir ?? 'dist');
  const headers = securityHeaders(staticDir);
  app.addHook('onSend', async (_req, reply) => {
    for (const [k, v] of Object.entries(headers)) reply.header(k, v);
  });
  await registerClassRoutes(app, { ...options });
  if (existsSync(join(staticDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: staticDir, index: 'index.html' });
  }
  return app;
}
