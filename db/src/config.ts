import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options, ReflectMetadataProvider } from '@mikro-orm/postgresql';
import { allEntities } from './entities';
import { migrationsDir } from './paths';

/**
 * MikroORM settings for one database URL; the only place the ORM is configured.
 * `snapshot` is on only for the scripts that create and check migrations: the committed snapshot
 * must describe the entities, and MikroORM would otherwise rewrite it from the live database (hand
 * written constraints included) each time migrations run.
 */
export function createOrmConfig(
  clientUrl: string,
  overrides: Partial<Options> = {},
  { snapshot = false }: { snapshot?: boolean } = {},
): Options {
  return defineConfig({
    clientUrl,
    entities: allEntities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: {
      path: migrationsDir,
      pathTs: migrationsDir,
      // One snapshot name whatever the database is called, so every environment diffs alike.
      snapshot,
      snapshotName: '.snapshot',
      transactional: true,
      allOrNothing: true,
      emit: 'ts',
    },
    // Requests fork their own EntityManager; using the global one is a bug.
    allowGlobalContext: false,
    forceUtcTimezone: true,
    pool: { min: 0, max: 10 },
    ...overrides,
  });
}
