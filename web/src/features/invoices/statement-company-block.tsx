import { formatWon } from '@parcel/shared/money';
import { formatBusinessNumber } from '@parcel/shared/validation';
import { PartyTable } from './statement-party-table';
import type { Statement } from './statement-types';

/** 공급받는자: the billed company, its billing period and its base fare. */
export function CompanyBlock({ company }: { company: Statement['companyInfo'] }) {
  return (
    <PartyTable
      title="공급받는자"
      rows={[
        { label: '상호', value: company.companyNm },
        { label: '사업자등록번호', value: formatBusinessNumber(company.bizNo) },
        { label: '대표자', value: company.representativeNm ?? '' },
        { label: '주소', value: company.address ?? '' },
        { label: '청구 기간', value: `${company.startDate} ~ ${company.endDate}` },
        { label: '기본료', value: `${formatWon(company.communicationFee)}원` },
      ]}
    />
  );
}
