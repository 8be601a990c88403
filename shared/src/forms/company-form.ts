// The company form (설정 > 업체 관리) as two schemas, one per mode, whose steps follow the spec's
// nine checks in order (part 2, "Validation rules: Company save"). The web form, the API and the
// tests share them. The business number is checked on create only: it cannot change afterwards.
import { z } from 'zod';
import {
  BILL_CHARGE_TYPES,
  BILL_STANDARD_DAYS,
  YES_NO,
  type BillChargeType,
  type BillStandardDay,
  type YesNo,
} from '../codes';
import {
  amountField,
  businessNumberField,
  choiceWithDefault,
  emailField,
  idField,
  optionalIdField,
  optionalPhoneField,
  optionalText,
  phoneField,
  requiredText,
} from '../validation/schemas';
import { branch, field, orderedForm, rule, type FormInput, type FormOutput } from './ordered-form';

export const COMPANY_FIELD_LABELS = {
  companyNm: '상호',
  bizNo: '사업자등록번호',
  regionCd: '지역',
  regionDtlCd: '상세 지역',
  representativeNm: '대표자',
  address: '소재지',
  bizType: '업태',
  telNo: '전화번호',
  bizItem: '업종',
  faxNo: '팩스번호',
  email: '이메일',
  managerNm: '담당자',
  managerTelNo: '담당자 연락처',
  rmk: '비고',
  shipperYn: '화주 여부',
  useYn: '사용 상태',
  shipperCd: '화주 구분',
  deliveryRouteId: '배송 코스',
  deliveryRouteCd: '배송 시간',
  billStdrCd: '청구 기준일',
  taxbilOutputYn: '세금계산서 출력',
  vatYn: '부가세 발행',
  billCharCd: '청구 유형',
  billCompanyId: '공급자(계좌)',
  excclcCompanyId: '정산 그룹 업체',
  communicationFee: '통신비',
  untpc: '수량 단가',
  weightUntpc: '중량 단가',
} as const;
export type CompanyFormField = keyof typeof COMPANY_FIELD_LABELS;

export const COMPANY_FORM_MESSAGES = {
  suspendedShipper: '화주 업체의 상태가 "중지"로 설정되어 있습니다.',
} as const;

/** What a new company starts with (spec: entities, Company defaults). */
export const COMPANY_DEFAULTS = {
  shipperYn: 'N',
  useYn: 'Y',
  vatYn: 'Y',
  taxbilOutputYn: 'Y',
  billStdrCd: '20',
  billCharCd: 'CREDIT',
  communicationFee: 0,
  untpc: 0,
  weightUntpc: 0,
} as const satisfies {
  shipperYn: YesNo;
  useYn: YesNo;
  vatYn: YesNo;
  taxbilOutputYn: YesNo;
  billStdrCd: BillStandardDay;
  billCharCd: BillChargeType;
  communicationFee: number;
  untpc: number;
  weightUntpc: number;
};

const L = COMPANY_FIELD_LABELS;
const D = COMPANY_DEFAULTS;
const yesNo = (name: keyof typeof L, fallback: YesNo) => choiceWithDefault(L[name], YES_NO, fallback);

/** Step 9's settlement fields for a shipper: required (or checked) in the spec's order. */
const shipperSteps = [
  field('shipperCd', requiredText(L.shipperCd, { max: 30 })),
  field('deliveryRouteId', idField(L.deliveryRouteId)),
  field('billStdrCd', choiceWithDefault(L.billStdrCd, BILL_STANDARD_DAYS, D.billStdrCd)),
  field('taxbilOutputYn', yesNo('taxbilOutputYn', D.taxbilOutputYn)),
  field('vatYn', yesNo('vatYn', D.vatYn)),
  field('billCharCd', choiceWithDefault(L.billCharCd, BILL_CHARGE_TYPES, D.billCharCd)),
  field('billCompanyId', idField(L.billCompanyId)),
  field('excclcCompanyId', idField(L.excclcCompanyId)),
  field('communicationFee', amountField(L.communicationFee)),
  field('untpc', amountField(L.untpc)),
  field('weightUntpc', amountField(L.weightUntpc)),
] as const;

/** The same fields for a company that is not a shipper: optional, defaults where empty. */
const nonShipperSteps = [
  field('shipperCd', optionalText(L.shipperCd, { max: 30 })),
  field('deliveryRouteId', optionalIdField(L.deliveryRouteId)),
  field('billStdrCd', choiceWithDefault(L.billStdrCd, BILL_STANDARD_DAYS, D.billStdrCd)),
  field('taxbilOutputYn', yesNo('taxbilOutputYn', D.taxbilOutputYn)),
  field('vatYn', yesNo('vatYn', D.vatYn)),
  field('billCharCd', choiceWithDefault(L.billCharCd, BILL_CHARGE_TYPES, D.billCharCd)),
  field('billCompanyId', optionalIdField(L.billCompanyId)),
  field('excclcCompanyId', optionalIdField(L.excclcCompanyId)),
  field('communicationFee', amountField(L.communicationFee)),
  field('untpc', amountField(L.untpc)),
  field('weightUntpc', amountField(L.weightUntpc)),
] as const;

/** Steps 3 to 9, the same in both modes. */
const detailSteps = [
  // The two radios always hold a value on the form; old callers may leave them out.
  field('shipperYn', yesNo('shipperYn', D.shipperYn)),
  field('useYn', yesNo('useYn', D.useYn)),
  field('regionCd', requiredText(L.regionCd, { max: 30 })),
  field('regionDtlCd', requiredText(L.regionDtlCd, { max: 30 })),
  field('representativeNm', requiredText(L.representativeNm, { max: 50 })),
  field('address', requiredText(L.address, { max: 200 })),
  field('bizType', requiredText(L.bizType, { max: 100 })),
  field('telNo', phoneField(L.telNo)),
  field('bizItem', requiredText(L.bizItem, { max: 100 })),
  field('faxNo', phoneField(L.faxNo)),
  field('email', emailField(L.email, { max: 100 })),
  field('managerNm', optionalText(L.managerNm, { max: 50 })),
  field('managerTelNo', optionalPhoneField(L.managerTelNo)),
  field('rmk', optionalText(L.rmk, { max: 2000 })),
  field('deliveryRouteCd', optionalText(L.deliveryRouteCd, { max: 30 })),
  branch(
    (parsed) => parsed.shipperYn === 'Y',
    [
      rule('useYn', COMPANY_FORM_MESSAGES.suspendedShipper, (parsed) => parsed.useYn === 'Y'),
      ...shipperSteps,
    ],
    nonShipperSteps,
  ),
] as const;

/** Registration: the name, the business number (format, check digit), then the details. */
export const companyCreateSchema = orderedForm([
  field('companyNm', requiredText(L.companyNm, { max: 100 })),
  field('bizNo', businessNumberField(L.bizNo)),
  ...detailSteps,
]);

/** A change: the business number is fixed, so only the name comes before the details. */
export const companyUpdateSchema = orderedForm([
  field('companyNm', requiredText(L.companyNm, { max: 100 })),
  ...detailSteps,
]);

export type CompanyCreateValues = FormInput<typeof companyCreateSchema.steps>;
export type CompanyCreateData = FormOutput<typeof companyCreateSchema.steps>;
export type CompanyUpdateValues = FormInput<typeof companyUpdateSchema.steps>;
export type CompanyUpdateData = FormOutput<typeof companyUpdateSchema.steps>;

/** The business-number check's own input: required, then the format and check digit. */
export const bizNoCheckSchema = z.object({ bizNo: businessNumberField(L.bizNo) });
