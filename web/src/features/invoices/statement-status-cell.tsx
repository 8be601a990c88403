import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { seoulDateTime } from '@parcel/shared/dates/seoul-date';

/** Where sending a company's statement stands (InvoiceDetail.status). */
export const STATEMENT_STATUS_LABELS: Readonly<Record<string, string>> = {
  READY: '발송 대기',
  SENT: '발송 완료',
  FAILED: '발송 실패',
};

/** The status of a row that bills nothing: its statement is never mailed (InvoiceDetail.mailExcluded). */
export const MAIL_EXCLUDED_LABEL = '발송 제외';

const STATUS_COLORS: Readonly<Record<string, string>> = {
  READY: 'text.secondary',
  SENT: 'success.main',
  FAILED: 'error.main',
};

export interface StatementStatusCellProps {
  status: string;
  /** True when the row bills nothing: shown as 발송 제외 whatever its status. */
  mailExcluded?: boolean;
  /** When the last attempt ended (ISO instant). */
  lastSentAt?: string | null;
  /** Why the last attempt failed, as the server says it. */
  lastSendError?: string | null;
}

/**
 * The status of a company's statement in two lines: 발송 대기, 발송 완료 with when, or 발송 실패 with
 * why (the whole reason in a tooltip when the cell cuts it); 발송 제외 alone for a row never mailed.
 */
export function StatementStatusCell({
  status,
  mailExcluded = false,
  lastSentAt,
  lastSendError,
}: StatementStatusCellProps) {
  if (mailExcluded)
    return (
      <Typography variant="body2" sx={{ fontWeight: 600, color: 'text.secondary', py: 0.5 }}>
        {MAIL_EXCLUDED_LABEL}
      </Typography>
    );
  const detail =
    status === 'FAILED'
      ? (lastSendError ?? '')
      : status === 'SENT' && lastSentAt
        ? seoulDateTime(lastSentAt)
        : '';
  return (
    <Box sx={{ display: 'grid', lineHeight: 1.3, minWidth: 0, py: 0.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, color: STATUS_COLORS[status] ?? 'text.primary' }}>
        {STATEMENT_STATUS_LABELS[status] ?? status}
      </Typography>
      {detail && (
        <Tooltip title={detail} enterDelay={500} describeChild>
          <Typography variant="caption" color="text.secondary" noWrap>
            {detail}
          </Typography>
        </Tooltip>
      )}
    </Box>
  );
}
