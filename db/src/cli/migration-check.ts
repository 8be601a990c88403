import { runWithOrm } from './run-with-orm';

/** Fails when the entities differ from what the committed migrations (their snapshot) describe. */
void runWithOrm(async (orm) => {
  if (await orm.getMigrator().checkMigrationNeeded()) {
    const diff = await orm.getMigrator().createMigration(undefined, false, false, 'drift');
    console.error('entities and migrations disagree; run `npm run db:migration:create -- <name>`:');
    console.error(diff.diff.up.join('\n'));
    // createMigration wrote a file to show the diff; the check must leave the tree as it found it.
    const { rm } = await import('node:fs/promises');
    await rm(`${orm.config.get('migrations').path}/${diff.fileName}`, { force: true });
    process.exitCode = 1;
    return;
  }
  console.log('entities match the migrations');
}, { snapshot: true });
