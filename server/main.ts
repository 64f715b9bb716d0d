/**
 * The session server's entry point (`npm start` runs its build, dist-server/main.js): reads the
 * environment (server/config.ts), opens the store, serves the built page and the class API.
 */
import { networkInterfaces } from 'node:os';
import { buildServer } from './app';
import type { ServerNetwork } from './routes';
import { readConfig } from './config';
import { openStore } from './db/open';

/** The LAN origins (IPv4, not internal) students' devices can reach. */
function lanOrigins(port: number): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((i) => i && i.family === 'IPv4' && !i.internal)
    .map((i) => `http://${i!.address}:${port}`);
}

/** Whether `host` is a loopback address (only this machine reaches it). */
function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}

/** Starts the server; exits on a configuration or database error with its message. */
async function main(): Promise<void> {
  const config = readConfig();
  const store = await openStore(config);
  const network: ServerNetwork = { joinOrigins: [], loopbackOnly: isLoopback(config.host) };
  const app = await buildServer({ ...config, store, network, staticDir: process.env.MP_STATIC_DIR ?? 'dist' });
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  console.log(`Multipath Playground with class sessions (${where}): http://127.0.0.1:${port}/`);
  if (!network.loopbackOnly) network.joinOrigins = lanOrigins(port);
  if (config.classroom) {
    console.log('Classroom mode: listening on every interface; students on this network join at:');
    for (const origin of network.joinOrigins) console.log(`  ${origin}/`);
  }
  const stop = async () => {
    await app.close();
    await store.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((e: unknown) => {
  console.error(`session server: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
