import Box from '@mui/material/Box';
import type { CompanyOption } from './company-option';

/** Said beside the name of a company not in use (use_yn N): the words, not the colour alone. */
export const COMPANY_NOT_IN_USE_TEXT = '사용 중지';

/**
 * A company's name as the pickers show it. A company not in use may be picked all the same, so it
 * is marked: in the theme's error red, with 사용 중지 after the name (the text says what the colour
 * does, WCAG 1.4.1). The palette's dark red keeps 4.5:1 on a selected and focused option or row
 * (axe color-contrast), where error.main gives 4.0:1.
 */
export function CompanyName({ company }: { company: Pick<CompanyOption, 'companyNm' | 'useYn'> }) {
  if (company.useYn !== 'N') return <>{company.companyNm}</>;
  return (
    <Box component="span" sx={{ color: 'error.dark' }}>
      {company.companyNm}
      <Box
        component="span"
        sx={{ ml: 1, px: 0.5, border: 1, borderRadius: 1, fontSize: '0.75rem', fontWeight: 700 }}
      >
        {COMPANY_NOT_IN_USE_TEXT}
      </Box>
    </Box>
  );
}
