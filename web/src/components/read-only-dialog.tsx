import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export const READ_ONLY_LOADING_TEXT = '불러오는 중...';
export const READ_ONLY_EMPTY_TEXT = '데이터가 없습니다.';

export interface ReadOnlyDialogProps {
  open: boolean;
  title: string;
  /** 닫기, Esc and a click on the backdrop: nothing here can be lost. */
  onClose: () => void;
  /** Shows a spinner instead of the content. */
  loading?: boolean;
  /** The failure's Korean message; shown with 다시 시도 when onRetry is given. */
  error?: string | null;
  onRetry?: () => void;
  /** Shows emptyMessage instead of the content. */
  empty?: boolean;
  /** e.g. 등록된 물품이 없습니다. */
  emptyMessage?: string;
  loadingText?: string;
  /** Buttons left of 닫기 (인쇄, ...). */
  actions?: ReactNode;
  /** Buttons at the right of the title, for the whole overlay (a download, ...). */
  titleActions?: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  /**
   * Names the content as a region reachable with Tab, for content that scrolls but holds nothing
   * focusable (tables of text): keyboard users can then scroll it with the arrow keys.
   */
  scrollRegionLabel?: string;
  children?: ReactNode;
}

/**
 * An overlay that only shows (goods lines, history, a printable invoice): a title, the content or
 * its loading, error or empty state, and 닫기. Loading wins over error, error over empty.
 */
export function ReadOnlyDialog({
  open,
  title,
  onClose,
  loading = false,
  error,
  onRetry,
  empty = false,
  emptyMessage = READ_ONLY_EMPTY_TEXT,
  loadingText = READ_ONLY_LOADING_TEXT,
  actions,
  titleActions,
  maxWidth = 'md',
  scrollRegionLabel,
  children,
}: ReadOnlyDialogProps) {
  let body: ReactNode;
  if (loading) {
    body = (
      <Box role="status" sx={{ display: 'grid', justifyItems: 'center', gap: 1.5, py: 6 }}>
        <CircularProgress size={32} aria-label={loadingText} />
        <Typography variant="body2" color="text.secondary">
          {loadingText}
        </Typography>
      </Box>
    );
  } else if (error) {
    body = (
      <Alert
        severity="error"
        action={
          onRetry && (
            <Button color="inherit" size="small" onClick={onRetry}>
              다시 시도
            </Button>
          )
        }
      >
        {error}
      </Alert>
    );
  } else if (empty) {
    body = (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {emptyMessage}
      </Typography>
    );
  } else {
    body = children;
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth}>
      {titleActions ? (
        // Beside the title, not in it: the title alone names the dialog.
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, pr: 3 }}>
          <DialogTitle sx={{ flexGrow: 1 }}>{title}</DialogTitle>
          {titleActions}
        </Box>
      ) : (
        <DialogTitle>{title}</DialogTitle>
      )}
      <DialogContent
        dividers
        aria-busy={loading}
        {...(scrollRegionLabel && { tabIndex: 0, role: 'region', 'aria-label': scrollRegionLabel })}
      >
        {body}
      </DialogContent>
      <DialogActions>
        {actions}
        <Button onClick={onClose} autoFocus>
          닫기
        </Button>
      </DialogActions>
    </Dialog>
  );
}
