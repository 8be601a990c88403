// A company (업체: a sender or receiver of transports and, as a shipper, billed monthly): the fields
// it has as text, declared once. The company form (forms/company-form.ts) checks them in the spec's
// order among its codes, choices and amounts, and only on creation the business number.
import { defineFields } from './define-fields';

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
