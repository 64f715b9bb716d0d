/** The ClassStore contract (storeContract.ts) on SQLite, the default store: a fresh file per test. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteStore } from '../../server/db/sqlite';
import { describeStoreContract } from './storeContract';

describeStoreContract('SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mp-store-'));
  const store = new SqliteStore(join(dir, 'classes.sqlite'));
  await store.migrate();
  return {
    store,
    dispose: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
