import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { koKR } from '@mui/material/locale';
import { BRAND } from './brand';

const BRAND_OPTIONS: ThemeOptions = {
  palette: {
    primary: { main: BRAND.primary },
    secondary: { main: BRAND.secondary },
    // MUI's green[900], not its default green[800]: a 정상 chip's text must keep 4.5:1 on a
    // selected and hovered grid row too (axe color-contrast), where green[800] gives 4.2:1.
    success: { main: '#1B5E20' },
    background: { default: BRAND.background },
  },
  typography: { fontFamily: BRAND.fontFamily },
};

/**
 * For people whose system asks for less motion (prefers-reduced-motion: reduce; WCAG 2.3.3):
 * dialogs, menus and panels appear and go at once, and buttons make no ripple. MUI's documented
 * way to turn its transitions off: no CSS transition, no transition time to wait for.
 */
const REDUCED_MOTION_OPTIONS: ThemeOptions = {
  transitions: {
    create: () => 'none',
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
};

/** The brand's colours and Korean font stack, Korean MUI texts. */
export const theme = createTheme(BRAND_OPTIONS, koKR);

/** `theme` without motion (see REDUCED_MOTION_OPTIONS). */
export const reducedMotionTheme = createTheme({ ...BRAND_OPTIONS, ...REDUCED_MOTION_OPTIONS }, koKR);

/** The media query of a system that asks for less motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
