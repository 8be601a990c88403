import { LockMode } from '@mikro-orm/core';
import { AppError, MESSAGES } from './errors';

/**
 * How a versioned write refuses a version that is no longer the stored one (ARCHITECTURE.md, "How
 * a versioned write works"): 409 CONFLICT with MESSAGES.staleVersion, or a module's own wording.
 * The database moves the version on (bump_version()); this is only the refusal.
 */

/**
 * findOne options that load an entity at the version the caller sent: MikroORM compares on load and
 * throws OptimisticLockError (answered as staleVersion() by common/error-mapping.ts), and its flush
 * writes `where version = ?`, so a save that commits in between is refused the same way. No version
 * sent (`null` or `undefined`): no comparison (MikroORM would refuse a null as stale).
 */
export const atVersion = (sent: number | null | undefined) =>
  ({ lockMode: LockMode.OPTIMISTIC, lockVersion: sent ?? undefined }) as const;

/** The refusal: also what raw SQL answers when its `where version = ?` matched no row. */
export const staleVersion = (message: string = MESSAGES.staleVersion, field?: string) =>
  new AppError('CONFLICT', message, field);

/** Raw SQL's comparison of the version it read (locked) with the one sent; none sent, none made. */
export function expectVersion(
  stored: number,
  sent: number | null | undefined,
  message?: string,
  field?: string,
): void {
  if (sent != null && sent !== stored) throw staleVersion(message, field);
}
