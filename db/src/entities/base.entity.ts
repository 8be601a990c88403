import { Entity, Opt, Property } from '@mikro-orm/core';

/** Y/N flags of the legacy schema (delYn, useYn, shipperYn...); the database checks the value too. */
export { YES_NO, type YesNo } from '@parcel/shared/codes';

/**
 * Columns every editable record carries: who created and last changed it, when, and a version
 * that moves on with each update so that two people saving the same record cannot overwrite each
 * other silently (optimistic locking). The database raises it (the trigger bump_version(), once per
 * writing transaction, exactly what MikroORM's own `version = version + 1` expects), so raw SQL
 * writes never set it; ARCHITECTURE.md, "How a versioned write works".
 */
@Entity({ abstract: true })
export abstract class EditableEntity {
  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  regDt!: Opt<Date>;

  /** memberId of the creator; null for rows made by migrations, seeds or imports. */
  @Property({ type: 'integer', nullable: true })
  regId?: number | null;

  @Property({ type: 'datetime', nullable: true, onUpdate: () => new Date() })
  chgDt?: Date | null;

  @Property({ type: 'integer', nullable: true })
  chgId?: number | null;

  @Property({ type: 'integer', version: true })
  version!: Opt<number>;
}
