import { Entity, Index, ManyToOne, Opt, PrimaryKey, Property, Rel } from '@mikro-orm/core';
import { Member } from './member.entity';
import { Waybill } from './waybill.entity';

/**
 * A print ticket (docs/decisions.md#printing-waybills): the short-lived, single-use token handed to
 * the print program through its URL scheme, which lets it fetch that one waybill's labels through the
 * REST shim. Stored as its SHA-256 hash; redeeming it sets `usedAt` in the same statement that checks
 * it is unused and unexpired, so two redemptions at once cannot both succeed.
 */
@Entity({ tableName: 'print_ticket' })
export class PrintTicket {
  @PrimaryKey({ type: 'string', length: 64 })
  ticketHash!: string;

  @Index({ name: 'print_ticket_waybill_id_index' })
  @ManyToOne(() => Waybill, { deleteRule: 'cascade', fieldName: 'waybill_id' })
  waybill!: Rel<Waybill>;

  /** Who asked for the print: the print log records them when the program fetches the labels. */
  @Index({ name: 'print_ticket_member_id_index' })
  @ManyToOne(() => Member, { deleteRule: 'cascade', fieldName: 'member_id' })
  member!: Rel<Member>;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  issuedAt!: Opt<Date>;

  @Index({ name: 'print_ticket_expires_at_index' })
  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;
}
