import { Check, Entity, Enum, Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { EditableEntity, YES_NO, type YesNo } from './base.entity';

/**
 * An invoice supplier (bill company): the business that issues the monthly invoices and tax bills
 * and whose bank account shippers pay into. Deleting one only marks it (delYn 'Y', chgId = who).
 */
@Entity({ tableName: 'bill_company' })
@Check({ name: 'bill_company_biz_no_digits', expression: "biz_no ~ '^[0-9]{10}$'" })
@Check({ name: 'bill_company_account_no_digits', expression: "account_no ~ '^[0-9]{10,14}$'" })
@Check({ name: 'bill_company_post_no_digits', expression: "post_no ~ '^[0-9]{5}$'" })
@Unique({
  name: 'bill_company_biz_no_unique',
  expression: `create unique index "bill_company_biz_no_unique" on "bill_company" ("biz_no") where "del_yn" = 'N'`,
})
export class BillCompany extends EditableEntity {
  @PrimaryKey({ type: 'integer' })
  billCompanyId!: Opt<number>;

  @Property({ type: 'string', length: 100 })
  companyNm!: string;

  @Property({ type: 'string', length: 10 })
  bizNo!: string;

  @Property({ type: 'string', length: 50 })
  representativeNm!: string;

  @Property({ type: 'string', length: 100 })
  bizType!: string;

  @Property({ type: 'string', length: 100 })
  bizItem!: string;

  @Property({ type: 'string', length: 200 })
  address!: string;

  @Property({ type: 'string', length: 5 })
  postNo!: string;

  @Property({ type: 'string', length: 12 })
  telNo!: string;

  @Property({ type: 'string', length: 12 })
  faxNo!: string;

  @Property({ type: 'string', length: 100 })
  email!: string;

  @Property({ type: 'string', length: 50 })
  bankNm!: string;

  @Property({ type: 'string', length: 50 })
  depositorNm!: string;

  @Property({ type: 'string', length: 14 })
  accountNo!: string;

  @Property({ type: 'text', nullable: true })
  rmk?: string | null;

  @Enum({ items: () => [...YES_NO], default: 'N' })
  delYn!: Opt<YesNo>;
}
