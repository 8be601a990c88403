import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { seoulDateTime } from '@parcel/shared/dates/seoul-date';
import { ListCard } from '../../components/list-card';
import { ReadOnlyDialog } from '../../components/read-only-dialog';
import type { StatementMailsQuery as StatementMailsData } from '../../gql/graphql';
import { useMutationFeedback } from '../../components/use-mutation-feedback';
import { messageOf } from '../../lib/apollo-client';
import { downloadFile } from '../../lib/download-file';
import { StatementMailsQuery } from './api/invoice-companies';
import { statementMailAttachmentPath } from '../../lib/statement-print-link';
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
  {
    field: 'attachments',
    headerName: '첨부 파일 (보낸 그대로)',
    width: 300,
    sortable: false,
    renderCell: ({ row }) => <KeptAttachments mail={row} />,
  },
];

const fileKind = (contentType: string) => (contentType === 'application/pdf' ? 'PDF' : 'Excel');

export const ATTACHMENT_DOWNLOAD_FAILED = '첨부 파일을 내려받지 못했습니다.';

/**
 * A mail's files as they were sent (kept byte for byte, whatever changed since), each a button that
 * saves it; a mail from before they were kept names its file only.
 */
function KeptAttachments({ mail }: { mail: StatementMail }) {
  const { run, busy } = useMutationFeedback();
  if (mail.attachments.length === 0) return <>{mail.attachmentName}</>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
      {mail.attachments.map((file) => (
        <Button
          key={file.statementMailAttachmentId}
          size="small"
          variant="outlined"
          disabled={busy}
          // The visible word first: the name must contain it (axe label-content-name-mismatch).
          aria-label={`${fileKind(file.contentType)} ${file.fileName} 내려받기`}
          onClick={() =>
            void run(
              () =>
                downloadFile(statementMailAttachmentPath(file.statementMailAttachmentId), {}, file.fileName),
              { failed: { prefix: ATTACHMENT_DOWNLOAD_FAILED } },
            )
          }
        >
          {fileKind(file.contentType)}
        </Button>
      ))}
    </Stack>
  );
}

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
