// The filters of the two settlement screens under 택배 (spec part 2, "Settlement by shipper" and
// "Shipper details"; live data: docs/decisions.md#live-settlement-screens). Settlement by shipper:
// reception period and the company's region. Shipper details: reception period and part of the
// shipper's (sender's) name. The period is Asia/Seoul calendar dates, this month (the 1st through
// today) by default, at most SETTLEMENT_MAX_DAYS days. Every filter is optional; empty ones are
// ignored. The API parses GraphQL and REST input with these schemas (400 with the Korean message
// naming the field), and the web takes its defaults from here.
import { z } from 'zod';
import { seoulToday } from '../dates/seoul-date';
import { formatMessage, maxLengthMessage } from '../validation/messages';
import { withTopic } from '../validation/particles';
import { optionalDate, optionalText } from './filter-fields';

/** The longest period one request may add up, in days (both ends counted). */
export const SETTLEMENT_MAX_DAYS = 366;

export const SHIPPER_SETTLEMENT_FIELD_LABELS = {
  startDate: '접수 시작일(startDate)',
  endDate: '접수 종료일(endDate)',
  regionCd: '지역(regionCd)',
  companyNm: '화주명(companyNm)',
} as const;
const LABELS = SHIPPER_SETTLEMENT_FIELD_LABELS;

export const SHIPPER_SETTLEMENT_MESSAGES = {
  badStartDate: `${withTopic(LABELS.startDate)} yyyy-MM-dd 형식이어야 합니다.`,
  badEndDate: `${withTopic(LABELS.endDate)} yyyy-MM-dd 형식이어야 합니다.`,
  badPeriod: `${withTopic(LABELS.endDate)} 시작일(startDate) 이후여야 합니다.`,
  periodTooLong: `접수 기간(startDate ~ endDate)은 ${SETTLEMENT_MAX_DAYS}일을 넘을 수 없습니다.`,
} as const;

/** The default period: the 1st of today's month through today (Asia/Seoul). */
export function settlementDefaultPeriod(today: string = seoulToday()): {
  startDate: string;
  endDate: string;
} {
  return { startDate: `${today.slice(0, 8)}01`, endDate: today };
}

const DAY_MS = 86_400_000;
const daysOf = (startDate: string, endDate: string) =>
  (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS + 1;

const periodFields = {
  startDate: optionalDate(SHIPPER_SETTLEMENT_MESSAGES.badStartDate),
  endDate: optionalDate(SHIPPER_SETTLEMENT_MESSAGES.badEndDate),
};

/**
 * Blank ends: this month through today. An end alone: the 1st of its month through it; a start
 * alone: through today.
 */
function fillPeriod<Filter extends { startDate?: string; endDate?: string }>({
  startDate,
  endDate,
  ...rest
}: Filter): Omit<Filter, 'startDate' | 'endDate'> & { startDate: string; endDate: string } {
  const end = endDate ?? seoulToday();
  return { ...rest, startDate: startDate ?? settlementDefaultPeriod(end).startDate, endDate: end };
}

type Period = { startDate: string; endDate: string };
/** The end may not come before the start. */
const PERIOD_ORDER: [(filter: Period) => boolean, z.core.$ZodCustomParams] = [
  (filter) => filter.startDate <= filter.endDate,
  { error: SHIPPER_SETTLEMENT_MESSAGES.badPeriod, path: ['endDate'], abort: true },
];
/** Nor the period pass SETTLEMENT_MAX_DAYS. */
const PERIOD_LIMIT: [(filter: Period) => boolean, z.core.$ZodCustomParams] = [
  (filter) => daysOf(filter.startDate, filter.endDate) <= SETTLEMENT_MAX_DAYS,
  { error: SHIPPER_SETTLEMENT_MESSAGES.periodTooLong, path: ['endDate'] },
];

/** 화주별 정산: the period and the company's region (REGION_TYPE code; blank or 'all' for every region). */
export const shipperSettlementFilterSchema = z
  .object({
    ...periodFields,
    regionCd: optionalText(formatMessage(LABELS.regionCd), 30).transform((value) =>
      value?.toLowerCase() === 'all' ? undefined : value,
    ),
  })
  .transform(fillPeriod)
  .refine(...PERIOD_ORDER)
  .refine(...PERIOD_LIMIT);

/** 화주 상세: the period and part of the shipper's name (company_nm is varchar(100)). */
export const shipperDetailsFilterSchema = z
  .object({ ...periodFields, companyNm: optionalText(maxLengthMessage(LABELS.companyNm, 100), 100) })
  .transform(fillPeriod)
  .refine(...PERIOD_ORDER)
  .refine(...PERIOD_LIMIT);

export type ShipperSettlementFilterInput = z.input<typeof shipperSettlementFilterSchema>;
export type ShipperSettlementFilter = z.output<typeof shipperSettlementFilterSchema>;
export type ShipperDetailsFilterInput = z.input<typeof shipperDetailsFilterSchema>;
export type ShipperDetailsFilter = z.output<typeof shipperDetailsFilterSchema>;
