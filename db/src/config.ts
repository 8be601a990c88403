import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options, type PoolConfig, ReflectMetadataProvider } from '@mikro-orm/postgresql';
import { allEntities } from './entities';
import { migrationsDir } from './paths';
import { validatePooledConnection } from './pool-validation';
import { type DatabaseTimeouts, PRIMARY_SESSION_OPTIONS, requestSessionOptions } from './session-options';

/** How long a read replica may take to accept a connection before the read goes to the primary. */
export const REPLICA_CONNECT_TIMEOUT_MS = 2000;

export { type DatabaseTimeouts, PRIMARY_SESSION_OPTIONS, requestSessionOptions };

export interface OrmSettings {
  /** Only for the scripts that create and check migrations (see createOrmConfig). */
  snapshot?: boolean;
  /** Streaming read replicas of the database (DATABASE_REPLICA_URL); none by default. */
  replicaUrls?: readonly string[];
  /**
   * The lock and statement timeouts of request work: only for the app's request connections, never
   * for migrations, the seeder or scripts (see DatabaseTimeouts). Unset: PostgreSQL's (none).
   */
  requestTimeouts?: DatabaseTimeouts;
}

/**
 * The pool's settings: knex (under MikroORM) also takes a `validate`, which MikroORM's types leave
 * out; it keeps connections the server ended from reaching a request (pool-validation.ts).
 */
function pooled(pool: PoolConfig = {}): PoolConfig {
  const settings: PoolConfig & { validate: typeof validatePooledConnection } = {
    min: 0,
    max: 10,
    ...pool,
    validate: validatePooledConnection,
  };
  return settings;
}

/**
 * MikroORM settings for one database URL; the only place the ORM is configured.
 * `snapshot` is on only for the scripts that create and check migrations: the committed snapshot
 * must describe the entities, and MikroORM would otherwise rewrite it from the live database (hand
 * written constraints included) each time migrations run.
 * Read replicas serve only what asks for one by name (`em.getConnection('read')`: analysts'
 * transactions, api/src/common/analyst-reads.ts); `preferReadReplicas: false` keeps every other
 * read, and every write, on the primary, so the staff read what they have just written.
 */
export function createOrmConfig(
  clientUrl: string,
  overrides: Partial<Options> = {},
  { snapshot = false, replicaUrls = [], requestTimeouts }: OrmSettings = {},
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
    replicas: replicaUrls.map((url) => ({
      clientUrl: url,
      // A replica that is gone must not hold an analyst's request for the pool's 60 s. No session
      // options: MikroORM would pass on the primary's (its driverOptions below), and analysts keep
      // PostgreSQL's parallel workers and set their own statement_timeout (api/common/analyst-reads.ts).
      driverOptions: { connection: { connectionTimeoutMillis: REPLICA_CONNECT_TIMEOUT_MS, options: '' } },
    })),
    preferReadReplicas: false,
    ...overrides,
    pool: pooled(overrides.pool),
    driverOptions: {
      ...overrides.driverOptions,
      connection: {
        options: requestTimeouts ? requestSessionOptions(requestTimeouts) : PRIMARY_SESSION_OPTIONS,
        ...overrides.driverOptions?.connection,
      },
    },
  });
}
