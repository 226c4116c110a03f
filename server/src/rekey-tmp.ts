import { migrateToLatest, openDatabase } from './db/database';
import { refreshSortKeys } from './db/sort-keys';
const db = openDatabase(process.argv[2]!.startsWith('postgres') ? { kind: 'postgres', url: process.argv[2]! } : { kind: 'sqlite', file: process.argv[2]! });
let t = performance.now();
await migrateToLatest(db);
console.log('migrate 0017', ((performance.now() - t) / 1000).toFixed(1), 's');
for (const locale of ['en', 'en', 'nb']) {
  t = performance.now();
  const made = await refreshSortKeys(db, locale);
  console.log(locale, made, ((performance.now() - t) / 1000).toFixed(1), 's');
}
await db.kysely.destroy();
