import { createTheme } from '@mui/material/styles';
import { koKR } from '@mui/material/locale';
import { BRAND } from './brand';

/** The brand's colours and Korean font stack, Korean MUI texts. */
export const theme = createTheme(
  {
    palette: {
      primary: { main: BRAND.primary },
      secondary: { main: BRAND.secondary },
      // MUI's green[900], not its default green[800]: a 정상 chip's text must keep 4.5:1 on a
      // selected and hovered grid row too (axe color-contrast), where green[800] gives 4.2:1.
      success: { main: '#1B5E20' },
      background: { default: BRAND.background },
    },
    typography: { fontFamily: BRAND.fontFamily },
  },
  koKR,
);
