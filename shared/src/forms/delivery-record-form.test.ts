import { seoulToday } from '../dates/seoul-date';
import { DELIVERY_RECORD_MESSAGES, deliveryRecordSchema } from './delivery-record-form';
import { checkedFields, firstProblem } from './ordered-form';

const valid = {
  transportManager: ' 김배송 ',
  transportDate: '2024-02-29',
  transportCode: 'PARCEL',
  pickupCheck: 'Y',
  memo: '경비실 보관',
};
const problemOf = (values: Record<string, unknown>) => firstProblem(deliveryRecordSchema, values);

describe('the delivery record form schema', () => {
  it('normalises a delivery: trimmed text, the date kept', () => {
    expect(deliveryRecordSchema.parse(valid)).toEqual({ ...valid, transportManager: '김배송' });
  });

  it('checks in the form order: manager, date, code, pickup, memo', () => {
    expect(checkedFields(deliveryRecordSchema)).toEqual([
      'transportManager',
      'transportDate',
      'transportCode',
      'pickupCheck',
      'memo',
    ]);
  });

  it('an empty date means not delivered: the rest may be empty, pickup defaults to N', () => {
    expect(deliveryRecordSchema.parse({ transportDate: '' })).toEqual({
      transportManager: null,
      transportDate: null,
      transportCode: null,
      pickupCheck: 'N',
      memo: null,
    });
  });

  it('a date needs a manager, then a code', () => {
    expect(problemOf({ ...valid, transportManager: '  ' })).toEqual({
      field: 'transportManager',
      title: '필수 입력값 미입력',
      message: '배송 담당은 필수 입력 항목입니다.',
    });
    expect(problemOf({ ...valid, transportCode: '' })?.message).toBe(DELIVERY_RECORD_MESSAGES.codeRequired);
  });

  it.each(['2023-02-29', '2024-13-01', '20240101', 'tomorrow', 7])('refuses the date %p', (date) => {
    expect(problemOf({ ...valid, transportDate: date })).toMatchObject({
      field: 'transportDate',
      title: '형식 오류',
      message: '올바른 배송 완료일 형식이 아닙니다.',
    });
  });

  it('refuses a completion date after today (Seoul)', () => {
    const tomorrow = new Date(Date.parse(`${seoulToday()}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(problemOf({ ...valid, transportDate: tomorrow })?.message).toBe(
      DELIVERY_RECORD_MESSAGES.futureDate,
    );
    expect(problemOf({ ...valid, transportDate: seoulToday() })).toBeNull();
  });

  it('refuses a pickup check other than Y or N, and overlong text', () => {
    expect(problemOf({ ...valid, pickupCheck: 'X' })?.field).toBe('pickupCheck');
    expect(problemOf({ ...valid, transportManager: '가'.repeat(51) })?.field).toBe('transportManager');
    expect(problemOf({ ...valid, memo: '가'.repeat(1001) })?.field).toBe('memo');
  });
});
