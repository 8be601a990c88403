import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/toast-provider';
import { SessionProvider } from './session/session-provider';
import { theme } from './theme';

/**
 * What every page needs, the sign-in page included. Apollo Client is not here: it comes with the
 * signed-in frame (app-shell.tsx), so the sign-in page does not download it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>
        <SessionProvider>{children}</SessionProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
