/** The class API's routes (src/class/protocol.ts documents them). */
import type { FastifyInstance } from 'fastify';
import type { ClassStore } from './db/store';

/** Settings of the class routes. */
export interface ClassRouteOptions {
  store: ClassStore;
}

/** Registers `/api/*` on `app`. */
export async function registerClassRoutes(app: FastifyInstance, options: ClassRouteOptions): Promise<void> {
  const { store } = options;
  app.get('/api/health', async () => ({ ok: true, database: store.kind }));
}
