import { CompanyAutocomplete } from '../../components/company-autocomplete';
import { useCompanySearch } from '../../lib/company-search';
import type { CustomerCompany } from './use-customer-company';

export const CUSTOMER_COMPANY_LABEL = '업체';

/**
 * Which of its companies a customer's screen shows: its own by default, or one it heads in its
 * settlement group (the server's company search finds only those).
 */
export function CustomerCompanyField({
  value,
  onChange,
}: {
  value: CustomerCompany;
  onChange: (company: CustomerCompany) => void;
}) {
  const search = useCompanySearch();
  return (
    <CompanyAutocomplete
      label={CUSTOMER_COMPANY_LABEL}
      size="small"
      value={value}
      onChange={(company) =>
        company && onChange({ companyId: company.companyId, companyNm: company.companyNm })
      }
      search={search}
    />
  );
}
