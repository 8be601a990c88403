// A waybill range (운송장 사전 등록: numbers handed to a sender in advance): its edited fields, in
// the order the form (forms/waybill-form.ts) checks them (spec part 2, 5. "Waybill").
import { defineFields } from './define-fields';

/** How a range is charged (waybill.charge_cd); the spec's default is credit. */
export const WAYBILL_CHARGES = ['pre', 'collect', 'credit'] as const;
export type WaybillCharge = (typeof WAYBILL_CHARGES)[number];
export const DEFAULT_WAYBILL_CHARGE: WaybillCharge = 'credit';

export const WAYBILL_CHARGE_LABELS: Readonly<Record<WaybillCharge, string>> = {
  pre: '선불',
  collect: '착불',
  credit: '신용',
};

/**
 * The range's fields: the receiver is optional, the sender required (old callers may send null,
 * which the form refuses, and so may leave out the quantity), the charge defaults to credit.
 */
export const WAYBILL_FIELDS = defineFields({
  receiverCompanyId: {
    label: '받는 업체',
    kind: 'id',
    refersTo: 'company',
    doc: 'Receiver company (받는 업체), optional: 0 or null for none',
  },
  senderCompanyId: {
    label: '보내는 업체',
    kind: 'id',
    refersTo: 'company',
    required: true,
    inputNullable: true,
    doc: 'Sender company (보내는 업체)',
  },
  chargeCd: {
    label: '운임 구분',
    kind: 'choice',
    choices: WAYBILL_CHARGE_LABELS,
    default: DEFAULT_WAYBILL_CHARGE,
    doc: 'Charge (운임 구분): pre, collect or credit',
  },
  startNo: { label: '시작 번호', kind: 'rangeNo', required: true, doc: 'First number (시작 번호)' },
  endNo: {
    label: '종료 번호',
    kind: 'rangeNo',
    required: true,
    doc: 'Last number (종료 번호), inclusive',
    serverRule: 'not below startNo',
  },
  qty: {
    label: '수량',
    kind: 'count',
    required: true,
    inputNullable: true,
    doc: 'Quantity (수량) in pieces (개)',
  },
});
