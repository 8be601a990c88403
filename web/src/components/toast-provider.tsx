import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { styled, useTheme } from '@mui/material/styles';
import {
  MaterialDesignContent,
  SnackbarProvider,
  useSnackbar,
  type SnackbarKey,
  type SnackbarOrigin,
  type VariantType,
} from 'notistack';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Hotkey that moves focus to the notification area (spec 9). */
export const TOAST_HOTKEY = 'F8';

/**
 * Top centre: over the header's empty middle, and over a dialog only its title (a dialog keeps
 * its actions at its foot; a toast in the lower right lay over 등록 and took its clicks).
 */
export const TOAST_ANCHOR: SnackbarOrigin = { vertical: 'top', horizontal: 'center' };

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
 * toasts take the theme's success colours instead, and its blue (#2196f3, 3.1:1) gives way to the
 * theme's dark info blue for the notices. Its red (#d32f2f) passes with 5:1. At most
 * 480 px wide (longer messages wrap), so a toast over a wide dialog stays clear of its title's
 * buttons at the right.
 */
const ToastContent = styled(MaterialDesignContent)(({ theme }) => ({
  maxWidth: 480,
  '&.notistack-MuiContent-success': {
    backgroundColor: theme.palette.success.main,
    color: theme.palette.success.contrastText,
  },
  '&.notistack-MuiContent-info': {
    backgroundColor: theme.palette.info.dark,
    color: theme.palette.info.contrastText,
  },
}));
const TOAST_COMPONENTS = { success: ToastContent, error: ToastContent, info: ToastContent };

/** Shows a toast in place of the one on screen. */
export type ShowToast = (
  content: ReactNode,
  variant: Extract<VariantType, 'success' | 'error' | 'info'>,
) => void;

const ShowToastContext = createContext<ShowToast | null>(null);

/** The toast function of the nearest `ToastProvider` (`useNotify` wraps it). */
export function useShowToast(): ShowToast {
  const show = useContext(ShowToastContext);
  if (!show) throw new Error('useShowToast needs a ToastProvider above it');
  return show;
}

/**
 * One toast at a time, the newest: each toast closes the one before it (on screen or still
 * waiting), so a success never waits behind errors the person has already read past. The one
 * closing may slide out beside the new one, hence room for two.
 */
const TOASTS_ON_SCREEN = 2;

function ReplacingToasts({ region, children }: { region: HTMLElement | null; children: ReactNode }) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const current = useRef<SnackbarKey | null>(null);
  const show = useCallback<ShowToast>(
    (content, variant) => {
      // An open dialog (MUI Modal) marks every other child of <body> aria-hidden, this region
      // included, so a toast over a dialog would be visible but never announced: take it off again.
      region?.removeAttribute('aria-hidden');
      if (current.current !== null) closeSnackbar(current.current);
      current.current = enqueueSnackbar(content, { variant });
    },
    [region, enqueueSnackbar, closeSnackbar],
  );
  return <ShowToastContext.Provider value={show}>{children}</ShowToastContext.Provider>;
}

/**
 * notistack set up as the spec describes (5 s, with a close button), one toast at a time, each
 * replacing the last, at the top centre where it covers no action. The toasts are portalled into a
 * focusable region so F8 can move focus there (keyboard and screen-reader users reach the close
 * button with Tab from it).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  // State, not a ref: notistack needs the element as a prop once it exists.
  const [region, setRegion] = useState<HTMLDivElement | null>(null);
  // The theme's times for appearing and going (notistack's own are the same); none without motion.
  const { duration } = useTheme().transitions;

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

  return (
    <SnackbarProvider
      maxSnack={TOASTS_ON_SCREEN}
      autoHideDuration={5000}
      transitionDuration={{ enter: duration.enteringScreen, exit: duration.leavingScreen }}
      anchorOrigin={TOAST_ANCHOR}
      action={(key) => <ToastCloseButton snackKey={key} />}
      Components={TOAST_COMPONENTS}
      domRoot={region ?? undefined}
    >
      <ReplacingToasts region={region}>{children}</ReplacingToasts>
      {/* Outside the app root (see ReplacingToasts). The snackbar container is position: fixed,
          so this element needs no size of its own. */}
      {createPortal(
        <div ref={setRegion} role="region" aria-label={`알림 (${TOAST_HOTKEY})`} tabIndex={-1} />,
        document.body,
      )}
    </SnackbarProvider>
  );
}
