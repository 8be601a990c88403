import { checkedFields, firstProblem } from './ordered-form';
import { rangeSize, waybillFormSchema, type WaybillFormValues } from './waybill-form';

const valid: WaybillFormValues = {
  receiverCompanyId: '',
  senderCompanyId: 7,
  chargeCd: 'pre',
  startNo: '123-4567-8901',
  endNo: '123-4567-8950',
  qty: '50',
};

const problemOf = (values: Record<string, unknown>) => firstProblem(waybillFormSchema, values);

describe('the waybill pre-registration form schema', () => {
  it('normalises valid input: digits-only numbers, the quantity as a number, no receiver as null', () => {
    expect(waybillFormSchema.parse(valid)).toEqual({
      receiverCompanyId: null,
      senderCompanyId: 7,
      chargeCd: 'pre',
      startNo: '12345678901',
      endNo: '12345678950',
      qty: 50,
    });
    expect(waybillFormSchema.parse({ ...valid, receiverCompanyId: '3', qty: 1 }).receiverCompanyId).toBe(3);
  });

  it('checks in the modal order: receiver, sender, charge, start, end, quantity, then the range', () => {
    expect(checkedFields(waybillFormSchema)).toEqual([
      'receiverCompanyId',
      'senderCompanyId',
      'chargeCd',
      'startNo',
      'endNo',
      'qty',
    ]);
  });

  it('defaults the charge to credit when none is chosen', () => {
    expect(waybillFormSchema.parse({ ...valid, chargeCd: undefined }).chargeCd).toBe('credit');
    expect(waybillFormSchema.parse({ ...valid, chargeCd: '' }).chargeCd).toBe('credit');
  });

  // Each step fills the field the previous one complained about; the next required field follows.
  const REQUIRED_WALK: [field: string, message: string, value: unknown][] = [
    ['senderCompanyId', '보내는 업체는 필수 입력 항목입니다.', 7],
    ['startNo', '시작 번호는 필수 입력 항목입니다.', '12345678901'],
    ['endNo', '종료 번호는 필수 입력 항목입니다.', '12345678910'],
    ['qty', '수량은 필수 입력 항목입니다.', 10],
  ];

  it('with everything empty, reports the required fields one at a time in order', () => {
    const values: Record<string, unknown> = {};
    for (const [field, message, value] of REQUIRED_WALK) {
      expect(problemOf(values)).toEqual({ field, title: '필수 입력값 미입력', message });
      values[field] = value;
    }
    expect(problemOf(values)).toBeNull();
  });

  it('checks the end number on its own value, not the start number (docs/decisions.md#waybill-end-number-checked-on-its-own)', () => {
    expect(problemOf({ ...valid, endNo: '123' })).toEqual({
      field: 'endNo',
      title: '형식 오류',
      message: '올바른 종료 번호 형식이 아닙니다.',
    });
    expect(problemOf({ ...valid, startNo: '123' })).toMatchObject({
      field: 'startNo',
      message: '올바른 시작 번호 형식이 아닙니다.',
    });
  });

  it.each([
    ['receiverCompanyId', -1, '올바른 받는 업체 형식이 아닙니다.'],
    ['senderCompanyId', 2.5, '올바른 보내는 업체 형식이 아닙니다.'],
    ['chargeCd', 'cash', '올바른 운임 구분 형식이 아닙니다.'],
    ['startNo', '1234567890', '올바른 시작 번호 형식이 아닙니다.'],
    ['startNo', '1234567890123456789', '올바른 시작 번호 형식이 아닙니다.'],
    ['startNo', '01234567890', '올바른 시작 번호 형식이 아닙니다.'],
    ['endNo', '12345abc901', '올바른 종료 번호 형식이 아닙니다.'],
    ['qty', 'many', '올바른 수량 형식이 아닙니다.'],
    ['qty', 1.5, '올바른 수량 형식이 아닙니다.'],
    ['qty', 0, '수량은 1 이상이어야 합니다.'],
    ['qty', -3, '수량은 1 이상이어야 합니다.'],
    ['qty', 2_147_483_648, '올바른 수량 형식이 아닙니다.'],
  ])('refuses %s = %p: %s', (field, value, message) => {
    expect(problemOf({ ...valid, [field]: value })).toMatchObject({ field, message });
  });

  it('accepts 11 and 18 digits, hyphenated or not', () => {
    expect(problemOf({ ...valid, startNo: '10000000000', endNo: '999999999999999999' })).toBeNull();
    expect(problemOf({ ...valid, startNo: '100-0000-0000', endNo: '100-0000-0000' })).toBeNull();
  });

  it('refuses an end number before the start, comparing beyond 2^53 exactly', () => {
    expect(problemOf({ ...valid, startNo: '900000000000000002', endNo: '900000000000000001' })).toEqual({
      field: 'endNo',
      title: '형식 오류',
      message: '종료 번호는 시작 번호보다 작을 수 없습니다.',
    });
    expect(problemOf({ ...valid, startNo: '900000000000000001', endNo: '900000000000000002' })).toBeNull();
  });

  it('reports only the first problem when several fields are wrong', () => {
    expect(problemOf({ senderCompanyId: '', startNo: 'x', qty: 0 })?.field).toBe('senderCompanyId');
    expect(problemOf({ ...valid, startNo: 'x', endNo: 'y' })?.field).toBe('startNo');
  });

  it('counts the numbers of a range', () => {
    expect(rangeSize('12345678901', '12345678950')).toBe(50);
    expect(rangeSize('10000000000', '999999999999999999')).toBe(Infinity);
  });
});
