// Step 3, 미리보기: the grouping rule, the counts, and the preview's rows a page at a time from the
// server, each with its status and problems; cells edit in place (checked again by the server),
// selected rows can be removed, the problem rows downloaded, and 등록 commits once nothing is wrong.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import DeleteIcon from '@mui/icons-material/Delete';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { GridCellParams, GridColDef, GridRowId } from '@mui/x-data-grid';
import {
  IMPORT_FIELD_DECLARATIONS,
  IMPORT_FIELDS,
  IMPORT_GROUPING_RULE,
} from '@parcel/shared/forms/transport-import';
import { useMemo, useState } from 'react';
import { useSession } from '../../app/session/session-provider';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListCard } from '../../components/list-card';
import { ListActions, type ListAction } from '../../components/list-screen';
import { useMutationFeedback } from '../../components/use-mutation-feedback';
import type { TransportImportHeadFragment } from '../../gql/graphql';
import { downloadFile } from '../../lib/download-file';
import {
  CommitTransportImportMutation,
  FixTransportImportRowMutation,
  RemoveTransportImportRowsMutation,
  TransportImportQuery,
  TransportImportRowsQuery,
} from './api/transport-import';
import {
  changedValues,
  gridRowOf,
  hasProblemIn,
  rowStatusText,
  transportNoText,
  type ImportGridRow,
} from './import-view';
import { ImportSenderPicker } from './import-sender-picker';

export const PREVIEW_TITLE = '3. 미리보기';
export const PREVIEW_PAGE_SIZE = 20;
export const COMMITTING_TEXT = '운송 정보를 등록하는 중…';

/** What the preview's cells look like: a problem's cell and the status chips. */
const PROBLEM_CELL = 'import-cell--problem';

const PREVIEW_COLUMNS: GridColDef<ImportGridRow>[] = [
  { field: 'rowNo', headerName: '행 번호', width: 72, type: 'number' },
  {
    field: 'status',
    headerName: '상태',
    width: 96,
    valueGetter: (_value, row) => rowStatusText(row),
    renderCell: ({ row, value }) => (
      <Chip
        size="small"
        label={value as string}
        color={row.problems.length === 0 ? 'success' : 'error'}
        variant={row.problems.length === 0 ? 'outlined' : 'filled'}
      />
    ),
  },
  {
    field: 'transportNo',
    headerName: '운송 정보',
    description: '이 행이 들어갈 운송 정보 (문제 없는 행만, 위의 규칙으로 묶은 차례)',
    width: 84,
    valueGetter: (_value, row) => transportNoText(row),
  },
  // Beside the status, not after the fifteen fields: the messages are read without scrolling
  // sideways, and each names the column to fix.
  // A row that can be registered but whose line would bill nobody says so here, in the warning's
  // colour (docs/decisions.md#nothing-billed-to-nobody-by-accident): fix its 받는사람/보내는사람 to a
  // registered company's name, or register the company, and it is checked again.
  {
    field: 'problems',
    headerName: '문제',
    width: 320,
    valueGetter: (_value, row) =>
      row.problems.length ? row.problems.map((problem) => problem.message).join('\n') : (row.warning ?? ''),
    renderCell: ({ row, value }) => (
      <Box
        component="span"
        sx={{ whiteSpace: 'pre-line', py: 0.5, color: row.problems.length ? 'error.dark' : 'warning.dark' }}
      >
        {value as string}
      </Box>
    ),
  },
  ...IMPORT_FIELDS.map((field): GridColDef<ImportGridRow> => ({
    field,
    headerName: IMPORT_FIELD_DECLARATIONS[field].label,
    width: field === 'address' ? 240 : field === 'receiverName' || field === 'waybillNo' ? 140 : 110,
    editable: true,
  })),
];

export interface ImportPreviewProps {
  head: TransportImportHeadFragment;
  canWrite: boolean;
  /** After the commit wrote the transports. */
  onCommitted: (head: TransportImportHeadFragment) => void;
}

export function ImportPreview({ head, canWrite, onCommitted }: ImportPreviewProps) {
  const { auth } = useSession();
  const client = useApolloClient();
  const { run } = useMutationFeedback();
  const problemsDownload = useMutationFeedback();
  // One commit at a time: a second click before the disabled button is drawn sends nothing.
  const commitment = useMutationFeedback({ oneAtATime: true });
  const committing = commitment.busy;
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<GridRowId[]>([]);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);

  const rows = useQuery(TransportImportRowsQuery, {
    variables: { id: head.id, onlyProblems, page, size: PREVIEW_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [fixRow] = useMutation(FixTransportImportRowMutation);
  const [removeRows, removal] = useMutation(RemoveTransportImportRowsMutation);
  const [commit] = useMutation(CommitTransportImportMutation);
  const gridRows = useMemo(() => (rows.data?.transportImportRows.rows ?? []).map(gridRowOf), [rows.data]);
  const editable = canWrite && !committing;

  const reloadRows = () => void rows.refetch();

  const processRowUpdate = async (next: ImportGridRow, previous: ImportGridRow) => {
    const values = changedValues(next, previous);
    if (!values) return previous;
    const outcome = await run(
      async () =>
        (await fixRow({ variables: { id: head.id, rowNo: previous.rowNo, values } })).data
          ?.fixTransportImportRow.row,
      {
        done: (fixed) => (fixed?.problems.length === 0 ? `${fixed.rowNo}행은 이제 문제가 없습니다.` : null),
        failed: { title: '행을 고치지 못했습니다' },
      },
    );
    // Rejected, the grid keeps the cell in edit mode with what was typed.
    if (!outcome.ok) throw outcome.error;
    const fixed = outcome.answer;
    if (!fixed) return previous;
    // Rows sharing its waybill number were checked again too, and a fixed row leaves the problem filter.
    reloadRows();
    return gridRowOf(fixed);
  };

  const remove = async () => {
    const rowNos = selected.map(Number);
    const outcome = await run(() => removeRows({ variables: { id: head.id, rowNos } }), {
      done: `${rowNos.length.toLocaleString('ko-KR')}행을 미리보기에서 지웠습니다.`,
      failed: { title: '행을 지우지 못했습니다' },
    });
    setConfirmingRemoval(false);
    if (!outcome.ok) return;
    setSelected([]);
    reloadRows();
  };

  const downloadProblems = () =>
    problemsDownload.run(() => downloadFile(`/api/transport/import/${head.id}/problems`, {}, '문제행.xlsx'), {
      failed: { title: '문제 행을 내려받지 못했습니다' },
    });

  const register = async () => {
    const outcome = await commitment.run(
      async () => {
        try {
          const { data } = await commit({ variables: { id: head.id } });
          return data?.commitTransportImport ?? null;
        } catch (error) {
          // A commit that outlived the request's time-out may still have written: the import says.
          const { data } = await client
            .query({ query: TransportImportQuery, variables: { id: head.id }, fetchPolicy: 'network-only' })
            .catch(() => ({ data: undefined }));
          if (data?.transportImport.status === 'COMMITTED') return data.transportImport;
          throw error;
        }
      },
      {
        done: (committed) =>
          committed
            ? `${(committed.transportCount ?? 0).toLocaleString('ko-KR')}건의 운송 정보를 등록했습니다.`
            : null,
        failed: { title: '등록하지 못했습니다' },
      },
    );
    if (outcome.ok) {
      if (outcome.answer) onCommitted(outcome.answer);
    } else if (!outcome.skipped) reloadRows();
  };

  const ready = head.problemRowCount === 0 && head.rowCount > 0;
  const actions: ListAction<ImportGridRow>[] = [
    {
      label: '문제 행 다운로드',
      icon: <FileDownloadIcon />,
      busy: problemsDownload.busy || head.problemRowCount === 0,
      onClick: () => void downloadProblems(),
    },
    {
      label: '선택 행 삭제',
      icon: <DeleteIcon />,
      variant: 'outlined',
      color: 'error',
      needs: 'some',
      writes: 'transports',
      busy: committing || removal.loading,
      onClick: () => setConfirmingRemoval(true),
    },
    {
      label: committing ? '등록하는 중…' : '등록',
      variant: 'contained',
      writes: 'transports',
      busy: committing || !ready,
      onClick: () => void register(),
    },
  ];
  const selectedRows = selected.map((id) => ({ rowNo: Number(id) }) as ImportGridRow);
  const count = (value: number) => value.toLocaleString('ko-KR');

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <ImportSenderPicker head={head} canWrite={editable} onApplied={reloadRows} />
      <Alert severity="info" sx={{ '& .MuiAlert-message': { display: 'grid', gap: 0.5 } }}>
        <strong>행을 운송 정보로 묶는 규칙</strong>
        <span>{IMPORT_GROUPING_RULE}</span>
      </Alert>
      {committing && (
        <Box role="status" sx={{ display: 'grid', gap: 0.5 }}>
          <Typography variant="body2">{COMMITTING_TEXT}</Typography>
          <LinearProgress aria-label={COMMITTING_TEXT} />
        </Box>
      )}
      <ListCard<ImportGridRow>
        title={PREVIEW_TITLE}
        exportAction={
          <FormControlLabel
            control={
              <Switch
                checked={onlyProblems}
                onChange={(event) => {
                  setOnlyProblems(event.target.checked);
                  setPage(0);
                  setSelected([]);
                }}
              />
            }
            label="문제 있는 행만"
          />
        }
        actions={<ListActions actions={actions} selected={selectedRows} role={auth.role} />}
        columns={PREVIEW_COLUMNS}
        rows={gridRows}
        rowCount={rows.data?.transportImportRows.total ?? 0}
        loading={rows.loading}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          setSelected([]);
        }}
        pageSize={PREVIEW_PAGE_SIZE}
        getRowId={(row) => row.rowNo}
        selectionMode="multiple"
        selectedIds={selected}
        onSelectionChange={(ids) => setSelected(ids)}
        emptyMessage={onlyProblems ? '문제 있는 행이 없습니다.' : '남은 행이 없습니다.'}
        height={560}
        summaryRow={
          <>
            <span>
              행 수 <strong>{count(head.rowCount)}</strong>
            </span>
            <Box component="span" sx={{ color: head.problemRowCount > 0 ? 'error.dark' : 'success.dark' }}>
              문제 있는 행 수 <strong>{count(head.problemRowCount)}</strong>
            </Box>
            <span>
              만들어질 운송 정보 수 <strong>{count(head.plannedTransportCount)}</strong>
              {head.problemRowCount > 0 && ' (문제 없는 행 기준)'}
            </span>
          </>
        }
        gridProps={{
          editMode: 'cell',
          isCellEditable: () => editable,
          processRowUpdate,
          // processRowUpdate's toast has told why; without a handler the grid warns.
          onProcessRowUpdateError: () => undefined,
          disableRowSelectionOnClick: true,
          getRowHeight: () => 'auto',
          getCellClassName: (params: GridCellParams<ImportGridRow>) =>
            hasProblemIn(params.row, params.field) ? PROBLEM_CELL : '',
          sx: {
            [`& .${PROBLEM_CELL}`]: { bgcolor: '#fdecea', color: 'error.dark', fontWeight: 600 },
            '& .MuiDataGrid-cell': { py: 0.5 },
          },
        }}
      />
      <ConfirmDialog
        open={confirmingRemoval}
        title="선택 행 삭제"
        message={`선택한 ${count(selected.length)}행을 미리보기에서 지우시겠습니까? 지운 행은 등록되지 않습니다.`}
        confirmLabel="삭제"
        destructive
        busy={removal.loading}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmingRemoval(false)}
      />
    </Box>
  );
}
