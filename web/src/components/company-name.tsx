import Box from '@mui/material/Box';
import { darken, type Theme } from '@mui/material/styles';
import type { CompanyOption } from './company-option';

/** Said beside the name of a company not in use (use_yn N): the words, not the colour alone. */
export const COMPANY_NOT_IN_USE_TEXT = '사용 중지';

/**
 * The red of a company not in use: the theme's error colour, darkened until the text keeps 4.5:1 on
 * every background an option or a grid row takes (axe color-contrast): a keyboard-highlighted
 * option is #e0e0e0, on which error.main gives 3.8:1 and error.dark 4.3:1; this gives 5.4:1 there
 * and 5.0:1 on a selected option highlighted (the primary colour at 20 %).
 */
export const notInUseColor = (theme: Theme): string => darken(theme.palette.error.main, 0.2);

/**
 * A company's name as the pickers show it. A company not in use may be picked all the same, so it
 * is marked: in red (notInUseColor), with 사용 중지 after the name (the text says what the colour
 * does, WCAG 1.4.1).
 */
export function CompanyName({ company }: { company: Pick<CompanyOption, 'companyNm' | 'useYn'> }) {
  if (company.useYn !== 'N') return <>{company.companyNm}</>;
  return (
    <Box component="span" sx={{ color: notInUseColor }}>
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
