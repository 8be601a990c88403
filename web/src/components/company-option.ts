/** One company as offered by the company autocomplete (the company list call's item). */
export interface CompanyOption {
  companyId: number;
  companyNm: string;
  telNo?: string | null;
  address?: string | null;
}
