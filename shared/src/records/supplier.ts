// A supplier (공급자, the business that issues the invoices and whose account shippers pay into):
// its edited fields, in the order the form checks them (spec part 2, 5. "Supplier"), and 공급자 계좌
// 관리's list, from which the GraphQL Supplier type, the grid and 공급자목록.xlsx are built.
import { columnsOf, defineFields } from './define-fields';
import { defineList } from './define-list';

/**
 * The supplier form's fields. 업태 and 업종 are required by the table (not null) and checked where
 * the form shows them, after the representative; the memo is optional.
 */
export const SUPPLIER_FIELDS = defineFields({
  companyNm: { label: '상호', required: true, max: 100, doc: 'Company name (상호)' },
  bizNo: {
    label: '사업자등록번호',
    kind: 'bizNo',
    required: true,
    doc: 'Business registration number (사업자등록번호)',
    serverRule: 'unique among live suppliers (CONFLICT otherwise)',
    hint: '예: 123-45-67890',
  },
  representativeNm: { label: '대표자명', required: true, max: 50, doc: 'Representative (대표자명)' },
  bizType: { label: '업태', required: true, max: 100, doc: 'Business type (업태)' },
  bizItem: { label: '업종', required: true, max: 100, doc: 'Business item (업종)' },
  address: { label: '주소', required: true, max: 200, doc: 'Address (주소)' },
  postNo: {
    label: '우편번호',
    kind: 'postNo',
    required: true,
    doc: 'Postal code (우편번호)',
    hint: '5자리 숫자',
    autoComplete: 'postal-code',
  },
  telNo: { label: '전화번호', kind: 'phone', required: true, doc: 'Telephone' },
  faxNo: { label: '팩스번호', kind: 'phone', required: true, doc: 'Fax' },
  email: { label: '이메일', kind: 'email', required: true, max: 100, doc: 'Email address' },
  bankNm: { label: '은행명', required: true, max: 50, doc: 'Bank name (은행명)' },
  depositorNm: { label: '예금주', required: true, max: 50, doc: 'Account holder (예금주)' },
  accountNo: {
    label: '계좌번호',
    kind: 'account',
    required: true,
    doc: 'Account number',
    hint: '숫자 10~14자리',
  },
  // The memo is free text; a limit keeps a pasted document out.
  rmk: { label: '비고', max: 1000, multiline: true, doc: 'Memo (비고)' },
});

export const SUPPLIER_LIST = defineList({
  columns: {
    billCompanyId: { label: '공급자 번호', kind: 'integer', doc: 'Supplier number (billCompanyId).' },
    ...columnsOf(SUPPLIER_FIELDS, {
      companyNm: { width: 18, grow: true },
      representativeNm: { width: 12 },
      address: { width: 36 },
      email: { width: 22, grow: true },
      bankNm: { width: 12 },
      depositorNm: { width: 14 },
    }),
    companyCount: {
      label: '사용 업체',
      kind: 'integer',
      unit: '곳',
      doc: 'Number of companies in use (useYn Y) billed through this supplier; it cannot be deleted while above 0.',
    },
    delYn: { doc: 'N live, Y deleted (a delete only marks the row).' },
    regDt: { label: '등록일', kind: 'date', doc: 'Registration time (UTC).' },
    chgDt: { kind: 'date', nullable: true, doc: 'Time of the last change or of the delete (UTC).' },
    chgId: { kind: 'integer', nullable: true, doc: 'memberId of who last changed or deleted it.' },
    version: { kind: 'integer', doc: 'Optimistic-lock version; send it back with updates.' },
  },
  filters: {
    companyNm: {
      label: SUPPLIER_FIELDS.companyNm.label,
      kind: 'text',
      doc: 'Part of the company name (상호), any case.',
    },
    bizNo: {
      label: SUPPLIER_FIELDS.bizNo.label,
      kind: 'digits',
      doc: 'Part of the business registration number, with or without hyphens.',
    },
  },
  grid: [
    'companyNm',
    'bizNo',
    'representativeNm',
    'telNo',
    'faxNo',
    'email',
    'bankNm',
    'accountNo',
    'depositorNm',
    'companyCount',
    'regDt',
  ],
  sheet: [
    'billCompanyId',
    'companyNm',
    'bizNo',
    'representativeNm',
    'address',
    'telNo',
    'faxNo',
    'email',
    'bankNm',
    'depositorNm',
    'accountNo',
    'companyCount',
    'regDt',
  ],
});

/** A supplier's deposit account, as the company form and the invoice form offer it. */
export const SUPPLIER_ACCOUNT_FIELDS = [
  'billCompanyId',
  'companyNm',
  'bankNm',
  'depositorNm',
  'accountNo',
] as const satisfies readonly (keyof typeof SUPPLIER_LIST.columns)[];
