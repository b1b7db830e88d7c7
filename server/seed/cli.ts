import { readServerConfig } from '../config';
import { openDatabase } from '../db/open';
import { applySeeds } from '.';

/**
 * `npm run seed:bench`: adds the large `bench` and `huge` workspaces to the persistent database
 * (`SEED=giga` the million workers of `giga`; any seeds by name), each in one transaction.
 */
const config = readServerConfig({ ...process.env, SEED: process.env.SEED ?? 'bench,huge' });
if (config.database === ':memory:') {
  console.error('seed:bench writes to a database file; DATABASE=:memory: would be thrown away.');
  process.exit(1);
}
const db = openDatabase(config.database);
console.log(`Seeding ${config.database}`);
for (const line of applySeeds(db, config.seeds, config.app.secretsKey)) console.log(`  ${line}`);
db.close();
