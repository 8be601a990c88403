import { checkedFields, firstProblem } from './ordered-form';
import { INVOICE_MESSAGES, invoiceFormSchema } from './invoice-form';

const valid = { billCompanyId: 3, year: 2026, month: 2, billCd: '20' };

describe('invoiceFormSchema', () => {
  it('checks in the spec order', () => {
    expect(checkedFields(invoiceFormSchema)).toEqual(['billCompanyId', 'year', 'month', 'billCd']);
  });

  it('parses numbers and digits; the number 30 as the billing day', () => {
    expect(invoiceFormSchema.parse(valid)).toEqual(valid);
    expect(invoiceFormSchema.parse({ billCompanyId: '3', year: '2026', month: '12', billCd: 30 })).toEqual({
      billCompanyId: 3,
      year: 2026,
      month: 12,
      billCd: '30',
    });
  });

  it.each([
    [{ ...valid, billCompanyId: 0 }, 'billCompanyId', '공급자는 필수 입력 항목입니다.'],
    [{ ...valid, billCompanyId: null }, 'billCompanyId', '공급자는 필수 입력 항목입니다.'],
    [{ ...valid, billCompanyId: -1 }, 'billCompanyId', '올바른 공급자 형식이 아닙니다.'],
    [{ ...valid, billCompanyId: 3_000_000_000 }, 'billCompanyId', '올바른 공급자 형식이 아닙니다.'],
    [{ ...valid, billCompanyId: 'abc' }, 'billCompanyId', '올바른 공급자 형식이 아닙니다.'],
    [{ ...valid, year: '' }, 'year', '연도는 필수 입력 항목입니다.'],
    [{ ...valid, year: 1999 }, 'year', INVOICE_MESSAGES.yearRange],
    [{ ...valid, year: 'abcd' }, 'year', INVOICE_MESSAGES.yearRange],
    [{ ...valid, month: 0 }, 'month', INVOICE_MESSAGES.monthRange],
    [{ ...valid, month: 13 }, 'month', INVOICE_MESSAGES.monthRange],
    [{ ...valid, month: 1.5 }, 'month', INVOICE_MESSAGES.monthRange],
    [{ ...valid, month: undefined }, 'month', '월은 필수 입력 항목입니다.'],
    [{ ...valid, billCd: '' }, 'billCd', '청구 기준일은 필수 입력 항목입니다.'],
    [{ ...valid, billCd: '25' }, 'billCd', '올바른 청구 기준일 형식이 아닙니다.'],
  ])('%p → %s: %s', (values, field, message) => {
    expect(firstProblem(invoiceFormSchema, values)).toMatchObject({ field, message });
  });
});
