import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** The print page's wording (spec 8, "Invoice print"). */
export const STATEMENT_PRINT_TEXT = {
  invalid: '잘못된 청구서 정보입니다.',
  loading: '불러오는 중...',
  failed: '청구서 데이터를 불러오지 못했습니다.',
  empty: '데이터가 없습니다.',
} as const;

export type StatementPrintStateProps =
  { kind: 'invalid' | 'loading' | 'empty' } | { kind: 'failed'; reason: string; onRetry: () => void };

/** What the print page shows instead of the invoice: a bad address, loading, a failure or no data. */
export function StatementPrintState(props: StatementPrintStateProps) {
  if (props.kind === 'loading') {
    return (
      <div role="status" className="statement-state">
        <CircularProgress size={32} aria-label={STATEMENT_PRINT_TEXT.loading} />
        <Typography color="text.secondary">{STATEMENT_PRINT_TEXT.loading}</Typography>
      </div>
    );
  }
  return (
    <div className="statement-state">
      {props.kind === 'invalid' && <Alert severity="warning">{STATEMENT_PRINT_TEXT.invalid}</Alert>}
      {props.kind === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={props.onRetry}>
              다시 시도
            </Button>
          }
        >
          {STATEMENT_PRINT_TEXT.failed} {props.reason}
        </Alert>
      )}
      {props.kind === 'empty' && <Typography color="text.secondary">{STATEMENT_PRINT_TEXT.empty}</Typography>}
    </div>
  );
}
