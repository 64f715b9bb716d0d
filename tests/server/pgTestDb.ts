/**
 * Throw-away PostgreSQL databases for tests: MP_TEST_DATABASE_URL (scripts/postgres.sh start prints
 * one; its user may create databases) names the server, and each test gets its own database,
 * dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The URL of the test server, or '' when PostgreSQL tests are off. */
export const TEST_DATABASE_URL = process.env.MP_TEST_DATABASE_URL ?? '';
/** Why the PostgreSQL tests are skipped ('' when they run). */
export const PG_SKIP_REASON = TEST_DATABASE_URL
  ? ''
  : 'MP_TEST_DATABASE_URL is not set (scripts/test.sh sets it when scripts/postgres.sh start succeeds)';

/** A fresh, empty database on the test server: its URL and how to drop it. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `mp_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
