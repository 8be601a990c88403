import { migrateDatabase } from '../orm';
import { runWithOrm } from './run-with-orm';

void runWithOrm(async (orm) => {
  const applied = await migrateDatabase(orm);
  console.log(`migrations applied: ${applied.length}; reference codes up to date`);
});
