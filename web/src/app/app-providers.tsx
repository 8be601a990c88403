import type { ReactNode } from 'react';
import { SessionProvider } from './session/session-provider';

/**
 * What every page needs, the sign-in page included. MUI's theme, the toasts and Apollo Client are
 * not here: they come with the signed-in frame (app-shell.tsx), so the sign-in page (plain React and
 * CSS) downloads none of them (`npm run build:report` checks its budget).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <SessionProvider>{children}</SessionProvider>;
}
