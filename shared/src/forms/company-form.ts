// The company form (설정 > 업체 관리) as two schemas, one per mode, whose steps follow the spec's
// nine checks in order (part 2, "Validation rules: Company save"). The web form, the API and the
// tests share them. The business number is checked on create only: it cannot change afterwards.
import { z } from 'zod';
import { businessNumberField, choiceWithDefault, optionalIdField } from '../validation/schemas';
import { YES_NO } from '../codes';
import { requiredMessage } from '../validation/messages';
import { subjectParticle } from '../validation/particles';
import { defaultsOf, fieldStep, labelsOf, optionalStepsOf, stepsOf } from '../records/define-fields';
import {
  ALL_COMPANY_FIELDS,
  COMPANY_BILLING_FIELDS as BILLING,
  COMPANY_CODE_FIELDS as CODES,
  COMPANY_FIELDS as TEXTS,
  COMPANY_RATE_FIELDS as RATES,
} from '../records/company';
import { branch, field, orderedForm, rule, type FormInput, type FormOutput } from './ordered-form';

export const COMPANY_FIELD_LABELS = {
  ...labelsOf(ALL_COMPANY_FIELDS),
  excclcCompanyId: '정산 그룹 업체',
  excclcSelfYn: '정산 그룹 자기 자신',
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

/** What a new company starts with (spec: entities, Company defaults): its fields' defaults. */
export const COMPANY_DEFAULTS = defaultsOf(ALL_COMPANY_FIELDS);

const L = COMPANY_FIELD_LABELS;
/** The text fields after the name and the business number, which the two modes check first. */
const { companyNm: _name, bizNo: _bizNo, ...DETAIL_TEXTS } = TEXTS;

/**
 * The settlement group company: another company (excclcCompanyId), or the company itself
 * (excclcSelfYn Y, which a new company needs: its number is not known yet; a change may also name
 * its own number). One or the other, not both.
 */
const settlementGroupSteps = [
  field('excclcSelfYn', choiceWithDefault(L.excclcSelfYn, YES_NO, 'N')),
  field('excclcCompanyId', optionalIdField(L.excclcCompanyId)),
  rule(
    'excclcCompanyId',
    COMPANY_FORM_MESSAGES.groupSelfOrOther,
    (parsed) => parsed.excclcSelfYn === 'N' || parsed.excclcCompanyId === null,
  ),
] as const;

/**
 * Step 9's settlement fields in the spec's order: the billing terms (required for a shipper), the
 * settlement group company (required for a shipper, unless it is its own), then the rates.
 */
const settlementSteps = (shipper: boolean) =>
  [
    ...(shipper ? stepsOf(BILLING) : optionalStepsOf(BILLING)),
    ...settlementGroupSteps,
    rule(
      'excclcCompanyId',
      requiredMessage(L.excclcCompanyId),
      (parsed) => !shipper || parsed.excclcSelfYn === 'Y' || parsed.excclcCompanyId !== null,
    ),
    ...stepsOf(RATES),
  ] as const;

/** Steps 3 to 9, the same in both modes. */
const detailSteps = [
  // The two radios always hold a value on the form; old callers may leave them out.
  fieldStep(CODES, 'shipperYn'),
  fieldStep(CODES, 'useYn'),
  fieldStep(CODES, 'regionCd'),
  fieldStep(CODES, 'regionDtlCd'),
  ...stepsOf(DETAIL_TEXTS),
  fieldStep(CODES, 'deliveryRouteCd'),
  branch(
    (parsed) => parsed.shipperYn === 'Y',
    [
      rule('useYn', COMPANY_FORM_MESSAGES.suspendedShipper, (parsed) => parsed.useYn === 'Y'),
      ...settlementSteps(true),
    ],
    settlementSteps(false),
  ),
] as const;

/** Registration: the name, the business number (format, check digit), then the details. */
export const companyCreateSchema = orderedForm([
  fieldStep(TEXTS, 'companyNm'),
  fieldStep(TEXTS, 'bizNo'),
  ...detailSteps,
]);

/** A change: the business number is fixed, so only the name comes before the details. */
export const companyUpdateSchema = orderedForm([fieldStep(TEXTS, 'companyNm'), ...detailSteps]);

export type CompanyCreateValues = FormInput<typeof companyCreateSchema.steps>;
export type CompanyCreateData = FormOutput<typeof companyCreateSchema.steps>;
export type CompanyUpdateValues = FormInput<typeof companyUpdateSchema.steps>;
export type CompanyUpdateData = FormOutput<typeof companyUpdateSchema.steps>;

/** The business-number check's own input: required, then the format and check digit. */
export const bizNoCheckSchema = z.object({ bizNo: businessNumberField(L.bizNo) });
