import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, useSnackbar, type SnackbarKey } from 'notistack';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Hotkey that moves focus to the notification area (spec 9). */
export const TOAST_HOTKEY = 'F8';

function ToastCloseButton({ snackKey }: { snackKey: SnackbarKey }) {
  const { closeSnackbar } = useSnackbar();
  return (
    <IconButton size="small" color="inherit" aria-label="닫기" onClick={() => closeSnackbar(snackKey)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

/**
 * notistack's green (#43a047) gives white text 3.3:1 (axe color-contrast wants 4.5:1): success
 * toasts take the theme's success colours instead. Its red (#d32f2f) passes with 5:1.
 */
const SuccessContent = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': {
    backgroundColor: theme.palette.success.main,
    color: theme.palette.success.contrastText,
  },
}));
const TOAST_COMPONENTS = { success: SuccessContent };

const RevealRegionContext = createContext<() => void>(() => undefined);

/**
 * Called before a toast is shown. An open dialog (MUI Modal) marks every other child of <body>
 * aria-hidden, the toast region included, so a toast shown over a dialog would be visible but never
 * announced; the region, a child of <body> of its own, takes the mark off again.
 */
export const useRevealToastRegion = () => useContext(RevealRegionContext);

/**
 * notistack set up as the spec describes: one toast at a time, 5 s, bottom right, with a close
 * button. The toasts are portalled into a focusable region so F8 can move focus there (keyboard
 * and screen-reader users reach the close button with Tab from it).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  // State, not a ref: notistack needs the element as a prop once it exists.
  const [region, setRegion] = useState<HTMLDivElement | null>(null);

  useEffect(() => {
    if (!region) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      region.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [region]);

  const reveal = useCallback(() => region?.removeAttribute('aria-hidden'), [region]);

  return (
    <RevealRegionContext.Provider value={reveal}>
      <SnackbarProvider
        maxSnack={1}
        autoHideDuration={5000}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        action={(key) => <ToastCloseButton snackKey={key} />}
        Components={TOAST_COMPONENTS}
        domRoot={region ?? undefined}
      >
        {children}
      </SnackbarProvider>
      {/* Outside the app root (see useRevealToastRegion). The snackbar container is position:
          fixed, so this element needs no size of its own. */}
      {createPortal(
        <div ref={setRegion} role="region" aria-label={`알림 (${TOAST_HOTKEY})`} tabIndex={-1} />,
        document.body,
      )}
    </RevealRegionContext.Provider>
  );
}
