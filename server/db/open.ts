/** Opens the configured store: PostgreSQL when a database URL is given, else SQLite in the data folder. */
import { mkdirSync } from 'node:fs';
import type { ClassStore } from './store';
import { SqliteStore } from './sqlite';
import { sqlitePath } from '../config';

/** The store for `databaseUrl` (postgres://…) or the SQLite file under `dataDir`, migrated. */
export async function openStore(options: { databaseUrl?: string; dataDir: string }): Promise<ClassStore> {
  let store: ClassStore;
  if (options.databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(options.databaseUrl)) {
      throw new Error('MP_DATABASE_URL: expected postgres://user:password@host:port/database');
    }
    store = await openPostgres(options.databaseUrl);
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    store = new SqliteStore(sqlitePath(options.dataDir));
  }
  await store.migrate();
  return store;
}

/** The PostgreSQL store (server/db/postgres.ts), loaded only when asked for. */
async function openPostgres(url: string): Promise<ClassStore> {
  const modules = import.meta.glob<{ openPostgresStore?: (url: string) => Promise<ClassStore> }>('./postgres.ts');
  const load = modules['./postgres.ts'];
  const open = load ? (await load()).openPostgresStore : undefined;
  if (!open) throw new Error('PostgreSQL support is not built into this server yet (server/db/postgres.ts).');
  return open(url);
}
