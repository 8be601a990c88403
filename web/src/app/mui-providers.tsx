import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { REDUCED_MOTION_QUERY, reducedMotionTheme, theme } from './theme';

/**
 * MUI's theme and baseline, for every screen drawn with MUI: the signed-in frame and the 404 page;
 * without motion when the system asks for less. Only lazily loaded modules import this, so the
 * sign-in page downloads no MUI at all.
 */
export function MuiProviders({ children }: { children: ReactNode }) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  return (
    <ThemeProvider theme={reducedMotion ? reducedMotionTheme : theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
