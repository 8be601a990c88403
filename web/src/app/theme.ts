import { createTheme } from '@mui/material/styles';
import { koKR } from '@mui/material/locale';
import { BRAND } from './brand';

/** The brand's colours and Korean font stack, Korean MUI texts. */
export const theme = createTheme(
  {
    palette: {
      primary: { main: BRAND.primary },
      secondary: { main: BRAND.secondary },
      background: { default: BRAND.background },
    },
    typography: { fontFamily: BRAND.fontFamily },
  },
  koKR,
);
