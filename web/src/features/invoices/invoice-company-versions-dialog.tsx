import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { seoulDateTime } from '@parcel/shared/dates/seoul-date';
import { formatWon, signedWon } from '@parcel/shared/money';
import { ReadOnlyDialog } from '../../components/read-only-dialog';
import type { InvoiceCompanyFiguresFragment, InvoiceCompanyVersionFragment } from '../../gql/graphql';
import { messageOf } from '../../lib/apollo-client';
import { InvoiceCompanyVersionsQuery } from './api/invoice-companies';
import { COMPANY_AMOUNT_COLUMNS } from './invoice-company-columns';

/** What replaced a version's figures, in the screen's words. */
export const VERSION_RUN_LABELS: Record<string, string> = {
  GENERATION: '청구서 생성',
  REGENERATION: '규칙 변경 재생성',
  RECALCULATION: '재계산',
};

/** The rows of a version's table: the quantity, each section and its VAT, the total. */
const FIGURE_ROWS: { field: keyof InvoiceCompanyFiguresFragment; label: string }[] = [
  { field: 'totQty', label: '수량' },
  ...COMPANY_AMOUNT_COLUMNS,
  { field: 'totAmount', label: '합계' },
];

function VersionCard({ version }: { version: InvoiceCompanyVersionFragment }) {
  const { before, after } = version;
  const totalDifference = after ? after.totAmount - before.totAmount : null;
  const headingId = `invoice-company-version-${version.versionNo}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'baseline', mb: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          버전 {version.versionNo} · {VERSION_RUN_LABELS[version.run] ?? version.run}
        </Typography>
        <Typography variant="body2">{seoulDateTime(version.replacedAt)}</Typography>
        <Typography variant="body2">처리자 {version.memberNm ?? '시스템'}</Typography>
        {totalDifference !== null && (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            합계 차이 {signedWon(totalDifference)}원
          </Typography>
        )}
      </Stack>
      <Typography variant="body2" sx={{ mb: 1, whiteSpace: 'pre-wrap' }}>
        사유: {version.reason}
      </Typography>
      <Table size="small" aria-labelledby={headingId}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              항목
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              변경 전
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              변경 후
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              차이
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {FIGURE_ROWS.map(({ field, label }) => {
            const was = before[field];
            const now = after?.[field] ?? null;
            const changed = now !== null && now !== was;
            return (
              <TableRow key={field} selected={changed}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                <TableCell align="right">{formatWon(was)}</TableCell>
                <TableCell align="right">{now === null ? '(행 없음)' : formatWon(now)}</TableCell>
                <TableCell align="right" sx={{ fontWeight: changed ? 600 : undefined }}>
                  {now === null ? '' : signedWon(now - was)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Paper>
  );
}

export interface InvoiceCompanyVersionsDialogProps {
  /** The company row whose versions to show; null keeps the dialog closed. */
  company: { billHistoryDetailId: number; companyNm: string } | null;
  onClose: () => void;
}

/**
 * 변경 이력: a company row's earlier figures, newest first, each with what the run that replaced
 * them wrote (the section's before → after and the difference), who ran it, when and why.
 */
export function InvoiceCompanyVersionsDialog({ company, onClose }: InvoiceCompanyVersionsDialogProps) {
  const { data, loading, error, refetch } = useQuery(InvoiceCompanyVersionsQuery, {
    variables: { billHistoryDetailId: company?.billHistoryDetailId ?? 0 },
    skip: !company,
    fetchPolicy: 'network-only',
  });
  const versions = data?.invoiceCompanyVersions ?? [];
  return (
    <ReadOnlyDialog
      open={company !== null}
      title={`변경 이력${company ? ` - ${company.companyNm}` : ''}`}
      onClose={onClose}
      loading={loading && !data}
      error={error ? `변경 이력을 불러오지 못했습니다. ${messageOf(error)}` : null}
      onRetry={() => void refetch()}
      empty={data !== undefined && versions.length === 0}
      emptyMessage="바뀐 적이 없습니다. 재계산이나 청구서 생성으로 금액이 바뀌면 이전 금액이 남습니다."
      maxWidth="md"
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        {versions.map((version) => (
          <VersionCard key={version.versionNo} version={version} />
        ))}
      </Box>
    </ReadOnlyDialog>
  );
}
