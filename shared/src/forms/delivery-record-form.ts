// The delivery record form (택배 > 도착 정보 > 배송 처리, /transport/arrivals-editor/{id}): what staff
// record when one goods line is delivered (docs/decisions.md#delivery-record-screen): the delivery
// manager, the completion date, the delivery code (TRANSPORT_CD), the pickup check and a memo. An
// empty completion date means "not delivered" (an undo clears the line); a date needs a manager and a
// code. The web form, the API and the tests use this one schema, so all refuse the same input with
// the same first message. Whether the code is a known TRANSPORT_CD value is the server's check
// (code.service assertKnownCodes).
import { z } from 'zod';
import { isCalendarDate, seoulToday } from '../dates/seoul-date';
import { formatMessage, requiredMessage } from '../validation/messages';
import { withTopic } from '../validation/particles';
import { choiceWithDefault, optionalText } from '../validation/schemas';
import { YES_NO } from '../codes';
import { field, orderedForm, rule, type FormInput, type FormOutput } from './ordered-form';

export const DELIVERY_RECORD_FIELD_LABELS = {
  transportManager: '배송 담당',
  transportDate: '배송 완료일',
  transportCode: '배송 구분',
  pickupCheck: '픽업 확인',
  memo: '메모',
} as const;
export type DeliveryRecordField = keyof typeof DELIVERY_RECORD_FIELD_LABELS;

/** shipment.transport_manager is varchar(50), transport_code varchar(30); the memo is text, kept short. */
export const DELIVERY_MANAGER_MAX_LENGTH = 50;
export const DELIVERY_CODE_MAX_LENGTH = 30;
export const DELIVERY_MEMO_MAX_LENGTH = 1000;

/** The code list of delivery codes (택배, 통신, 직송, 퀵). */
export const DELIVERY_CODE_TYPE = 'TRANSPORT_CD';

const LABELS = DELIVERY_RECORD_FIELD_LABELS;

export const DELIVERY_RECORD_MESSAGES = {
  futureDate: `${withTopic(LABELS.transportDate)} 오늘 이후일 수 없습니다.`,
  managerRequired: requiredMessage(LABELS.transportManager),
  codeRequired: requiredMessage(LABELS.transportCode),
} as const;

/** yyyy-MM-dd, a real calendar date; empty → null (not delivered). */
const completionDate = z
  .union([z.string(), z.null(), z.undefined()], { error: formatMessage(LABELS.transportDate) })
  .transform((value) => value?.trim() || null)
  .refine((value) => value === null || isCalendarDate(value), {
    error: formatMessage(LABELS.transportDate),
    abort: true,
  })
  .refine((value) => value === null || value <= seoulToday(), { error: DELIVERY_RECORD_MESSAGES.futureDate });

const delivered = (parsed: Readonly<Record<string, unknown>>) => parsed.transportDate !== null;

/** One goods line's delivery facts, checked in the form's order. */
export const deliveryRecordSchema = orderedForm([
  field('transportManager', optionalText(LABELS.transportManager, { max: DELIVERY_MANAGER_MAX_LENGTH })),
  field('transportDate', completionDate),
  rule(
    'transportManager',
    DELIVERY_RECORD_MESSAGES.managerRequired,
    (parsed) => !delivered(parsed) || parsed.transportManager !== null,
  ),
  field('transportCode', optionalText(LABELS.transportCode, { max: DELIVERY_CODE_MAX_LENGTH })),
  rule(
    'transportCode',
    DELIVERY_RECORD_MESSAGES.codeRequired,
    (parsed) => !delivered(parsed) || parsed.transportCode !== null,
  ),
  field('pickupCheck', choiceWithDefault(LABELS.pickupCheck, YES_NO, 'N')),
  field('memo', optionalText(LABELS.memo, { max: DELIVERY_MEMO_MAX_LENGTH })),
]);

export type DeliveryRecordValues = FormInput<typeof deliveryRecordSchema.steps>;
export type DeliveryRecordData = FormOutput<typeof deliveryRecordSchema.steps>;

/** What a scan of one waybill number answered. */
export const SCAN_STATUSES = ['DELIVERED', 'UNKNOWN', 'ALREADY_DELIVERED'] as const;
export type ScanStatus = (typeof SCAN_STATUSES)[number];
