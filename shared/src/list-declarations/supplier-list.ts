// 공급자 계좌 관리's list: the GraphQL Supplier type, the grid and 공급자목록.xlsx are built from it.
import { SUPPLIER_FIELD_LABELS as LABELS } from '../forms/supplier-form';
import { defineList } from './define-list';

export const SUPPLIER_LIST = defineList({
  columns: {
    billCompanyId: { label: '공급자 번호', kind: 'integer', doc: 'Supplier number (billCompanyId).' },
    companyNm: { label: LABELS.companyNm, width: 18, grow: true, doc: 'Company name (상호).' },
    bizNo: {
      label: LABELS.bizNo,
      kind: 'bizNo',
      doc: 'Business registration number (사업자등록번호), 10 digits.',
    },
    representativeNm: { label: LABELS.representativeNm, width: 12, doc: 'Representative (대표자명).' },
    bizType: { doc: 'Business type (업태).' },
    bizItem: { doc: 'Business item (업종).' },
    address: { label: LABELS.address, width: 36, doc: 'Address (주소).' },
    postNo: { doc: 'Postal code (우편번호), 5 digits.' },
    telNo: { label: LABELS.telNo, kind: 'phone', doc: 'Telephone, digits only.' },
    faxNo: { label: LABELS.faxNo, kind: 'phone', doc: 'Fax, digits only.' },
    email: { label: LABELS.email, width: 22, grow: true, doc: 'Email address, lowercased.' },
    bankNm: { label: LABELS.bankNm, width: 12, doc: 'Bank name (은행명).' },
    depositorNm: { label: LABELS.depositorNm, width: 14, doc: 'Account holder (예금주).' },
    accountNo: { label: LABELS.accountNo, kind: 'account', doc: 'Account number, 10 to 14 digits.' },
    rmk: { nullable: true, doc: 'Memo (비고).' },
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
    companyNm: { label: LABELS.companyNm, kind: 'text', doc: 'Part of the company name (상호), any case.' },
    bizNo: {
      label: LABELS.bizNo,
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
