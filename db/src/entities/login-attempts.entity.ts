import { Entity, Opt, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Sign-in attempts of one account from one source address (or of one source over all accounts,
 * account '*'), counted atomically in the database so that parallel attempts and several app
 * processes see one count. A successful sign-in deletes the account's row for that source.
 */
@Entity({ tableName: 'login_attempts' })
export class LoginAttempts {
  /** Lower-cased sign-in id, or '*' for the source's count over every account. */
  @PrimaryKey({ type: 'string', length: 50 })
  account!: string;

  /** Client address as Express sees it (TRUST_PROXY decides). */
  @PrimaryKey({ type: 'string', length: 64 })
  source!: string;

  /** Attempts not (yet) followed by a success since the window started, refused ones included. */
  @Property({ type: 'integer', default: 0 })
  failures!: Opt<number>;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  windowStartedAt!: Opt<Date>;

  /** Attempts before this moment are refused without checking the password. */
  @Property({ type: 'datetime', nullable: true })
  lockedUntil?: Date | null;

  /** Whether the latest attempt was let through to the password check (read back by RETURNING). */
  @Property({ type: 'boolean', default: false })
  admitted!: Opt<boolean>;
}
