import { migrateDatabase } from '../orm';
import { runWithOrm } from './run-with-orm';

void runWithOrm(async (orm) => {
  const pending = await orm.getMigrator().getPendingMigrations();
  await migrateDatabase(orm);
  console.log(`migrations applied: ${pending.length}; reference codes up to date`);
});
