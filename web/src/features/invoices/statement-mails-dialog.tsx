import { useQuery } from '@apollo/client/react';
import type { GridColDef } from '@mui/x-data-grid';
import { seoulDateTime } from '@parcel/shared/dates/seoul-date';
import { ListCard } from '../../components/list-card';
import { ReadOnlyDialog } from '../../components/read-only-dialog';
import type { StatementMailsQuery as StatementMailsData } from '../../gql/graphql';
import { messageOf } from '../../lib/apollo-client';
import { StatementMailsQuery } from './api/invoice-companies';
import { STATEMENT_STATUS_LABELS } from './statement-status-cell';

type StatementMail = StatementMailsData['statementMails'][number];

const MAIL_COLUMNS: GridColDef<StatementMail>[] = [
  {
    field: 'sentAt',
    headerName: '발송 시각',
    width: 140,
    sortable: false,
    valueFormatter: (value: string) => seoulDateTime(value),
  },
  { field: 'recipient', headerName: '받는 주소', width: 190, sortable: false },
  { field: 'sentByNm', headerName: '보낸 사람', width: 100, sortable: false },
  {
    field: 'result',
    headerName: '결과',
    width: 90,
    sortable: false,
    valueFormatter: (value: string) => STATEMENT_STATUS_LABELS[value] ?? value,
  },
  {
    field: 'error',
    headerName: '실패 사유',
    flex: 1,
    minWidth: 180,
    sortable: false,
    valueFormatter: (value: string | null) => value ?? '',
  },
  { field: 'attachmentName', headerName: '첨부 파일', width: 230, sortable: false },
];

export interface StatementMailsDialogProps {
  /** The company row whose mails to show; null keeps the dialog closed. */
  company: { billHistoryDetailId: number; companyNm: string } | null;
  onClose: () => void;
  /** Renders every column in jsdom, which lays nothing out (ListCard's prop); leave it off in the app. */
  disableVirtualization?: boolean;
}

/** 발송 이력: every attempt to mail a company its statement, newest first: when, where, by whom, how. */
export function StatementMailsDialog({
  company,
  onClose,
  disableVirtualization = false,
}: StatementMailsDialogProps) {
  const { data, loading, error, refetch } = useQuery(StatementMailsQuery, {
    variables: { billHistoryDetailId: company?.billHistoryDetailId ?? 0 },
    skip: !company,
    fetchPolicy: 'network-only',
  });
  const mails = data?.statementMails ?? [];
  return (
    <ReadOnlyDialog
      open={company !== null}
      title={`발송 이력${company ? ` - ${company.companyNm}` : ''}`}
      onClose={onClose}
      loading={loading && !data}
      error={error ? `발송 이력을 불러오지 못했습니다. ${messageOf(error)}` : null}
      onRetry={() => void refetch()}
      empty={data !== undefined && mails.length === 0}
      emptyMessage="보낸 명세서가 없습니다."
      maxWidth="lg"
    >
      <ListCard<StatementMail>
        title="명세서 발송 이력"
        columns={MAIL_COLUMNS}
        rows={mails}
        loading={false}
        pageSize="all"
        getRowId={(mail) => mail.statementMailId}
        emptyMessage="보낸 명세서가 없습니다."
        height={320}
        disableVirtualization={disableVirtualization}
      />
    </ReadOnlyDialog>
  );
}
