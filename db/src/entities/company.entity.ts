import {
  Check,
  Entity,
  Enum,
  Index,
  ManyToOne,
  Opt,
  PrimaryKey,
  Property,
  Rel,
  Unique,
} from '@mikro-orm/core';
import { BillCompany } from './bill-company.entity';
import { DeliveryRoute } from './delivery-route.entity';
import {
  BILL_CHARGE_TYPES,
  BILL_STANDARD_DAYS,
  type BillChargeType,
  type BillStandardDay,
} from '@parcel/shared/codes';
import { EditableEntity, YES_NO, type YesNo } from './base.entity';

export { BILL_CHARGE_TYPES, BILL_STANDARD_DAYS, type BillChargeType, type BillStandardDay };

/**
 * A customer company: sender or receiver of transports, and when shipperYn is 'Y' a shipper billed
 * monthly through a supplier (billCompany). Phone, fax and business numbers are digits only.
 */
@Entity({ tableName: 'company' })
@Check({ name: 'company_biz_no_digits', expression: "biz_no ~ '^[0-9]{10}$'" })
@Check({ name: 'company_shipper_in_use', expression: "shipper_yn = 'N' or use_yn = 'Y'" })
@Check({
  name: 'company_prices_not_negative',
  expression: 'communication_fee >= 0 and untpc >= 0 and weight_untpc >= 0',
})
@Index({
  name: 'company_company_nm_trgm',
  expression: 'create index "company_company_nm_trgm" on "company" using gin ("company_nm" gin_trgm_ops)',
})
@Index({
  name: 'company_tel_no_trgm',
  expression: 'create index "company_tel_no_trgm" on "company" using gin ("tel_no" gin_trgm_ops)',
})
// A party typed by name is linked to the company of exactly that name, trimmed, on save.
@Index({
  name: 'company_trimmed_name_index',
  expression: 'create index "company_trimmed_name_index" on "company" (btrim("company_nm"))',
})
// The company searches' phone ends (api common/name-or-phone.ts: 4 to 12 digits typed, often the last
// four a caller gives): reverse(phone) like '8765%' is a range of these btrees.
@Index({
  name: 'company_tel_no_reverse_index',
  expression: 'create index "company_tel_no_reverse_index" on "company" (reverse("tel_no") text_pattern_ops)',
})
@Index({
  name: 'company_manager_tel_no_reverse_index',
  expression:
    'create index "company_manager_tel_no_reverse_index" on "company" (reverse("manager_tel_no") text_pattern_ops)',
})
@Index({ name: 'company_region_index', properties: ['regionCd', 'regionDtlCd'] })
@Index({ name: 'company_shipper_index', properties: ['shipperYn', 'shipperCd'] })
export class Company extends EditableEntity {
  @PrimaryKey({ type: 'integer' })
  companyId!: Opt<number>;

  @Unique({ name: 'company_biz_no_unique' })
  @Property({ type: 'string', length: 10 })
  bizNo!: string;

  @Property({ type: 'string', length: 100 })
  companyNm!: string;

  @Property({ type: 'string', length: 50, nullable: true })
  representativeNm?: string | null;

  /** 업태 */
  @Property({ type: 'string', length: 100, nullable: true })
  bizType?: string | null;

  /** 업종 */
  @Property({ type: 'string', length: 100, nullable: true })
  bizItem?: string | null;

  @Property({ type: 'string', length: 200, nullable: true })
  address?: string | null;

  @Property({ type: 'string', length: 12, nullable: true })
  telNo?: string | null;

  @Property({ type: 'string', length: 12, nullable: true })
  faxNo?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  email?: string | null;

  @Property({ type: 'text', nullable: true })
  rmk?: string | null;

  @Property({ type: 'string', length: 50, nullable: true })
  managerNm?: string | null;

  @Property({ type: 'string', length: 12, nullable: true })
  managerTelNo?: string | null;

  /** REGION_TYPE code value. */
  @Property({ type: 'string', length: 30, nullable: true })
  regionCd?: string | null;

  /** REGION_DTL_TYPE code value (a district of regionCd). */
  @Property({ type: 'string', length: 30, nullable: true })
  regionDtlCd?: string | null;

  @Enum({ items: () => [...YES_NO], default: 'N' })
  shipperYn!: Opt<YesNo>;

  /** SHIPPER_TYPE code value (COM = communication shipper). */
  @Property({ type: 'string', length: 30, nullable: true })
  shipperCd?: string | null;

  @Enum({ items: () => [...YES_NO], default: 'Y' })
  useYn!: Opt<YesNo>;

  @Enum({ items: () => [...YES_NO], default: 'Y' })
  vatYn!: Opt<YesNo>;

  @Enum({ items: () => [...YES_NO], default: 'Y' })
  taxbilOutputYn!: Opt<YesNo>;

  @Enum({ items: () => [...BILL_STANDARD_DAYS], default: '20' })
  billStdrCd!: Opt<BillStandardDay>;

  @Enum({ items: () => [...BILL_CHARGE_TYPES], default: 'CREDIT' })
  billCharCd!: Opt<BillChargeType>;

  /** Monthly base fare in won. */
  @Property({ type: 'integer', default: 0 })
  communicationFee!: Opt<number>;

  /** Won per quantity unit (parcel lines). */
  @Property({ type: 'integer', default: 0 })
  untpc!: Opt<number>;

  /** Won per kg (communication lines). */
  @Property({ type: 'integer', default: 0 })
  weightUntpc!: Opt<number>;

  @Index({ name: 'company_delivery_route_id_index' })
  @ManyToOne(() => DeliveryRoute, { nullable: true, deleteRule: 'restrict', fieldName: 'delivery_route_id' })
  deliveryRoute?: Rel<DeliveryRoute> | null;

  /** ROUTE_TIME code value: when the course passes this company. */
  @Property({ type: 'string', length: 30, nullable: true })
  deliveryRouteCd?: string | null;

  /** Supplier that bills this shipper and whose bank account the invoice shows. */
  @Index({ name: 'company_bill_company_id_index' })
  @ManyToOne(() => BillCompany, { nullable: true, deleteRule: 'restrict', fieldName: 'bill_company_id' })
  billCompany?: Rel<BillCompany> | null;

  /** Settlement group company: the company whose invoice this one's charges are added to. */
  @Index({ name: 'company_excclc_company_id_index' })
  @ManyToOne(() => Company, { nullable: true, deleteRule: 'restrict', fieldName: 'excclc_company_id' })
  excclcCompany?: Rel<Company> | null;
}
