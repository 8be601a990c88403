// The delivery course form (택배 > 배송 코스 설정) as one schema whose steps follow the spec's checks
// ("Route: name required"): the web dialog, the API and the tests use it, so all refuse the same
// input with the same first message. Create and edit share it; edit adds the course's id, which the
// API checks itself.
import { formOf, labelsOf } from '../records/define-fields';
import { ROUTE_FIELDS } from '../records/delivery-route-list';
import type { FormInput, FormOutput } from './ordered-form';

/** The name's limit, as declared (records/delivery-route-list.ts; the column's length). */
export const DELIVERY_ROUTE_NAME_MAX_LENGTH = ROUTE_FIELDS.deliveryRouteNm.max;

export const DELIVERY_ROUTE_FIELD_LABELS = labelsOf(ROUTE_FIELDS);
export type DeliveryRouteFormField = keyof typeof ROUTE_FIELDS;

export const DELIVERY_ROUTE_MESSAGES = {
  /** The spec's refusal of a delete ("there are companies in the delivery course; move the companies then delete"). */
  hasCompanies: '배송 코스에 업체가 존재합니다. 업체를 이동 후 삭제해주세요.',
  nameTaken: '이미 있는 배송 코스 이름입니다.',
} as const;

/** The course's name: required, trimmed, at most 50 characters. */
export const deliveryRouteSchema = formOf(ROUTE_FIELDS);

export type DeliveryRouteValues = FormInput<typeof deliveryRouteSchema.steps>;
export type DeliveryRouteData = FormOutput<typeof deliveryRouteSchema.steps>;
