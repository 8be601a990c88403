// The waybill pre-registration form (택배 > 운송장 사전 등록): one schema for create and edit, whose
// steps follow the modal and the spec's checks (part 2, 5. "Waybill"): the receiver is optional, the
// sender required, the charge defaults to credit, then start and end number (each checked on its own
// value, not the start number twice as the old code did:
// docs/decisions.md#waybill-end-number-checked-on-its-own), the quantity, and last that the end does
// not come before the start. The web dialog, the API and the tests use it.
import { z } from 'zod';
import { formatMessage, requiredMessage } from '../validation/messages';
import { withTopic } from '../validation/particles';
import { choiceWithDefault, idField, optionalIdField, rangeNumberField } from '../validation/schemas';
import { field, orderedForm, rule, type FormInput, type FormOutput } from './ordered-form';

/** How a range is charged (waybill.charge_cd); the spec's default is credit. */
export const WAYBILL_CHARGES = ['pre', 'collect', 'credit'] as const;
export type WaybillCharge = (typeof WAYBILL_CHARGES)[number];
export const DEFAULT_WAYBILL_CHARGE: WaybillCharge = 'credit';

export const WAYBILL_CHARGE_LABELS: Readonly<Record<WaybillCharge, string>> = {
  pre: '선불',
  collect: '착불',
  credit: '신용',
};

export const WAYBILL_FIELD_LABELS = {
  receiverCompanyId: '받는 업체',
  senderCompanyId: '보내는 업체',
  chargeCd: '운임 구분',
  startNo: '시작 번호',
  endNo: '종료 번호',
  qty: '수량',
} as const;
export type WaybillFormField = keyof typeof WAYBILL_FIELD_LABELS;

/** waybill.qty is an integer column. */
export const WAYBILL_QTY_MAX = 2_147_483_647;

const LABELS = WAYBILL_FIELD_LABELS;

export const WAYBILL_MESSAGES = {
  endBeforeStart: '종료 번호는 시작 번호보다 작을 수 없습니다.',
  qtyPositive: `${withTopic(LABELS.qty)} 1 이상이어야 합니다.`,
  /** The database's exclusion constraint and the service's check say the same. */
  overlap: '이미 등록된 운송장 번호 대역과 겹칩니다. 시작 번호와 종료 번호를 확인해주세요.',
} as const;

/** 수량: a whole number of at least 1; empty → required, text or fractions → format. */
const qtyField = z
  .union([z.number(), z.string(), z.null(), z.undefined()], { error: formatMessage(LABELS.qty) })
  .transform((value) => (typeof value === 'string' ? value.replace(/[,\s]/g, '') : value))
  .pipe(
    z
      .union([z.number(), z.string(), z.null(), z.undefined()])
      .refine((value) => value !== '' && value !== null && value !== undefined, {
        error: requiredMessage(LABELS.qty),
        abort: true,
      })
      .transform(Number)
      .refine((value) => Number.isSafeInteger(value), { error: formatMessage(LABELS.qty), abort: true })
      .refine((value) => value >= 1, { error: WAYBILL_MESSAGES.qtyPositive, abort: true })
      .refine((value) => value <= WAYBILL_QTY_MAX, { error: formatMessage(LABELS.qty) }),
  );

/** Start and end as digits compared as numbers (they pass 2^53, so as BigInt). */
const endNotBeforeStart = (parsed: Readonly<Record<string, unknown>>) =>
  BigInt(String(parsed.endNo)) >= BigInt(String(parsed.startNo));

/** A pre-registered range, created or changed: the same fields, checked in the modal's order. */
export const waybillFormSchema = orderedForm([
  field('receiverCompanyId', optionalIdField(LABELS.receiverCompanyId)),
  field('senderCompanyId', idField(LABELS.senderCompanyId)),
  field('chargeCd', choiceWithDefault(LABELS.chargeCd, WAYBILL_CHARGES, DEFAULT_WAYBILL_CHARGE)),
  field('startNo', rangeNumberField(LABELS.startNo)),
  field('endNo', rangeNumberField(LABELS.endNo)),
  field('qty', qtyField),
  rule('endNo', WAYBILL_MESSAGES.endBeforeStart, endNotBeforeStart),
]);

export type WaybillFormValues = FormInput<typeof waybillFormSchema.steps>;
export type WaybillFormData = FormOutput<typeof waybillFormSchema.steps>;

/** How many numbers a range holds (end - start + 1), as a number when it fits, else Infinity. */
export function rangeSize(startNo: string, endNo: string): number {
  const size = BigInt(endNo) - BigInt(startNo) + 1n;
  return size > BigInt(Number.MAX_SAFE_INTEGER) ? Infinity : Number(size);
}
