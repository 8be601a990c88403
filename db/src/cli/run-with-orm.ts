import 'reflect-metadata';
import type { MikroORM } from '@mikro-orm/postgresql';
import { openDatabaseTarget, type DatabaseTarget } from '../connection';
import { initOrm } from '../orm';

/** Runs a CLI task against the app's database (DATABASE_URL or embedded), then closes everything. */
export async function runWithOrm(
  task: (orm: MikroORM, target: DatabaseTarget) => Promise<void>,
  settings: { snapshot?: boolean } = {},
): Promise<void> {
  const target = await openDatabaseTarget();
  const orm = await initOrm(target.url, {}, settings);
  try {
    await task(orm, target);
  } catch (error) {
    process.exitCode = 1;
    console.error(error instanceof Error ? error.message : error);
  } finally {
    await orm.close();
    await target.close();
  }
}
