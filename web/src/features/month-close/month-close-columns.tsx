import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { BILL_STANDARD_DAY_LABELS, type BillStandardDay } from '@parcel/shared/codes';
import { seoulDateTime } from '@parcel/shared/dates/seoul-date';
import { Link as RouterLink } from 'react-router-dom';
import type { MonthCloseRowFieldsFragment as Row } from '../../gql/graphql';

const countText = (count: number) => `${count.toLocaleString('ko-KR')}건`;

/**
 * A count that opens the list of what it counts (the list's filters in the link); its column header
 * says what it counts. Without a list (no invoice yet) the count alone.
 */
function CountLink({ count, to }: { count: number; to: string | null }) {
  if (to === null) return countText(count);
  return <ListLink to={to}>{countText(count)}</ListLink>;
}

/**
 * A link out of the board. The click stays off the row: selecting it writes the board's URL, which
 * would otherwise replace the list the link just opened.
 */
function ListLink({ to, children }: { to: string; children: string }) {
  return (
    <Link component={RouterLink} to={to} onClick={(event) => event.stopPropagation()}>
      {children}
    </Link>
  );
}

const column = (field: string, headerName: string, width: number, extra: Partial<GridColDef<Row>> = {}) => ({
  field,
  headerName,
  width,
  sortable: false,
  ...extra,
});

/**
 * 월 마감 grid: one row per supplier and billing day, the checklist's counts linking to their lists;
 * the tax-bill downloads open who downloaded when (`onShowDownloads`).
 */
export const monthCloseColumns = (onShowDownloads: (row: Row) => void): GridColDef<Row>[] => [
  column('billCompanyNm', '공급자', 150, { flex: 1, minWidth: 140 }),
  column('billCd', '청구 기준일', 90, {
    valueFormatter: (value: string) => BILL_STANDARD_DAY_LABELS[value as BillStandardDay] ?? value,
  }),
  column('periodStart', '청구 기간', 180, {
    valueGetter: (_value: unknown, row: Row) => `${row.periodStart} ~ ${row.periodEnd}`,
  }),
  column('closedAt', '마감', 170, {
    renderCell: ({ row }) =>
      row.closedAt ? (
        <Chip
          size="small"
          color="success"
          label={`마감됨 ${seoulDateTime(row.closedAt)}${row.closedByNm ? ` ${row.closedByNm}` : ''}`}
        />
      ) : row.billHistoryId === null ? (
        '—'
      ) : (
        <Chip size="small" variant="outlined" label="열림" />
      ),
  }),
  column('billHistoryId', '청구서', 110, {
    renderCell: ({ row }) =>
      row.billHistoryId === null ? (
        <ListLink to={row.invoiceLink}>미생성</ListLink>
      ) : (
        <ListLink to={row.invoiceLink}>{`생성됨 (${row.companyCount}곳)`}</ListLink>
      ),
  }),
  column('staleCompanies', '생성 후 변경', 120, {
    renderCell: ({ row }) =>
      row.staleCompanies === null ? (
        '—'
      ) : row.staleCompanies > 0 ? (
        <Chip size="small" color="warning" label={`변경됨 ${row.staleCompanies}곳`} />
      ) : (
        '없음'
      ),
  }),
  column('undeliveredLines', '미배송 물품', 110, {
    renderCell: ({ row }) => <CountLink count={row.undeliveredLines} to={row.undeliveredLink} />,
  }),
  column('statementsSent', '명세서 발송', 90, {
    renderCell: ({ row }) => <CountLink count={row.statementsSent} to={row.statementLinks?.sent ?? null} />,
  }),
  column('statementsFailed', '발송 실패', 90, {
    renderCell: ({ row }) => (
      <CountLink count={row.statementsFailed} to={row.statementLinks?.failed ?? null} />
    ),
  }),
  column('statementsUnsent', '미발송', 80, {
    renderCell: ({ row }) => (
      <CountLink count={row.statementsUnsent} to={row.statementLinks?.unsent ?? null} />
    ),
  }),
  column('statementsSkipped', '발송 제외(0원)', 110, {
    renderCell: ({ row }) => (
      <CountLink count={row.statementsSkipped} to={row.statementLinks?.skipped ?? null} />
    ),
  }),
  column('taxBillDownloads', '세금계산서 다운로드', 170, {
    renderCell: ({ row }) =>
      row.taxBillDownloads === 0 ? (
        '안 함'
      ) : (
        <Link component="button" type="button" onClick={() => onShowDownloads(row)}>
          {`${row.taxBillDownloads}회${row.lastTaxBillDownloadAt ? ` (최근 ${seoulDateTime(row.lastTaxBillDownloadAt)})` : ''}`}
        </Link>
      ),
  }),
];

/** A row's key: its supplier and billing day. */
export const monthCloseRowId = (row: Pick<Row, 'billCompanyId' | 'billCd'>) =>
  `${row.billCompanyId}-${row.billCd}`;
