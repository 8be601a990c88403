import { Entity, Enum, Index, ManyToOne, Opt, PrimaryKey, Property, Rel, Unique } from '@mikro-orm/core';
import { YES_NO, type YesNo } from './base.entity';

/**
 * One entry of a code list (REGION_TYPE, REGION_DTL_TYPE, CHARGE, ...). Values are unique within
 * a type, so a stored value such as regionDtlCd 'BUKGU' names one district without its parent.
 * District codes point at their region through `parent`.
 */
@Entity({ tableName: 'code' })
@Unique({ name: 'code_type_val_unique', properties: ['codeType', 'codeVal'] })
@Index({ name: 'code_type_parent_order_index', properties: ['codeType', 'parent', 'sortOrder'] })
export class Code {
  @PrimaryKey({ type: 'integer' })
  codeId!: Opt<number>;

  @Property({ type: 'string', length: 30 })
  codeType!: string;

  @Property({ type: 'string', length: 30 })
  codeVal!: string;

  @Property({ type: 'string', length: 50 })
  codeNm!: string;

  @ManyToOne(() => Code, { nullable: true, deleteRule: 'restrict', fieldName: 'parent_id' })
  parent?: Rel<Code> | null;

  @Property({ type: 'integer', default: 0 })
  sortOrder!: Opt<number>;

  @Enum({ items: () => [...YES_NO], default: 'Y' })
  useYn!: Opt<YesNo>;
}
