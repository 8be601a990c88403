// A company (업체: a sender or receiver of transports and, as a shipper, billed monthly): its fields
// declared once, in groups the company form (forms/company-form.ts) checks in the spec's order
// (the business number only on creation), and its list.
import { BILL_CHARGE_TYPE_LABELS, BILL_STANDARD_DAY_LABELS } from '../codes';
import { columnsOf, defineFields } from './define-fields';
import { defineList } from './define-list';

/**
 * The form requires the representative, address, business type and item, phone, fax and e-mail,
 * but their columns take null, as the spec's table defines them: answered and sent as nullable.
 */
export const COMPANY_FIELDS = defineFields({
  companyNm: { label: '상호', required: true, max: 100, doc: 'Trade name (상호)' },
  bizNo: {
    label: '사업자등록번호',
    kind: 'bizNo',
    required: true,
    doc: 'Business registration number (사업자등록번호)',
    serverRule: 'unique; it cannot change once registered',
  },
  representativeNm: {
    label: '대표자',
    required: true,
    nullable: true,
    max: 50,
    doc: 'Representative (대표자)',
  },
  address: { label: '소재지', required: true, nullable: true, max: 200, doc: 'Address (소재지)' },
  bizType: { label: '업태', required: true, nullable: true, max: 100, doc: 'Business type (업태)' },
  telNo: { label: '전화번호', kind: 'phone', required: true, nullable: true, doc: 'Telephone' },
  bizItem: { label: '업종', required: true, nullable: true, max: 100, doc: 'Business item (업종)' },
  faxNo: { label: '팩스번호', kind: 'phone', required: true, nullable: true, doc: 'Fax' },
  email: { label: '이메일', kind: 'email', required: true, nullable: true, max: 100, doc: 'E-mail' },
  managerNm: { label: '담당자', max: 50, doc: 'Contact person (담당자)' },
  managerTelNo: { label: '담당자 연락처', kind: 'phone', doc: "Contact person's phone (담당자 연락처)" },
  rmk: { label: '비고', max: 2000, multiline: true, doc: 'Memo (비고)' },
});

/** Where a company is, whether it is a shipper and in use, and when its course passes. */
export const COMPANY_CODE_FIELDS = defineFields({
  regionCd: {
    label: '지역',
    kind: 'code',
    codeType: 'REGION_TYPE',
    required: true,
    nullable: true,
    max: 30,
    doc: 'Region code (REGION_TYPE)',
  },
  regionDtlCd: {
    label: '상세 지역',
    kind: 'code',
    codeType: 'REGION_DTL_TYPE',
    required: true,
    nullable: true,
    max: 30,
    doc: 'District code under the region (REGION_DTL_TYPE)',
  },
  shipperYn: {
    label: '화주 여부',
    kind: 'yesNo',
    default: 'N',
    doc: 'Y for a shipper (화주), billed monthly',
  },
  useYn: {
    label: '사용 상태',
    kind: 'yesNo',
    default: 'Y',
    choices: { Y: '정상', N: '중지' },
    doc: 'Y in use (정상), N suspended (중지); a shipper cannot be suspended',
  },
  deliveryRouteCd: {
    label: '배송 시간',
    kind: 'code',
    codeType: 'ROUTE_TIME',
    max: 30,
    doc: 'When the course passes (ROUTE_TIME)',
  },
});

/**
 * A company's billing terms (화주 관련 정보 and 정산 정보): `required` where a shipper needs them;
 * a company that is no shipper may leave them empty.
 */
export const COMPANY_BILLING_FIELDS = defineFields({
  shipperCd: {
    label: '화주 구분',
    kind: 'code',
    codeType: 'SHIPPER_TYPE',
    required: true,
    nullable: true,
    max: 30,
    requiredFor: 'a shipper',
    doc: 'Shipper type (SHIPPER_TYPE; COM = communication)',
  },
  deliveryRouteId: {
    label: '배송 코스',
    kind: 'id',
    refersTo: 'course',
    required: true,
    nullable: true,
    requiredFor: 'a shipper',
    doc: 'Delivery course',
  },
  billStdrCd: {
    label: '청구 기준일',
    kind: 'choice',
    choices: BILL_STANDARD_DAY_LABELS,
    default: '20',
    doc: "Billing day: 20, or 30 for the month's end",
  },
  taxbilOutputYn: {
    label: '세금계산서 출력',
    kind: 'yesNo',
    default: 'Y',
    choices: { Y: '출력', N: '미출력' },
    doc: 'Y when the company gets tax invoices',
  },
  vatYn: {
    label: '부가세 발행',
    kind: 'yesNo',
    default: 'Y',
    choices: { Y: '발행', N: '미발행' },
    doc: 'Y when its amounts carry 10% VAT',
  },
  billCharCd: {
    label: '청구 유형',
    kind: 'choice',
    choices: BILL_CHARGE_TYPE_LABELS,
    default: 'CREDIT',
    doc: 'Billing type: CREDIT (외상) or REGULAR (정기)',
  },
  billCompanyId: {
    label: '공급자(계좌)',
    kind: 'id',
    refersTo: 'supplier',
    required: true,
    nullable: true,
    requiredFor: 'a shipper',
    doc: 'Supplier that bills this shipper (and whose account the invoice shows)',
  },
});

/** What a company is charged (정산 정보), checked after its settlement group. */
export const COMPANY_RATE_FIELDS = defineFields({
  communicationFee: { label: '통신비', kind: 'amount', doc: 'Monthly base fare' },
  untpc: { label: '수량 단가', kind: 'amount', doc: 'Per piece (parcel, QTY lines)' },
  weightUntpc: { label: '중량 단가', kind: 'amount', doc: 'Per kg (communication lines)' },
});

/**
 * Every field of a company, declared once: the form (forms/company-form.ts) checks them in the
 * spec's order with its settlement group company, which it declares itself (a company or itself).
 */
export const ALL_COMPANY_FIELDS = {
  ...COMPANY_FIELDS,
  ...COMPANY_CODE_FIELDS,
  ...COMPANY_BILLING_FIELDS,
  ...COMPANY_RATE_FIELDS,
} as const;

/** Y/N shown as words in the grid and the spreadsheet. */
const SHIPPER_MARK = { Y: '화주', N: '' } as const;
const USE_STATE = { Y: '정상', N: '중지' } as const;

/**
 * 업체 관리's list, from which the GraphQL Company type, its SQL select, the grid and 업체목록.xlsx
 * are built. Names of codes and related rows (regionNm, billCompanyNm ...) come joined in.
 */
export const COMPANY_LIST = defineList({
  columns: {
    companyId: { label: '업체 번호', kind: 'integer', doc: 'Company number.' },
    ...columnsOf(COMPANY_FIELDS, {
      companyNm: { width: 24 },
      representativeNm: { width: 12 },
      address: { width: 36 },
      email: { width: 26 },
      managerNm: { width: 10 },
    }),
    regionCd: { nullable: true, doc: 'Region code (REGION_TYPE).' },
    regionNm: { label: '지역', width: 8, nullable: true, doc: 'Region name.' },
    regionDtlCd: { nullable: true, doc: 'District code (REGION_DTL_TYPE under the region).' },
    regionDtlNm: { label: '상세 지역', width: 10, nullable: true, doc: 'District name.' },
    shipperYn: {
      label: '화주',
      width: 6,
      codes: SHIPPER_MARK,
      doc: 'Y when the company is a shipper (화주), billed monthly.',
    },
    shipperCd: { nullable: true, doc: 'Shipper type code (SHIPPER_TYPE; COM = communication).' },
    shipperNm: { label: '화주 구분', width: 10, nullable: true, doc: 'Shipper type name.' },
    useYn: { label: '사용 상태', width: 8, codes: USE_STATE, doc: 'Y in use (정상), N suspended (중지).' },
    vatYn: { doc: 'Y when invoices add VAT.' },
    taxbilOutputYn: { doc: 'Y when a tax invoice is issued.' },
    billStdrCd: {
      label: '청구 기준일',
      width: 10,
      codes: BILL_STANDARD_DAY_LABELS,
      doc: "Billing day: 20, or 30 for the month's end.",
    },
    billCharCd: { doc: 'Billing type: CREDIT (외상) or REGULAR (정기).' },
    communicationFee: { width: 14, label: '통신비', kind: 'integer', doc: 'Monthly base fare in won.' },
    untpc: { width: 14, label: '수량 단가', kind: 'integer', doc: 'Won per piece (parcel, QTY lines).' },
    weightUntpc: { width: 14, label: '중량 단가', kind: 'integer', doc: 'Won per kg (communication lines).' },
    deliveryRouteId: { kind: 'integer', nullable: true, doc: 'Delivery course.' },
    deliveryRouteNm: { label: '배송 코스', width: 14, nullable: true, doc: 'Delivery course name.' },
    deliveryRouteCd: { nullable: true, doc: 'When the course passes (ROUTE_TIME code).' },
    billCompanyId: {
      kind: 'integer',
      nullable: true,
      doc: 'Supplier that bills this shipper (and whose account the invoice shows).',
    },
    billCompanyNm: { label: '공급자(계좌)', width: 20, nullable: true, doc: 'Supplier name.' },
    excclcCompanyId: {
      kind: 'integer',
      nullable: true,
      doc: "Settlement group company: whose invoice this company's charges join.",
    },
    excclcCompanyNm: {
      label: '정산 그룹 업체',
      width: 20,
      nullable: true,
      doc: 'Settlement group company name.',
    },
    regDt: { label: '등록일', kind: 'date', doc: 'Registration time (UTC).' },
    version: { kind: 'integer', doc: 'Optimistic-lock version; send it back with updates.' },
  },
  filters: {},
  grid: [
    'companyNm',
    'bizNo',
    'representativeNm',
    'telNo',
    'regionNm',
    'billCompanyNm',
    'shipperYn',
    'useYn',
    'regDt',
  ],
  // The grid's columns and the details.
  sheet: [
    'companyId',
    'companyNm',
    'bizNo',
    'representativeNm',
    'telNo',
    'faxNo',
    'regionNm',
    'regionDtlNm',
    'address',
    'bizType',
    'bizItem',
    'email',
    'managerNm',
    'managerTelNo',
    'shipperYn',
    'shipperNm',
    'useYn',
    'deliveryRouteNm',
    'billCompanyNm',
    'excclcCompanyNm',
    'billStdrCd',
    'communicationFee',
    'untpc',
    'weightUntpc',
    'regDt',
  ],
});
