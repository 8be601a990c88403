import {
  DELIVERY_CHECK_MESSAGES,
  deliveryCheckDefaultPeriod,
  deliveryCheckFilterSchema,
  shiftCalendarDate,
} from './delivery-check-filter';

const parse = (input: unknown) => deliveryCheckFilterSchema.safeParse(input);
const firstIssue = (input: unknown) => {
  const result = parse(input);
  return result.success
    ? undefined
    : { path: result.error.issues[0]?.path, message: result.error.issues[0]?.message };
};

describe('the delivery check filter', () => {
  it('defaults to the 7 days through today', () => {
    expect(deliveryCheckDefaultPeriod('2024-03-02')).toEqual({
      startDate: '2024-02-25',
      endDate: '2024-03-02',
    });
    expect(shiftCalendarDate('2024-03-01', -1)).toBe('2024-02-29');
    const result = parse({});
    expect(result.success && result.data).toEqual(expect.objectContaining(deliveryCheckDefaultPeriod()));
  });

  it('takes the 7 days ending at an end given alone', () => {
    const result = parse({ endDate: '2024-01-03' });
    expect(result.success && result.data).toMatchObject({ startDate: '2023-12-28', endDate: '2024-01-03' });
  });

  it("maps the spec's charge names to CHARGE codes, blank and all to none", () => {
    const charge = (chargeCd: unknown) => {
      const result = parse({ chargeCd });
      return result.success ? result.data.chargeCd : 'refused';
    };
    expect(charge('prepaid')).toBe('CH001');
    expect(charge('collect')).toBe('CH002');
    expect(charge('credit_prepaid')).toBe('CH003');
    expect(charge('CREDIT_COLLECT')).toBe('CH004');
    expect(charge('ch002')).toBe('CH002');
    expect(charge('')).toBeUndefined();
    expect(charge('all')).toBeUndefined();
    expect(charge('CH005')).toBe('refused');
  });

  it('keeps the digits of phones and waybill numbers', () => {
    const result = parse({
      senderTelNo: '053-111',
      receiverTelNo: '(02) 1234-5678',
      waybillNo: '7000-0000-0004',
    });
    expect(result.success && result.data).toMatchObject({
      senderTelNo: '053111',
      receiverTelNo: '0212345678',
      waybillNo: '700000000004',
    });
    expect(
      parse({ receiverTelNo: '---' }).success && parse({ receiverTelNo: '---' }).data?.receiverTelNo,
    ).toBe(undefined);
  });

  it('names the field in every refusal', () => {
    expect(firstIssue({ startDate: '2024-02-30' })).toEqual({
      path: ['startDate'],
      message: DELIVERY_CHECK_MESSAGES.badStartDate,
    });
    expect(firstIssue({ startDate: '2024-02-02', endDate: '2024-02-01' })).toEqual({
      path: ['endDate'],
      message: '접수 종료일(endDate)은 시작일(startDate) 이후여야 합니다.',
    });
    expect(firstIssue({ receiverTelNo: '010-abc' })?.path).toEqual(['receiverTelNo']);
    expect(firstIssue({ waybillNo: '1'.repeat(21) })?.message).toBe(
      '운송장 번호(waybillNo)는 숫자와 하이픈으로 20자리까지 입력해주세요.',
    );
    expect(firstIssue({ collectorNm: '가'.repeat(51) })?.message).toBe(
      '집하 담당(collectorNm)은 50자 이하로 입력해주세요.',
    );
    expect(firstIssue({ senderCompanyNm: ['a', 'b'] })?.path).toEqual(['senderCompanyNm']);
  });
  it('takes the delivery state and the supplier with its billing day', () => {
    const result = parse({ deliveryState: 'UNDELIVERED', billCompanyId: '12', billCd: '30' });
    expect(result.success && result.data).toMatchObject({
      deliveryState: 'undelivered',
      billCompanyId: 12,
      billCd: '30',
    });
    const fromGraphql = parse({ deliveryState: 'all', billCompanyId: 7 });
    expect(fromGraphql.success && fromGraphql.data).toMatchObject({
      deliveryState: undefined,
      billCompanyId: 7,
    });
    expect(firstIssue({ deliveryState: 'late' })).toEqual({
      path: ['deliveryState'],
      message: '배송 상태(deliveryState)는 undelivered(미배송) 또는 delivered(배송 완료)여야 합니다.',
    });
    for (const billCompanyId of ['0', '-3', '1.5', 'abc', '99999999999']) {
      expect(firstIssue({ billCompanyId })).toEqual({
        path: ['billCompanyId'],
        message: DELIVERY_CHECK_MESSAGES.badSupplier,
      });
    }
    expect(firstIssue({ billCd: '25' })).toEqual({
      path: ['billCd'],
      message: '청구 기준일(billCd)은 20 또는 30이어야 합니다.',
    });
  });

  it('takes why no invoice bills the line (unbilled), in any case; blank and all for every line', () => {
    for (const [given, taken] of [
      ['nobody', 'nobody'],
      ['SUSPENDED', 'suspended'],
      ['all', undefined],
      ['', undefined],
    ] as const) {
      const result = parse({ unbilled: given });
      expect(result.success && result.data.unbilled).toBe(taken);
    }
    expect(firstIssue({ unbilled: 'billed' })).toEqual({
      path: ['unbilled'],
      message: '미청구(unbilled)는 nobody(청구 대상 없음) 또는 suspended(중지된 정산 그룹)여야 합니다.',
    });
  });
});
