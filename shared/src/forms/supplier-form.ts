// The supplier form (정산 > 공급자 관리): one schema for registration and change, whose steps follow
// the spec's order of checks (part 2, 5. "Supplier"): company name, business number, representative,
// address, postal code, phone, fax, email, bank name, depositor, account number. 업태 and 업종 are
// required by the table (not null) and checked where the form shows them, after the representative;
// the memo is optional. The web form, the API and the tests use this schema, so all refuse the same
// input with the same first message.
import { formatMessage } from '../validation/messages';
import {
  accountNumberField,
  businessNumberField,
  emailField,
  optionalText,
  phoneField,
  requiredText,
} from '../validation/schemas';
import { field, orderedForm, type FormInput, type FormOutput } from './ordered-form';

export const SUPPLIER_FIELD_LABELS = {
  companyNm: '상호',
  bizNo: '사업자등록번호',
  representativeNm: '대표자명',
  bizType: '업태',
  bizItem: '업종',
  address: '주소',
  postNo: '우편번호',
  telNo: '전화번호',
  faxNo: '팩스번호',
  email: '이메일',
  bankNm: '은행명',
  depositorNm: '예금주',
  accountNo: '계좌번호',
  rmk: '비고',
} as const;
export type SupplierFormField = keyof typeof SUPPLIER_FIELD_LABELS;

/** Korean postal codes (우편번호) have had five digits since 2015; the table stores exactly five. */
export const POST_NO_PATTERN = /^\d{5}$/;
/** The memo is free text; a limit keeps a pasted document out. */
export const SUPPLIER_RMK_MAX_LENGTH = 1000;

const LABELS = SUPPLIER_FIELD_LABELS;

/** 우편번호: required, then five digits. */
const postNoField = requiredText(LABELS.postNo).regex(POST_NO_PATTERN, {
  error: formatMessage(LABELS.postNo),
});

/** Registration and change of a supplier: the same fields, checked in the spec's order. */
export const supplierFormSchema = orderedForm([
  field('companyNm', requiredText(LABELS.companyNm, { max: 100 })),
  field('bizNo', businessNumberField(LABELS.bizNo)),
  field('representativeNm', requiredText(LABELS.representativeNm, { max: 50 })),
  field('bizType', requiredText(LABELS.bizType, { max: 100 })),
  field('bizItem', requiredText(LABELS.bizItem, { max: 100 })),
  field('address', requiredText(LABELS.address, { max: 200 })),
  field('postNo', postNoField),
  field('telNo', phoneField(LABELS.telNo)),
  field('faxNo', phoneField(LABELS.faxNo)),
  field('email', emailField(LABELS.email, { max: 100 })),
  field('bankNm', requiredText(LABELS.bankNm, { max: 50 })),
  field('depositorNm', requiredText(LABELS.depositorNm, { max: 50 })),
  field('accountNo', accountNumberField(LABELS.accountNo)),
  field('rmk', optionalText(LABELS.rmk, { max: SUPPLIER_RMK_MAX_LENGTH })),
]);

export type SupplierFormValues = FormInput<typeof supplierFormSchema.steps>;
export type SupplierFormData = FormOutput<typeof supplierFormSchema.steps>;
