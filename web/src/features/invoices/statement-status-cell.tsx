import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { darken, lighten, type Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { seoulDateTime } from '@parcel/shared/dates/seoul-date';
import { signedWon, wonText } from '@parcel/shared/money';
import { visuallyHidden } from '../../components/visually-hidden';

/** Where sending a company's statement stands (InvoiceDetail.status). */
export const STATEMENT_STATUS_LABELS: Readonly<Record<string, string>> = {
  READY: '발송 대기',
  SENT: '발송 완료',
  FAILED: '발송 실패',
};

/** A send of the row's statement still open in the queue (InvoiceDetail.sendState). */
export const OPEN_SEND_LABELS: Readonly<Record<string, string>> = {
  WAITING: '대기 중',
  SENDING: '발송 중',
};

/** The status of a row that bills nothing: its statement is never mailed (InvoiceDetail.mailExcluded). */
export const MAIL_EXCLUDED_LABEL = '발송 제외';

/** The mark of a row whose figures changed after its statement was delivered. */
export const CHANGED_AFTER_SEND_LABEL = '발송 후 변경';

/**
 * What changed after the delivered statement: its total and today's, with the difference
 * (`발송한 합계 45,000원 → 현재 57,000원 (+12,000원)`), or only that it changed when the delivered
 * total was not kept.
 */
export function changedAfterSendText(sentTotAmount: number | null | undefined, totAmount: number): string {
  if (sentTotAmount == null) return '발송한 뒤 금액이 바뀌었습니다. 업체는 바뀐 금액을 받지 못했습니다.';
  const difference = totAmount - sentTotAmount;
  const change = difference === 0 ? '합계는 같고 항목 금액이 바뀜' : `${signedWon(difference)}원`;
  return `발송한 합계 ${wonText(sentTotAmount)} → 현재 ${wonText(totAmount)} (${change})`;
}

const STATUS_COLORS: Readonly<Record<string, string>> = {
  READY: 'text.secondary',
  SENT: 'success.main',
  FAILED: 'error.main',
};
const OPEN_SEND_COLOR = 'info.dark';

/** A warning Alert's colours (MUI's standard Alert): dark text on a light tint, 8:1. */
const warningMark = (theme: Theme) => ({
  color: darken(theme.palette.warning.light, 0.6),
  backgroundColor: lighten(theme.palette.warning.light, 0.9),
  borderColor: theme.palette.warning.main,
  '& .MuiChip-icon': { color: 'inherit' },
});

export interface StatementStatusCellProps {
  status: string;
  /** True when the row bills nothing: shown as 발송 제외 whatever its status. */
  mailExcluded?: boolean;
  /** When the last attempt ended (ISO instant). */
  lastSentAt?: string | null;
  /** Why the last attempt failed, as the server says it. */
  lastSendError?: string | null;
  /** WAITING or SENDING while a send of the row is open in the queue. */
  sendState?: string | null;
  /** True when the row's figures changed after its statement was last delivered. */
  changedAfterSend?: boolean;
  /** The total the delivered statement showed (null when not kept). */
  sentTotAmount?: number | null;
  /** The row's total now. */
  totAmount?: number;
}

/** 발송 후 변경: the company does not have these figures; the difference in a tooltip and for screen readers. */
function ChangedAfterSendMark({ text }: { text: string }) {
  return (
    <>
      <Tooltip title={text} enterDelay={300} describeChild>
        <Chip
          size="small"
          variant="outlined"
          icon={<WarningAmberIcon />}
          label={CHANGED_AFTER_SEND_LABEL}
          sx={(theme) => ({ ...warningMark(theme), height: 22, fontWeight: 600 })}
        />
      </Tooltip>
      <Box component="span" sx={visuallyHidden}>
        {`: ${text}`}
      </Box>
    </>
  );
}

/**
 * The status of a company's statement in two lines: 발송 대기, 발송 완료 with when, or 발송 실패 with
 * why (the whole reason in a tooltip when the cell cuts it), 대기 중 or 발송 중 while the queue has a
 * send of it open; 발송 후 변경 beside it when the figures changed after the delivered statement;
 * 발송 제외 alone for a row never mailed.
 */
export function StatementStatusCell({
  status,
  mailExcluded = false,
  lastSentAt,
  lastSendError,
  sendState,
  changedAfterSend = false,
  sentTotAmount,
  totAmount = 0,
}: StatementStatusCellProps) {
  if (mailExcluded)
    return (
      <Typography variant="body2" sx={{ fontWeight: 600, color: 'text.secondary', py: 0.5 }}>
        {MAIL_EXCLUDED_LABEL}
      </Typography>
    );
  const openSend = sendState ? OPEN_SEND_LABELS[sendState] : undefined;
  const detail =
    status === 'FAILED'
      ? (lastSendError ?? '')
      : status === 'SENT' && lastSentAt && !openSend
        ? seoulDateTime(lastSentAt)
        : '';
  return (
    <Box sx={{ display: 'grid', lineHeight: 1.3, minWidth: 0, py: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
        <Typography
          variant="body2"
          sx={{
            fontWeight: 600,
            flexShrink: 0,
            color: openSend ? OPEN_SEND_COLOR : (STATUS_COLORS[status] ?? 'text.primary'),
          }}
        >
          {openSend ?? STATEMENT_STATUS_LABELS[status] ?? status}
        </Typography>
        {changedAfterSend && <ChangedAfterSendMark text={changedAfterSendText(sentTotAmount, totAmount)} />}
      </Box>
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
