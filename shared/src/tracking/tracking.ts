import { z } from 'zod';
import { rangeNumberField } from '../validation/schemas';

/** The steps public tracking shows, in order, with their Korean names (배송 조회). */
export const TRACKING_STEPS = [
  { code: 'RECEIVED', label: '접수' },
  { code: 'PICKED_UP', label: '집하' },
  { code: 'OUT_FOR_DELIVERY', label: '배송 출발' },
  { code: 'DELIVERED', label: '배송 완료' },
] as const;
export type TrackingStepCode = (typeof TRACKING_STEPS)[number]['code'];

/** One step of a tracked number: when it was reached (ISO 8601), or null when not (yet). */
export interface TrackingStep {
  code: TrackingStepCode;
  label: string;
  occurredAt: string | null;
}

/**
 * What anyone may learn of a waybill number (GET /api/public/track/{waybillNo}): states, times and
 * the delivering course's name, never names, phones, addresses, companies or amounts. An unknown
 * number answers the same shape (found false, every step null, no course).
 */
export interface TrackingAnswer {
  waybillNo: string;
  found: boolean;
  deliveryRouteNm: string | null;
  steps: TrackingStep[];
}

export const TRACKING_LABELS = { waybillNo: '운송장 번호' } as const;

export const TRACKING_MESSAGES = {
  notFound: '조회된 배송 정보가 없습니다. 운송장 번호를 다시 확인해주세요.',
  tooMany: (seconds: number) => `조회 요청이 너무 많습니다. ${seconds}초 후에 다시 시도해주세요.`,
} as const;

/** The number as typed: the waybill rule (11 to 18 digits, hyphens and spaces allowed), digits out. */
export const trackingWaybillSchema = z.object({ waybillNo: rangeNumberField(TRACKING_LABELS.waybillNo) });

/** What marking a scanned number out for delivery (배송 출발) answered. */
export const OUT_FOR_DELIVERY_STATUSES = [
  'OUT_FOR_DELIVERY',
  'ALREADY_OUT',
  'ALREADY_DELIVERED',
  'UNKNOWN',
] as const;
export type OutForDeliveryStatus = (typeof OUT_FOR_DELIVERY_STATUSES)[number];

export const OUT_FOR_DELIVERY_MESSAGES = {
  marked: '배송 출발로 처리했습니다.',
  alreadyOut: '이미 배송 출발 처리된 운송장입니다.',
  alreadyDelivered: '이미 배송 완료된 운송장입니다.',
  unknown: '등록되지 않은 운송장 번호입니다.',
  shipmentIdsRequired: '배송 출발 처리할 물품을 선택해주세요.',
  tooManyShipments: (max: number) => `한 번에 ${max}건까지 배송 출발 처리할 수 있습니다.`,
  badShipmentId: '물품 번호(shipmentIds)가 올바르지 않습니다.',
  someUnknown: '선택한 물품 중 찾을 수 없는 물품이 있습니다. 목록을 새로 고쳐주세요.',
  markedCount: (marked: number, skipped: number) =>
    skipped > 0
      ? `${marked}건을 배송 출발로 처리했습니다. (${skipped}건은 이미 처리되었거나 배송 완료)`
      : `${marked}건을 배송 출발로 처리했습니다.`,
} as const;

/** At most this many lines are marked out for delivery in one call. */
export const MAX_OUT_FOR_DELIVERY_LINES = 500;
