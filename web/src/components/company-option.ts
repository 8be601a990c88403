/** One company as offered by the company autocomplete (the company list call's item). */
export interface CompanyOption {
  companyId: number;
  companyNm: string;
  telNo?: string | null;
  address?: string | null;
  /** 담당자 연락처: a search by a phone's end matches it too. */
  managerTelNo?: string | null;
  /** 'N': not in use (사용 중지), offered all the same and shown as such; unknown counts as in use. */
  useYn?: string;
}
