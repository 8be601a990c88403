import {
  DELIVERY_ROUTE_NAME_MAX_LENGTH,
  deliveryRouteSchema,
  type DeliveryRouteValues,
} from './delivery-route-form';
import { checkedFields, firstProblem } from './ordered-form';

const problemOf = (values: unknown) => firstProblem(deliveryRouteSchema, values);

describe('the delivery course form schema', () => {
  it('checks the course name only', () => {
    expect(checkedFields(deliveryRouteSchema)).toEqual(['deliveryRouteNm']);
  });

  it('trims the name and drops keys it does not check', () => {
    const values: DeliveryRouteValues & { deliveryRouteId: number } = {
      deliveryRouteNm: '  북구 3코스 ',
      deliveryRouteId: 4,
    };
    expect(deliveryRouteSchema.parse(values)).toEqual({ deliveryRouteNm: '북구 3코스' });
  });

  it.each([
    ['missing', {}],
    ['null', { deliveryRouteNm: null }],
    ['empty', { deliveryRouteNm: '' }],
    ['blank', { deliveryRouteNm: ' \t ' }],
  ])('requires the name (%s) with the required-field message and title', (_case, values) => {
    expect(problemOf(values)).toEqual({
      field: 'deliveryRouteNm',
      title: '필수 입력값 미입력',
      message: '배송 코스명은 필수 입력 항목입니다.',
    });
  });

  it('accepts 50 characters and refuses 51', () => {
    expect(problemOf({ deliveryRouteNm: '가'.repeat(DELIVERY_ROUTE_NAME_MAX_LENGTH) })).toBeNull();
    expect(problemOf({ deliveryRouteNm: '가'.repeat(DELIVERY_ROUTE_NAME_MAX_LENGTH + 1) })).toEqual({
      field: 'deliveryRouteNm',
      title: '형식 오류',
      message: '배송 코스명은 50자 이하로 입력해주세요.',
    });
  });

  it('refuses a name that is not text with the format message', () => {
    expect(problemOf({ deliveryRouteNm: 42 })).toMatchObject({
      field: 'deliveryRouteNm',
      message: '올바른 배송 코스명 형식이 아닙니다.',
    });
    expect(problemOf(null)?.title).toBe('형식 오류');
  });
});
