import { companyCreateSchema, companyUpdateSchema } from './company-form';
import { checkedFields, firstProblem } from './ordered-form';

const company = {
  companyNm: '한빛물류',
  bizNo: '220-81-62517',
  regionCd: 'DAEGU',
  regionDtlCd: 'BUKGU',
  representativeNm: '김대표',
  address: '대구 북구 산격동 1',
  bizType: '운수업',
  telNo: '053-123-4567',
  bizItem: '화물운송',
  faxNo: '053-123-4568',
  email: ' Office@Hanbit.KR ',
};
const shipper = {
  ...company,
  shipperYn: 'Y',
  shipperCd: 'PCL',
  deliveryRouteId: '3',
  billCompanyId: 2,
  excclcCompanyId: '5',
  communicationFee: '30,000',
  untpc: 1500,
  weightUntpc: '0',
};
const problemOf = (values: Record<string, unknown>, schema = companyCreateSchema) =>
  firstProblem(schema, values);

describe('the company form schemas', () => {
  it('parses a plain company with the spec defaults, digits-only numbers and a lowercased e-mail', () => {
    expect(companyCreateSchema.parse(company)).toMatchObject({
      bizNo: '2208162517',
      telNo: '0531234567',
      faxNo: '0531234568',
      email: 'office@hanbit.kr',
      shipperYn: 'N',
      useYn: 'Y',
      vatYn: 'Y',
      taxbilOutputYn: 'Y',
      billStdrCd: '20',
      billCharCd: 'CREDIT',
      communicationFee: 0,
      untpc: 0,
      weightUntpc: 0,
      deliveryRouteId: null,
      billCompanyId: null,
      excclcCompanyId: null,
      managerNm: null,
    });
  });

  it('parses a shipper: ids and amounts from text or numbers', () => {
    expect(companyCreateSchema.parse(shipper)).toMatchObject({
      shipperYn: 'Y',
      deliveryRouteId: 3,
      billCompanyId: 2,
      excclcCompanyId: 5,
      communicationFee: 30000,
      untpc: 1500,
    });
  });

  it('walks the spec order: name, business number, region, district, ... e-mail', () => {
    const order: [string, unknown, string][] = [
      ['companyNm', '', '상호는 필수 입력 항목입니다.'],
      ['bizNo', '', '사업자등록번호는 필수 입력 항목입니다.'],
      ['bizNo', '220-8162517', '올바른 사업자등록번호 형식이 아닙니다. (예: 123-45-67890)'],
      ['bizNo', '220-81-62518', '유효하지 않은 사업자등록번호입니다. 번호를 다시 확인해주세요.'],
      ['regionCd', '', '지역은 필수 입력 항목입니다.'],
      ['regionDtlCd', '', '상세 지역은 필수 입력 항목입니다.'],
      ['representativeNm', '', '대표자는 필수 입력 항목입니다.'],
      ['address', ' ', '소재지는 필수 입력 항목입니다.'],
      ['bizType', '', '업태는 필수 입력 항목입니다.'],
      ['telNo', '', '전화번호는 필수 입력 항목입니다.'],
      ['telNo', '053-12', '올바른 전화번호 형식이 아닙니다.'],
      ['bizItem', '', '업종은 필수 입력 항목입니다.'],
      ['faxNo', '', '팩스번호는 필수 입력 항목입니다.'],
      ['faxNo', '12345', '올바른 팩스번호 형식이 아닙니다.'],
      ['email', '', '이메일은 필수 입력 항목입니다.'],
      ['email', 'office@', '올바른 이메일 형식이 아닙니다.'],
    ];
    // Everything wrong at once reports the first; fixing each in turn reveals the next.
    const values: Record<string, unknown> = Object.fromEntries(order.map(([name, bad]) => [name, bad]));
    for (const [name, bad, message] of order) {
      values[name] = bad;
      expect(problemOf(values)).toMatchObject({ field: name, message });
      values[name] = company[name as keyof typeof company];
    }
    expect(problemOf(values)).toBeNull();
  });

  it("checks a shipper's settlement fields last, starting with a suspended status", () => {
    expect(problemOf({ ...shipper, useYn: 'N', shipperCd: '' })).toMatchObject({
      field: 'useYn',
      title: '형식 오류',
      message: '화주 업체의 상태가 "중지"로 설정되어 있습니다.',
    });
    const steps: [string, unknown, string][] = [
      ['shipperCd', '', '화주 구분은 필수 입력 항목입니다.'],
      ['deliveryRouteId', '', '배송 코스는 필수 입력 항목입니다.'],
      ['billStdrCd', '25', '올바른 청구 기준일 형식이 아닙니다.'],
      ['taxbilOutputYn', 'X', '올바른 세금계산서 출력 형식이 아닙니다.'],
      ['vatYn', 'X', '올바른 부가세 발행 형식이 아닙니다.'],
      ['billCharCd', 'CASH', '올바른 청구 유형 형식이 아닙니다.'],
      ['billCompanyId', 0, '공급자(계좌)는 필수 입력 항목입니다.'],
      ['excclcCompanyId', null, '정산 그룹 업체는 필수 입력 항목입니다.'],
      ['communicationFee', -1, '통신비는 0 이상이어야 합니다.'],
      ['untpc', '12.5', '올바른 수량 단가 형식이 아닙니다.'],
      ['weightUntpc', '-30', '중량 단가는 0 이상이어야 합니다.'],
    ];
    for (const [name, bad, message] of steps) {
      expect(problemOf({ ...shipper, [name]: bad })).toMatchObject({ field: name, message });
    }
    // Not a shipper: the same fields may stay empty, and a suspended status is fine.
    expect(problemOf({ ...company, useYn: 'N', deliveryRouteId: '', billCompanyId: 0 })).toBeNull();
  });

  it('takes the company itself as its settlement group (excclcSelfYn), not together with another', () => {
    expect(companyCreateSchema.parse({ ...shipper, excclcCompanyId: '', excclcSelfYn: 'Y' })).toMatchObject({
      excclcSelfYn: 'Y',
      excclcCompanyId: null,
    });
    expect(companyCreateSchema.parse(shipper)).toMatchObject({ excclcSelfYn: 'N', excclcCompanyId: 5 });
    for (const values of [
      { ...shipper, excclcSelfYn: 'Y' },
      { ...company, excclcSelfYn: 'Y', excclcCompanyId: 5 },
    ]) {
      expect(problemOf(values)).toMatchObject({
        field: 'excclcCompanyId',
        message: '정산 그룹 업체는 자기 자신 또는 다른 업체 중 하나만 선택해주세요.',
      });
    }
    expect(problemOf({ ...shipper, excclcSelfYn: 'X' })).toMatchObject({
      field: 'excclcSelfYn',
      message: '올바른 정산 그룹 자기 자신 형식이 아닙니다.',
    });
    expect(companyUpdateSchema.parse({ ...company, excclcSelfYn: 'Y' })).toMatchObject({
      excclcSelfYn: 'Y',
      excclcCompanyId: null,
    });
  });

  it('lists the checks in order; editing skips the business number', () => {
    expect(checkedFields(companyCreateSchema).slice(0, 4)).toEqual([
      'companyNm',
      'bizNo',
      'shipperYn',
      'useYn',
    ]);
    expect(checkedFields(companyUpdateSchema)).not.toContain('bizNo');
    expect(companyUpdateSchema.parse({ ...company, bizNo: 'ignored' })).not.toHaveProperty('bizNo');
  });
});
