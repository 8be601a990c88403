import { formatBusinessNumber, formatPhone } from '@parcel/shared/validation';
import { PartyTable } from './statement-party-table';
import type { Statement } from './statement-types';

/** 공급자: who issues the invoice, and the account to pay into. */
export function SupplierBlock({ supplier }: { supplier: Statement['billCompanyInfo'] }) {
  const phones = [
    supplier.billTelNo && `전화 ${formatPhone(supplier.billTelNo)}`,
    supplier.billFaxNo && `팩스 ${formatPhone(supplier.billFaxNo)}`,
  ].filter(Boolean);
  return (
    <PartyTable
      title="공급자"
      rows={[
        { label: '상호', value: supplier.billCompanyNm },
        { label: '사업자등록번호', value: formatBusinessNumber(supplier.billBizNo) },
        { label: '대표자', value: supplier.billRepresentativeNm },
        { label: '주소', value: supplier.billAddress },
        { label: '전화 / 팩스', value: phones.join(' · ') },
        {
          label: '업태 / 종목',
          value: [supplier.billBizType, supplier.billBizItem].filter(Boolean).join(' / '),
        },
        { label: '입금 계좌', value: supplier.billAccountInfo },
      ]}
    />
  );
}
