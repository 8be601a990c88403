// The delivery course form (택배 > 배송 코스 설정) as one schema whose steps follow the spec's checks
// ("Route: name required"): the web dialog, the API and the tests use it, so all refuse the same
// input with the same first message. Create and edit share it; edit adds the course's id, which the
// API checks itself.
import { requiredText } from '../validation/schemas';
import { field, orderedForm, type FormInput, type FormOutput } from './ordered-form';

/** delivery_route.delivery_route_nm is varchar(50) (db/src/entities/delivery-route.entity.ts). */
export const DELIVERY_ROUTE_NAME_MAX_LENGTH = 50;

export const DELIVERY_ROUTE_FIELD_LABELS = {
  deliveryRouteNm: '배송 코스명',
} as const;
export type DeliveryRouteFormField = keyof typeof DELIVERY_ROUTE_FIELD_LABELS;

export const DELIVERY_ROUTE_MESSAGES = {
  /** The spec's refusal of a delete ("there are companies in the delivery course; move the companies then delete"). */
  hasCompanies: '배송 코스에 업체가 존재합니다. 업체를 이동 후 삭제해주세요.',
  nameTaken: '이미 있는 배송 코스 이름입니다.',
} as const;

/** The course's name: required, trimmed, at most 50 characters. */
export const deliveryRouteSchema = orderedForm([
  field(
    'deliveryRouteNm',
    requiredText(DELIVERY_ROUTE_FIELD_LABELS.deliveryRouteNm, { max: DELIVERY_ROUTE_NAME_MAX_LENGTH }),
  ),
]);

export type DeliveryRouteValues = FormInput<typeof deliveryRouteSchema.steps>;
export type DeliveryRouteData = FormOutput<typeof deliveryRouteSchema.steps>;
