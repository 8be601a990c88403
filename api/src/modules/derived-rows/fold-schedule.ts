import type { MikroORM } from '@mikro-orm/postgresql';
import { foldDerivedRows } from '@parcel/db';
import { describeError } from '../../common/error-mapping';
import type { Logger } from '../../common/logger';

/** How often the committed deltas are folded into the day and month rows. */
export const FOLD_INTERVAL_MS = 2_000;

export interface FoldSchedule {
  stop(): void;
}

/**
 * Folds the derived rows' deltas (db/src/derived) every FOLD_INTERVAL_MS, so reads add only the
 * last seconds' deltas to the rows. Every app process schedules it; the fold's advisory lock lets
 * one run at a time and the others skip. Reads are exact without it, only slower as deltas pile
 * up: a failure is logged and tried again at the next tick.
 */
export function scheduleDerivedRowsFold(orm: MikroORM, logger: Logger): FoldSchedule {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const plan = () => {
    // unref: a waiting fold never keeps a stopping process alive.
    if (!stopped) timer = setTimeout(() => void run(), FOLD_INTERVAL_MS).unref();
  };
  const run = async () => {
    try {
      await foldDerivedRows(orm.em.fork());
    } catch (error) {
      logger.warn({ err: describeError(error) }, 'derived rows: the fold failed; it runs again shortly');
    }
    plan();
  };
  plan();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
