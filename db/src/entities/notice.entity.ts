import { Check, Entity, Enum, Index, Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { NOTICE_AUDIENCES, type NoticeAudience } from '@parcel/shared/records/notice';
import { EditableEntity, YES_NO, type YesNo } from './base.entity';

/**
 * A notice (공지사항) admins publish to staff, customers (화주) or both. Removed by deleting the row
 * (docs/decisions.md#notices): nothing refers to a notice, and the audit trigger keeps the removed
 * text in the change history.
 */
@Entity({ tableName: 'notice' })
// The readers' order: pinned first, then newest.
@Index({ name: 'notice_reading_order_index', properties: ['pinnedYn', 'regDt'] })
@Check({ name: 'notice_title_filled', expression: 'length(btrim(title)) > 0' })
@Check({ name: 'notice_body_filled', expression: 'length(btrim(body)) > 0' })
export class Notice extends EditableEntity {
  @PrimaryKey({ type: 'integer' })
  noticeId!: Opt<number>;

  @Property({ type: 'string', length: 100 })
  title!: string;

  @Property({ type: 'string', length: 4000 })
  body!: string;

  @Enum({ items: () => [...NOTICE_AUDIENCES], default: 'ALL' })
  audience!: Opt<NoticeAudience>;

  @Enum({ items: () => [...YES_NO], default: 'N' })
  pinnedYn!: Opt<YesNo>;
}
