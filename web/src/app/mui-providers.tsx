import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * MUI's theme and baseline, for every screen drawn with MUI: the signed-in frame and the 404 page.
 * Only lazily loaded modules import this, so the sign-in page downloads no MUI at all.
 */
export function MuiProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
