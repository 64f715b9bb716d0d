/**
 * The ClassStore contract (storeContract.ts) on PostgreSQL, a fresh database per test, when
 * MP_TEST_DATABASE_URL is set (scripts/test.sh starts a server with scripts/postgres.sh); skipped
 * with the reason otherwise.
 */
import { describe, it } from 'vitest';
import { openPostgresStore } from '../../server/db/postgres';
import { describeStoreContract } from './storeContract';
import { PG_SKIP_REASON, createTestDatabase } from './pgTestDb';

if (PG_SKIP_REASON) {
  describe('ClassStore contract: PostgreSQL', () => {
    it.skip(`skipped: ${PG_SKIP_REASON}`, () => undefined);
  });
} else {
  describeStoreContract('PostgreSQL', async () => {
    const db = await createTestDatabase();
    const store = await openPostgresStore(db.url);
    await store.migrate();
    return {
      store,
      dispose: async () => {
        await store.close();
        await db.drop();
      },
    };
  });
}
