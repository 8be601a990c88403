import { runWithOrm } from './run-with-orm';

/** npm run db:migration:create -- <name>: writes the diff between entities and the snapshot. */
const name = process.argv[2];
void runWithOrm(
  async (orm) => {
    const result = await orm.getMigrator().createMigration(undefined, false, false, name);
    console.log(
      result.diff.up.length ? `created migrations/${result.fileName}` : 'entities match the migrations',
    );
  },
  { snapshot: true },
);
