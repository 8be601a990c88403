// The waybill pre-registration form (택배 > 운송장 사전 등록): one schema for create and edit, whose
// steps follow the modal and the spec's checks (part 2, 5. "Waybill"): the receiver is optional, the
// sender required, the charge defaults to credit, then start and end number (each checked on its own
// value, not the start number twice as the old code did:
// docs/decisions.md#waybill-end-number-checked-on-its-own), the quantity, and last that the end does
// not come before the start. The web dialog, the API and the tests use it.
import { labelsOf, stepsOf } from '../records/define-fields';
import { WAYBILL_FIELDS } from '../records/waybill';
import { atLeastOneMessage, INTEGER_MAX } from '../validation/schemas';
import { orderedForm, rule, type FormInput, type FormOutput } from './ordered-form';

export {
  DEFAULT_WAYBILL_CHARGE,
  WAYBILL_CHARGE_LABELS,
  WAYBILL_CHARGES,
  type WaybillCharge,
} from '../records/waybill';

export const WAYBILL_FIELD_LABELS = labelsOf(WAYBILL_FIELDS);
export type WaybillFormField = keyof typeof WAYBILL_FIELDS;

/** waybill.qty is an integer column. */
export const WAYBILL_QTY_MAX = INTEGER_MAX;

const LABELS = WAYBILL_FIELD_LABELS;

export const WAYBILL_MESSAGES = {
  endBeforeStart: '종료 번호는 시작 번호보다 작을 수 없습니다.',
  qtyPositive: atLeastOneMessage(LABELS.qty),
  /** The database's exclusion constraint and the service's check say the same. */
  overlap: '이미 등록된 운송장 번호 대역과 겹칩니다. 시작 번호와 종료 번호를 확인해주세요.',
} as const;

/** Start and end as digits compared as numbers (they pass 2^53, so as BigInt). */
const endNotBeforeStart = (parsed: Readonly<Record<string, unknown>>) =>
  BigInt(String(parsed.endNo)) >= BigInt(String(parsed.startNo));

/** A pre-registered range, created or changed: the same fields, checked in the modal's order. */
export const waybillFormSchema = orderedForm([
  ...stepsOf(WAYBILL_FIELDS),
  rule('endNo', WAYBILL_MESSAGES.endBeforeStart, endNotBeforeStart),
]);

export type WaybillFormValues = FormInput<typeof waybillFormSchema.steps>;
export type WaybillFormData = FormOutput<typeof waybillFormSchema.steps>;

/** How many numbers a range holds (end - start + 1), as a number when it fits, else Infinity. */
export function rangeSize(startNo: string, endNo: string): number {
  const size = BigInt(endNo) - BigInt(startNo) + 1n;
  return size > BigInt(Number.MAX_SAFE_INTEGER) ? Infinity : Number(size);
}
