import { createTheme } from '@mui/material/styles';
import { koKR } from '@mui/material/locale';

/** Korean font stack first (Pretendard if installed, then the OS Korean fonts), Korean MUI texts. */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#1E3A8A' },
      secondary: { main: '#C2410C' },
      background: { default: '#F8FAFC' },
    },
    typography: {
      fontFamily: [
        'Pretendard',
        '"Apple SD Gothic Neo"',
        '"Malgun Gothic"',
        '"맑은 고딕"',
        '"Noto Sans KR"',
        'system-ui',
        'sans-serif',
      ].join(','),
    },
  },
  koKR,
);
