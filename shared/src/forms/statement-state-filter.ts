// Where a company row's statement stands: the filter of an invoice's company rows (업체별 보기;
// GraphQL Invoice.details(statementState), GET /api/bill-history-detail/list) and the states the
// month-end close board counts. A row that bills 0 won is never mailed (EXCLUDED, 발송 제외) whatever
// its stored status; any other row is in the state of its latest attempt (READY until one).
import { optionalText } from './filter-fields';
import { withTopic } from '../validation/particles';

export const STATEMENT_STATES = ['READY', 'SENT', 'FAILED', 'EXCLUDED'] as const;
export type StatementState = (typeof STATEMENT_STATES)[number];

export const STATEMENT_STATE_LABELS: Record<StatementState, string> = {
  READY: '발송 대기',
  SENT: '발송 완료',
  FAILED: '발송 실패',
  EXCLUDED: '발송 제외',
};

export const STATEMENT_STATE_FIELD_LABEL = '발송 상태(statementState)';
export const STATEMENT_STATE_MESSAGE = `${withTopic(STATEMENT_STATE_FIELD_LABEL)} ${STATEMENT_STATES.join(', ')} 중 하나여야 합니다.`;

const isStatementState = (value: string): value is StatementState =>
  (STATEMENT_STATES as readonly string[]).includes(value);

/** The filter: one state in any case; blank, absent or ALL for every row. */
export const statementStateSchema = optionalText(STATEMENT_STATE_MESSAGE, 20)
  .transform((value) => {
    const upper = value?.toUpperCase();
    return upper === 'ALL' ? undefined : upper;
  })
  .refine((value): value is StatementState | undefined => value === undefined || isStatementState(value), {
    error: STATEMENT_STATE_MESSAGE,
  });
