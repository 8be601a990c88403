// The delivery check's filters (택배 > 배송 조회, /transport/check; spec part 2 "Delivery check"):
// reception period (the last 7 days through today by default, Asia/Seoul), charge, sender region,
// receiver region and district, shipper type, sender and receiver names, collector, sender and
// receiver phones, waybill number; and ours: the delivery state and the supplier (with its billing
// day) that bills the line, which the month-end close board's 미배송 count opens, and why no invoice
// bills the line (unbilled), which its counts of lines billed to nobody and of suspended groups
// open. Every filter is optional; empty ones are ignored. The API parses
// GraphQL and REST input with this schema (400 with the Korean message naming the field), and the
// web takes its defaults and charge choices from here.
import { z } from 'zod';
import { BILL_STANDARD_DAYS, type BillStandardDay } from '../codes';
import { seoulToday } from '../dates/seoul-date';
import { UNBILLED_REASONS, type UnbilledReason } from '../settlement/billing';
import { toDigits } from '../validation/digits';
import { formatMessage, maxLengthMessage } from '../validation/messages';
import { withTopic } from '../validation/particles';
import { optionalDate, optionalText } from './filter-fields';

/** The screen's default period: this many days, ending today. */
export const DELIVERY_CHECK_DEFAULT_DAYS = 7;

/** The charge (CHARGE code list) values, and the spec's names for them, which REST also accepts. */
export const DELIVERY_CHECK_CHARGES = {
  prepaid: 'CH001',
  collect: 'CH002',
  credit_prepaid: 'CH003',
  credit_collect: 'CH004',
} as const;
export type DeliveryCheckChargeCode = (typeof DELIVERY_CHECK_CHARGES)[keyof typeof DELIVERY_CHECK_CHARGES];
const CHARGE_CODES: readonly string[] = Object.values(DELIVERY_CHECK_CHARGES);

/** The delivery states the list filters by (deliveryState): no completion date yet, or one recorded. */
export const DELIVERY_STATE_FILTERS = { undelivered: '미배송', delivered: '배송 완료' } as const;
export type DeliveryStateFilter = keyof typeof DELIVERY_STATE_FILTERS;
const DELIVERY_STATE_VALUES = Object.keys(DELIVERY_STATE_FILTERS) as DeliveryStateFilter[];

/**
 * Why no invoice bills the line (unbilled; settlement/billing.ts unbilledReason): no registered
 * payer or a group top that is no billed shipper, or a suspended group top.
 */
export const UNBILLED_FILTERS: Record<UnbilledReason, string> = {
  nobody: '청구 대상 없음',
  suspended: '중지된 정산 그룹',
};

export const DELIVERY_CHECK_FIELD_LABELS = {
  startDate: '접수 시작일(startDate)',
  endDate: '접수 종료일(endDate)',
  chargeCd: '운임 구분(chargeCd)',
  senderRegionCd: '보내는 곳 지역(senderRegionCd)',
  receiverRegionCd: '받는 곳 지역(receiverRegionCd)',
  receiverRegionDtlCd: '받는 곳 세부 지역(receiverRegionDtlCd)',
  shipperCd: '화주 구분(shipperCd)',
  senderCompanyNm: '보내는 곳(senderCompanyNm)',
  receiverCompanyNm: '받는 곳(receiverCompanyNm)',
  collectorNm: '집하 담당(collectorNm)',
  senderTelNo: '보내는 곳 전화번호(senderTelNo)',
  receiverTelNo: '받는 곳 전화번호(receiverTelNo)',
  waybillNo: '운송장 번호(waybillNo)',
  deliveryState: '배송 상태(deliveryState)',
  billCompanyId: '공급자(billCompanyId)',
  billCd: '청구 기준일(billCd)',
  unbilled: '미청구(unbilled)',
} as const;
export type DeliveryCheckField = keyof typeof DELIVERY_CHECK_FIELD_LABELS;
const LABELS = DELIVERY_CHECK_FIELD_LABELS;

export const DELIVERY_CHECK_MESSAGES = {
  badStartDate: `${withTopic(LABELS.startDate)} yyyy-MM-dd 형식이어야 합니다.`,
  badEndDate: `${withTopic(LABELS.endDate)} yyyy-MM-dd 형식이어야 합니다.`,
  badPeriod: `${withTopic(LABELS.endDate)} 시작일(startDate) 이후여야 합니다.`,
  badCharge: `${withTopic(LABELS.chargeCd)} CH001~CH004(prepaid, collect, credit_prepaid, credit_collect) 중 하나여야 합니다.`,
  badPhone: (field: 'senderTelNo' | 'receiverTelNo') =>
    `${withTopic(LABELS[field])} 숫자와 하이픈으로 12자리까지 입력해주세요.`,
  badWaybillNo: `${withTopic(LABELS.waybillNo)} 숫자와 하이픈으로 20자리까지 입력해주세요.`,
  badDeliveryState: `${withTopic(LABELS.deliveryState)} undelivered(미배송) 또는 delivered(배송 완료)여야 합니다.`,
  badSupplier: `${withTopic(LABELS.billCompanyId)} 양의 정수여야 합니다.`,
  badBillCd: `${withTopic(LABELS.billCd)} 20 또는 30이어야 합니다.`,
  badUnbilled: `${withTopic(LABELS.unbilled)} ${UNBILLED_REASONS.map((reason) => `${reason}(${UNBILLED_FILTERS[reason]})`).join(' 또는 ')}여야 합니다.`,
} as const;

/** yyyy-MM-dd of a calendar date moved by `days` (negative: back). */
export function shiftCalendarDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The default period: DELIVERY_CHECK_DEFAULT_DAYS days through today (Asia/Seoul). */
export function deliveryCheckDefaultPeriod(today: string = seoulToday()): {
  startDate: string;
  endDate: string;
} {
  return { startDate: shiftCalendarDate(today, 1 - DELIVERY_CHECK_DEFAULT_DAYS), endDate: today };
}

/** A code value (region, shipper type): at most 30 characters, like the code column. */
const code = (field: DeliveryCheckField) => optionalText(formatMessage(LABELS[field]), 30);

/** Digits with hyphens, spaces, dots or brackets between them: the digits, at most `max` of them. */
const digitsText = (message: string, max: number) =>
  optionalText(message, 40)
    .refine((value) => value === undefined || /^[\d\s().-]+$/.test(value), { error: message, abort: true })
    .transform((value) => (value === undefined ? undefined : toDigits(value) || undefined))
    .refine((value) => value === undefined || value.length <= max, { error: message });

export const deliveryCheckFilterSchema = z
  .object({
    // Blank or absent: the 7 days through today in Asia/Seoul.
    startDate: optionalDate(DELIVERY_CHECK_MESSAGES.badStartDate),
    endDate: optionalDate(DELIVERY_CHECK_MESSAGES.badEndDate),
    // CH001..CH004, or the spec's names; blank or 'all' for every charge.
    chargeCd: optionalText(DELIVERY_CHECK_MESSAGES.badCharge, 30)
      .transform((value) => {
        if (value === undefined || value.toLowerCase() === 'all') return undefined;
        const byName = (DELIVERY_CHECK_CHARGES as Record<string, string>)[value.toLowerCase()];
        return byName ?? value.toUpperCase();
      })
      .refine((value) => value === undefined || CHARGE_CODES.includes(value), {
        error: DELIVERY_CHECK_MESSAGES.badCharge,
      }),
    senderRegionCd: code('senderRegionCd'),
    receiverRegionCd: code('receiverRegionCd'),
    receiverRegionDtlCd: code('receiverRegionDtlCd'),
    shipperCd: code('shipperCd'),
    // company_nm is varchar(100), member.name varchar(50): longer text matches nothing.
    senderCompanyNm: optionalText(maxLengthMessage(LABELS.senderCompanyNm, 100), 100),
    receiverCompanyNm: optionalText(maxLengthMessage(LABELS.receiverCompanyNm, 100), 100),
    collectorNm: optionalText(maxLengthMessage(LABELS.collectorNm, 50), 50),
    // Stored as digits only: hyphens typed or not, the digits are searched.
    senderTelNo: digitsText(DELIVERY_CHECK_MESSAGES.badPhone('senderTelNo'), 12),
    receiverTelNo: digitsText(DELIVERY_CHECK_MESSAGES.badPhone('receiverTelNo'), 12),
    waybillNo: digitsText(DELIVERY_CHECK_MESSAGES.badWaybillNo, 20),
    // Blank or 'all': delivered or not.
    deliveryState: optionalText(DELIVERY_CHECK_MESSAGES.badDeliveryState, 20)
      .transform((value) => (value?.toLowerCase() === 'all' ? undefined : value?.toLowerCase()))
      .refine(
        (value): value is DeliveryStateFilter | undefined =>
          value === undefined || (DELIVERY_STATE_VALUES as string[]).includes(value),
        { error: DELIVERY_CHECK_MESSAGES.badDeliveryState },
      ),
    // The supplier whose invoices bill the line (the payer's settlement group top is its shipper in
    // use), with that billing day when billCd is given too.
    // A number from GraphQL, text from a query string.
    billCompanyId: z.preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      optionalText(DELIVERY_CHECK_MESSAGES.badSupplier, 10)
        .refine((value) => value === undefined || /^[0-9]+$/.test(value), {
          error: DELIVERY_CHECK_MESSAGES.badSupplier,
          abort: true,
        })
        .transform((value) => (value === undefined ? undefined : Number(value)))
        .refine((value) => value === undefined || (value > 0 && value <= 2_147_483_647), {
          error: DELIVERY_CHECK_MESSAGES.badSupplier,
        }),
    ),
    billCd: optionalText(DELIVERY_CHECK_MESSAGES.badBillCd, 2).refine(
      (value): value is BillStandardDay | undefined =>
        value === undefined || (BILL_STANDARD_DAYS as readonly string[]).includes(value),
      { error: DELIVERY_CHECK_MESSAGES.badBillCd },
    ),
    // Blank or 'all': billed or not.
    unbilled: optionalText(DELIVERY_CHECK_MESSAGES.badUnbilled, 20)
      .transform((value) => (value?.toLowerCase() === 'all' ? undefined : value?.toLowerCase()))
      .refine(
        (value): value is UnbilledReason | undefined =>
          value === undefined || (UNBILLED_REASONS as readonly string[]).includes(value),
        { error: DELIVERY_CHECK_MESSAGES.badUnbilled },
      ),
  })
  // An end alone: the 7 days ending then; a start alone: through today.
  .transform(({ startDate, endDate, ...rest }) => {
    const end = endDate ?? seoulToday();
    return { ...rest, startDate: startDate ?? deliveryCheckDefaultPeriod(end).startDate, endDate: end };
  })
  .refine((filter) => filter.startDate <= filter.endDate, {
    error: DELIVERY_CHECK_MESSAGES.badPeriod,
    path: ['endDate'],
  });

export type DeliveryCheckFilterInput = z.input<typeof deliveryCheckFilterSchema>;
export type DeliveryCheckFilter = z.output<typeof deliveryCheckFilterSchema>;
