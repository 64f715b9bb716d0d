/**
 * Schema migrations: `migrations/*.sql` applied in file-name order at start, each recorded in a
 * `schema_migrations` table so it runs once. Portable: SQLite and PostgreSQL each give a small
 * `MigrationTarget` (sqlite.ts, postgres.ts). The SQL files are bundled into the server build.
 */

/** One migration: its version (the file name without `.sql`) and its SQL. */
export interface Migration {
  version: string;
  sql: string;
}

/** What a database gives the migrator. */
export interface MigrationTarget {
  /** Runs statements (several, separated by `;`). */
  exec(sql: string): Promise<void>;
  /** Versions already recorded in `schema_migrations`. */
  applied(): Promise<string[]>;
  /** Runs a migration's `sql` and records its `version` in one transaction. */
  apply(version: string, sql: string, nowMs: number): Promise<void>;
}

/** The table that records applied migrations (portable SQL). */
export const MIGRATIONS_TABLE_SQL =
  'CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)';

/** The repository's migrations, in order. */
export function bundledMigrations(): Migration[] {
  const files = import.meta.glob<string>('./migrations/*.sql', { query: '?raw', import: 'default', eager: true });
  return Object.entries(files)
    .map(([path, sql]) => ({ version: path.replace(/^.*\//, '').replace(/\.sql$/, ''), sql }))
    .sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0));
}

/** Applies the migrations `target` has not recorded yet, in order; resolves to the versions applied now. */
export async function migrate(
  target: MigrationTarget,
  migrations: Migration[] = bundledMigrations(),
  nowMs = Date.now(),
): Promise<string[]> {
  await target.exec(MIGRATIONS_TABLE_SQL);
  const done = new Set(await target.applied());
  const appliedNow: string[] = [];
  for (const m of migrations) {
    if (done.has(m.version)) continue;
    await target.apply(m.version, m.sql, nowMs);
    appliedNow.push(m.version);
  }
  return appliedNow;
}
