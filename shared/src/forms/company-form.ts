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
  idField,
  optionalIdField,
  optionalText,
  requiredText,
} from '../validation/schemas';
import { requiredMessage } from '../validation/messages';
import { subjectParticle } from '../validation/particles';
import { fieldStep, labelsOf } from '../records/define-fields';
import { COMPANY_FIELDS } from '../records/company';
import { branch, field, orderedForm, rule, type FormInput, type FormOutput } from './ordered-form';

export const COMPANY_FIELD_LABELS = {
  ...labelsOf(COMPANY_FIELDS),
  regionCd: '지역',
  regionDtlCd: '상세 지역',
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
  excclcSelfYn: '정산 그룹 자기 자신',
  communicationFee: '통신비',
  untpc: '수량 단가',
  weightUntpc: '중량 단가',
} as const;
export type CompanyFormField = keyof typeof COMPANY_FIELD_LABELS;

export const COMPANY_FORM_MESSAGES = {
  suspendedShipper: '화주 업체의 상태가 "중지"로 설정되어 있습니다.',
  groupSelfOrOther: '정산 그룹 업체는 자기 자신 또는 다른 업체 중 하나만 선택해주세요.',
} as const;

/** The settlement group choice that is the company itself (a new one too: its new number is stored). */
export const SETTLEMENT_GROUP_SELF_LABEL = '자기 자신 (이 업체)';

/**
 * Why a company save asks for a confirmation first
 * (docs/decisions.md#nothing-billed-to-nobody-by-accident): lines would be billed to nobody. The save
 * still goes through (the spec's calls keep working) and answers these warnings; the form asks before
 * it saves. `field` is the form's field the warning is about.
 */
export type CompanySaveWarningCode = 'TOP_NOT_SHIPPER' | 'MEMBERS_TOP_NOT_SHIPPER';
export interface CompanySaveWarning {
  code: CompanySaveWarningCode;
  message: string;
  field: CompanyFormField;
}

const quoted = (name: string) => `"${name}"${subjectParticle(name)}`;

/** The warnings' messages, naming the settlement group's top. */
export const COMPANY_SAVE_WARNINGS = {
  /** A shipper whose settlement group top is no shipper: what it pays is billed to nobody. */
  TOP_NOT_SHIPPER: (topNm: string) =>
    `정산 그룹 업체의 최상위 업체 ${quoted(topNm)} 화주가 아니어서 이 업체가 내는 물품은 어느 청구서에도 청구되지 않습니다.`,
  /**
   * The save makes the top of companies that pointed at this one (through their settlement group
   * companies) no shipper: what they pay, billed before, is billed to nobody.
   */
  MEMBERS_TOP_NOT_SHIPPER: (topNm: string, memberNms: readonly string[]) => {
    const shown = memberNms.slice(0, 3).join(', ');
    const more = memberNms.length > 3 ? ` 외 ${memberNms.length - 3}곳` : '';
    return `이 업체를 정산 그룹 업체로 둔 업체 ${memberNms.length}곳(${shown}${more})의 최상위 업체 ${quoted(topNm)} 화주가 아니게 되어 그 업체들이 내는 물품은 어느 청구서에도 청구되지 않습니다.`;
  },
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
const declared = <const Name extends keyof typeof COMPANY_FIELDS>(name: Name) =>
  fieldStep(COMPANY_FIELDS, name);
const yesNo = (name: keyof typeof L, fallback: YesNo) => choiceWithDefault(L[name], YES_NO, fallback);

/**
 * The settlement group company: another company (excclcCompanyId), or the company itself
 * (excclcSelfYn Y, which a new company needs: its number is not known yet; a change may also name
 * its own number). One or the other, not both.
 */
const settlementGroupSteps = [
  field('excclcSelfYn', yesNo('excclcSelfYn', 'N')),
  field('excclcCompanyId', optionalIdField(L.excclcCompanyId)),
  rule(
    'excclcCompanyId',
    COMPANY_FORM_MESSAGES.groupSelfOrOther,
    (parsed) => parsed.excclcSelfYn === 'N' || parsed.excclcCompanyId === null,
  ),
] as const;

/** Step 9's settlement fields for a shipper: required (or checked) in the spec's order. */
const shipperSteps = [
  field('shipperCd', requiredText(L.shipperCd, { max: 30 })),
  field('deliveryRouteId', idField(L.deliveryRouteId)),
  field('billStdrCd', choiceWithDefault(L.billStdrCd, BILL_STANDARD_DAYS, D.billStdrCd)),
  field('taxbilOutputYn', yesNo('taxbilOutputYn', D.taxbilOutputYn)),
  field('vatYn', yesNo('vatYn', D.vatYn)),
  field('billCharCd', choiceWithDefault(L.billCharCd, BILL_CHARGE_TYPES, D.billCharCd)),
  field('billCompanyId', idField(L.billCompanyId)),
  ...settlementGroupSteps,
  rule(
    'excclcCompanyId',
    requiredMessage(L.excclcCompanyId),
    (parsed) => parsed.excclcSelfYn === 'Y' || parsed.excclcCompanyId !== null,
  ),
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
  ...settlementGroupSteps,
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
  declared('representativeNm'),
  declared('address'),
  declared('bizType'),
  declared('telNo'),
  declared('bizItem'),
  declared('faxNo'),
  declared('email'),
  declared('managerNm'),
  declared('managerTelNo'),
  declared('rmk'),
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
export const companyCreateSchema = orderedForm([declared('companyNm'), declared('bizNo'), ...detailSteps]);

/** A change: the business number is fixed, so only the name comes before the details. */
export const companyUpdateSchema = orderedForm([declared('companyNm'), ...detailSteps]);

export type CompanyCreateValues = FormInput<typeof companyCreateSchema.steps>;
export type CompanyCreateData = FormOutput<typeof companyCreateSchema.steps>;
export type CompanyUpdateValues = FormInput<typeof companyUpdateSchema.steps>;
export type CompanyUpdateData = FormOutput<typeof companyUpdateSchema.steps>;

/** The business-number check's own input: required, then the format and check digit. */
export const bizNoCheckSchema = z.object({ bizNo: businessNumberField(L.bizNo) });
