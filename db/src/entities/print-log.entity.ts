import { Entity, Enum, Index, ManyToOne, Opt, PrimaryKey, Property, Rel } from '@mikro-orm/core';
import { Member } from './member.entity';
import { Waybill } from './waybill.entity';

/** Where a print was handed off: the external print program or the browser's own print. */
export const PRINT_CHANNELS = ['program', 'browser'] as const;
export type PrintChannel = (typeof PRINT_CHANNELS)[number];

/** One print hand-off of a waybill: who, when and how. Printing again asks for confirmation. */
@Entity({ tableName: 'print_log' })
@Index({ name: 'print_log_waybill_index', properties: ['waybill', 'printedAt'] })
export class PrintLog {
  @PrimaryKey({ type: 'bigint' })
  printLogId!: Opt<string>;

  @ManyToOne(() => Waybill, { deleteRule: 'cascade', fieldName: 'waybill_id' })
  waybill!: Rel<Waybill>;

  @Index({ name: 'print_log_member_id_index' })
  @ManyToOne(() => Member, { deleteRule: 'restrict', fieldName: 'member_id' })
  member!: Rel<Member>;

  @Enum({ items: () => [...PRINT_CHANNELS] })
  channel!: PrintChannel;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  printedAt!: Opt<Date>;
}
