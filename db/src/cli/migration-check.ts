import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { migrationsDir } from '../paths';
import { runWithOrm } from './run-with-orm';

/** Fails when the entities differ from what the committed migrations (their snapshot) describe. */
void runWithOrm(
  async (orm) => {
    const migrator = orm.getMigrator();
    if (!(await migrator.checkMigrationNeeded())) {
      console.log('entities match the migrations');
      return;
    }
    // createMigration is the only public way to see the diff; it writes a migration and a new
    // snapshot, so put the tree back as it was afterwards.
    const snapshotPath = path.join(migrationsDir, '.snapshot.json');
    const snapshot = await readFile(snapshotPath, 'utf8');
    const drift = await migrator.createMigration(undefined, false, false, 'drift');
    await rm(path.join(migrationsDir, drift.fileName), { force: true });
    await writeFile(snapshotPath, snapshot);
    console.error(
      'entities and migrations disagree; run `npm run db:migration:create -- <name>` and review it:',
    );
    console.error(drift.diff.up.join('\n'));
    process.exitCode = 1;
  },
  { snapshot: true },
);
