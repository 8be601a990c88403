import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { createOrmConfig } from './config';
import { ensureReferenceData } from './reference/ensure-reference-data';

export async function initOrm(
  url: string,
  overrides: Partial<Options> = {},
  settings: { snapshot?: boolean } = {},
): Promise<MikroORM> {
  return MikroORM.init(createOrmConfig(url, overrides, settings));
}

/** Applies pending migrations, then brings the reference code lists up to date. */
export async function migrateDatabase(orm: MikroORM): Promise<void> {
  await orm.getMigrator().up();
  await ensureReferenceData(orm.em.fork());
}
