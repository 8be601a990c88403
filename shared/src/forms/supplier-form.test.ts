import { checkedFields, firstProblem } from './ordered-form';
import { supplierFormSchema, type SupplierFormValues } from './supplier-form';

const valid: SupplierFormValues = {
  companyNm: ' 대구종합물류(주) ',
  bizNo: '504-81-12346',
  representativeNm: '김태호',
  bizType: '운수업',
  bizItem: '택배',
  address: '대구광역시 북구 유통단지로 45',
  postNo: '41509',
  telNo: '053-123-4567',
  faxNo: '053-123-4568',
  email: ' Billing@Example.COM ',
  bankNm: '대구은행',
  depositorNm: '대구종합물류(주)',
  accountNo: '504-101-234567',
  rmk: '',
};

const problemOf = (values: Record<string, unknown>) => firstProblem(supplierFormSchema, values);

describe('the supplier form schema', () => {
  it('normalises valid input: trimmed text, digits-only numbers, lowercased email, blank memo as null', () => {
    expect(supplierFormSchema.parse(valid)).toEqual({
      companyNm: '대구종합물류(주)',
      bizNo: '5048112346',
      representativeNm: '김태호',
      bizType: '운수업',
      bizItem: '택배',
      address: '대구광역시 북구 유통단지로 45',
      postNo: '41509',
      telNo: '0531234567',
      faxNo: '0531234568',
      email: 'billing@example.com',
      bankNm: '대구은행',
      depositorNm: '대구종합물류(주)',
      accountNo: '504101234567',
      rmk: null,
    });
    expect(supplierFormSchema.parse({ ...valid, rmk: ' 본사 계좌 ' }).rmk).toBe('본사 계좌');
    expect(supplierFormSchema.parse({ ...valid, rmk: undefined }).rmk).toBeNull();
  });

  it('lists its checks in the spec order, 업태 and 업종 after the representative, the memo last', () => {
    expect(checkedFields(supplierFormSchema)).toEqual([
      'companyNm',
      'bizNo',
      'representativeNm',
      'bizType',
      'bizItem',
      'address',
      'postNo',
      'telNo',
      'faxNo',
      'email',
      'bankNm',
      'depositorNm',
      'accountNo',
      'rmk',
    ]);
  });

  // Each step fills the field the previous one complained about; the next required field follows.
  const REQUIRED_WALK: [field: string, message: string, value: string][] = [
    ['companyNm', '상호는 필수 입력 항목입니다.', '대구종합물류(주)'],
    ['bizNo', '사업자등록번호는 필수 입력 항목입니다.', '504-81-12346'],
    ['representativeNm', '대표자명은 필수 입력 항목입니다.', '김태호'],
    ['bizType', '업태는 필수 입력 항목입니다.', '운수업'],
    ['bizItem', '업종은 필수 입력 항목입니다.', '택배'],
    ['address', '주소는 필수 입력 항목입니다.', '대구광역시 북구'],
    ['postNo', '우편번호는 필수 입력 항목입니다.', '41509'],
    ['telNo', '전화번호는 필수 입력 항목입니다.', '053-123-4567'],
    ['faxNo', '팩스번호는 필수 입력 항목입니다.', '053-123-4568'],
    ['email', '이메일은 필수 입력 항목입니다.', 'billing@example.com'],
    ['bankNm', '은행명은 필수 입력 항목입니다.', '대구은행'],
    ['depositorNm', '예금주는 필수 입력 항목입니다.', '대구종합물류(주)'],
    ['accountNo', '계좌번호는 필수 입력 항목입니다.', '504-101-234567'],
  ];

  it('with everything empty, reports the required fields one at a time in the spec order', () => {
    const values: Record<string, string> = {};
    for (const [field, message, value] of REQUIRED_WALK) {
      expect(problemOf(values)).toEqual({ field, title: '필수 입력값 미입력', message });
      values[field] = value;
    }
    expect(problemOf(values)).toBeNull();
  });

  it.each([
    ['bizNo', '504-8112346', '올바른 사업자등록번호 형식이 아닙니다. (예: 123-45-67890)'],
    ['bizNo', '504-81-12345', '유효하지 않은 사업자등록번호입니다. 번호를 다시 확인해주세요.'],
    ['postNo', '4150', '올바른 우편번호 형식이 아닙니다.'],
    ['postNo', '415-09', '올바른 우편번호 형식이 아닙니다.'],
    ['telNo', '053-12', '올바른 전화번호 형식이 아닙니다.'],
    ['faxNo', '1234', '올바른 팩스번호 형식이 아닙니다.'],
    ['email', 'billing@example', '올바른 이메일 형식이 아닙니다.'],
    ['accountNo', '123-456-789', '올바른 계좌번호 형식이 아닙니다.'],
    ['accountNo', '123-456-789012345', '올바른 계좌번호 형식이 아닙니다.'],
    ['accountNo', '123-456-78901a', '올바른 계좌번호 형식이 아닙니다.'],
  ])('refuses %s %j with its format message', (field, value, message) => {
    expect(problemOf({ ...valid, [field]: value })).toEqual({ field, title: '형식 오류', message });
  });

  it('refuses a name over 100 characters and a memo over 1000', () => {
    expect(problemOf({ ...valid, companyNm: '가'.repeat(101) })?.message).toBe(
      '상호는 100자 이하로 입력해주세요.',
    );
    expect(problemOf({ ...valid, rmk: '가'.repeat(1001) })?.message).toBe(
      '비고는 1000자 이하로 입력해주세요.',
    );
  });

  it('takes account numbers of 10 to 14 digits, hyphenated or not', () => {
    expect(supplierFormSchema.parse({ ...valid, accountNo: '1234567890' }).accountNo).toBe('1234567890');
    expect(supplierFormSchema.parse({ ...valid, accountNo: '123-456-78901234' }).accountNo).toBe(
      '12345678901234',
    );
  });

  it('checks the phone format before the fax and the fax before the email', () => {
    expect(problemOf({ ...valid, telNo: '12', faxNo: '12', email: 'x' })?.field).toBe('telNo');
    expect(problemOf({ ...valid, faxNo: '12', email: 'x' })?.field).toBe('faxNo');
    expect(problemOf({ ...valid, email: 'x', accountNo: '1' })?.field).toBe('email');
  });

  it('refuses values that are not text as format errors, and a body that is not an object', () => {
    expect(problemOf({ ...valid, bizNo: 5048112346 })).toEqual({
      field: 'bizNo',
      title: '형식 오류',
      message: '올바른 사업자등록번호 형식이 아닙니다.',
    });
    expect(problemOf('not an object' as unknown as Record<string, unknown>)?.title).toBe('형식 오류');
  });
});
