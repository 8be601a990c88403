import type { RowOf, TableSchema } from './bulk-insert';

/**
 * The columns the demo data fills, with the array type each is sent as (see bulk-insert.ts).
 * Columns left out take their database default (version 1, del_yn 'N', ...). reg_id and chg_id
 * stay null: by convention (base.entity.ts) rows made by seeds name no creator.
 */
export const MEMBER = {
  member_id: 'int4',
  reg_dt: 'timestamptz',
  chg_dt: 'timestamptz?',
  user_id: 'text',
  user_pw: 'text',
  name: 'text',
  email: 'text?',
  tel_no: 'text?',
  company_id: 'int4?',
  group_val: 'text',
  del_yn: 'text',
} as const satisfies TableSchema;

export const BILL_COMPANY = {
  bill_company_id: 'int4',
  reg_dt: 'timestamptz',
  company_nm: 'text',
  biz_no: 'text',
  representative_nm: 'text',
  biz_type: 'text',
  biz_item: 'text',
  address: 'text',
  post_no: 'text',
  tel_no: 'text',
  fax_no: 'text',
  email: 'text',
  bank_nm: 'text',
  depositor_nm: 'text',
  account_no: 'text',
  rmk: 'text?',
} as const satisfies TableSchema;

export const DELIVERY_ROUTE = {
  delivery_route_id: 'int4',
  reg_dt: 'timestamptz',
  delivery_route_nm: 'text',
  use_yn: 'text',
} as const satisfies TableSchema;

export const COMPANY = {
  company_id: 'int4',
  reg_dt: 'timestamptz',
  biz_no: 'text',
  company_nm: 'text',
  representative_nm: 'text?',
  biz_type: 'text?',
  biz_item: 'text?',
  address: 'text?',
  tel_no: 'text?',
  fax_no: 'text?',
  email: 'text?',
  rmk: 'text?',
  manager_nm: 'text?',
  manager_tel_no: 'text?',
  region_cd: 'text?',
  region_dtl_cd: 'text?',
  shipper_yn: 'text',
  shipper_cd: 'text?',
  use_yn: 'text',
  vat_yn: 'text',
  taxbil_output_yn: 'text',
  bill_stdr_cd: 'text',
  bill_char_cd: 'text',
  communication_fee: 'int4',
  untpc: 'int4',
  weight_untpc: 'int4',
  delivery_route_id: 'int4?',
  delivery_route_cd: 'text?',
  bill_company_id: 'int4?',
  excclc_company_id: 'int4?',
} as const satisfies TableSchema;

export const WAYBILL = {
  waybill_id: 'int4',
  reg_dt: 'timestamptz',
  sender_company_id: 'int4',
  receiver_company_id: 'int4?',
  charge_cd: 'text',
  qty: 'int4',
  start_no: 'int8',
  end_no: 'int8',
} as const satisfies TableSchema;

export const TRANSPORT_SENDER = {
  sender_transport_id: 'int4',
  reg_dt: 'timestamptz',
  requst_dt: 'date',
  transport_process_cd: 'text',
  sender_company_id: 'int4?',
  charge_cd: 'text',
  company_nm: 'text',
  tel_no: 'text?',
  address: 'text?',
  manager_nm: 'text?',
  manager_tel_no: 'text?',
  rmk: 'text?',
  amount: 'int4',
  region_cd: 'text?',
  region_dtl_cd: 'text?',
  untpc: 'int4',
  weight_untpc: 'int4',
  shipper_cd: 'text?',
  delivery_route_id: 'int4?',
  manager_id: 'int4?',
  // Kept by triggers in the app; a bulk load writes them itself (derived-tables.ts).
  receiver_count: 'int4',
  goods_line_count: 'int4',
} as const satisfies TableSchema;

export const TRANSPORT_RECEIVER = {
  receiver_transport_id: 'int4',
  reg_dt: 'timestamptz',
  sender_transport_id: 'int4',
  receiver_company_id: 'int4?',
  company_nm: 'text',
  tel_no: 'text?',
  manager_tel_no: 'text?',
  address: 'text?',
  rmk: 'text?',
  amount: 'int4',
  region_cd: 'text?',
  region_dtl_cd: 'text?',
  untpc: 'int4',
  weight_untpc: 'int4',
  shipper_cd: 'text?',
  delivery_route_id: 'int4?',
  sort_order: 'int4',
  // Its transport's, kept by triggers in the app; a bulk load writes it itself.
  requst_dt: 'date',
} as const satisfies TableSchema;

export const SHIPMENT = {
  shipment_id: 'int4',
  reg_dt: 'timestamptz',
  chg_dt: 'timestamptz?',
  receiver_transport_id: 'int4',
  kind_cd: 'text',
  waybill_no: 'text?',
  trnsprt_cd: 'text',
  sender_qty: 'int4',
  receiver_qty: 'int4',
  sender_untpc: 'int4',
  receiver_untpc: 'int4',
  sender_amount: 'int4',
  receiver_amount: 'int4',
  sort_order: 'int4',
  pickup_check: 'text',
  transport_manager: 'text?',
  transport_date: 'date?',
  transport_code: 'text?',
  memo: 'text?',
} as const satisfies TableSchema;

export type MemberRow = RowOf<typeof MEMBER>;
export type BillCompanyRow = RowOf<typeof BILL_COMPANY>;
export type DeliveryRouteRow = RowOf<typeof DELIVERY_ROUTE>;
export type CompanyRow = RowOf<typeof COMPANY>;
export type WaybillRow = RowOf<typeof WAYBILL>;
export type SenderRow = RowOf<typeof TRANSPORT_SENDER>;
export type ReceiverRow = RowOf<typeof TRANSPORT_RECEIVER>;
export type ShipmentRow = RowOf<typeof SHIPMENT>;
