// Step 3, 입금 확인: the upload's deposit lines with their status (일치, 후보 여러 건, 미확인, 이미
// 반영), filtered by status; each line's invoice company row chosen in a dialog (the candidates, or a
// company searched by name); the selected lines applied in one confirmation, then what was applied
// and a link to 미수금 관리.
import { useMutation } from '@apollo/client/react';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { GridActionsCellItem, type GridColDef, type GridRowId } from '@mui/x-data-grid';
import { wonText } from '@parcel/shared/money';
import { BANK_DEPOSIT_LINE_LIST } from '@parcel/shared/records/bank-deposit-list';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../app/session/session-provider';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { gridColumnsOf } from '../../components/declared-list';
import { ListCard } from '../../components/list-card';
import { ListActions, type ListAction } from '../../components/list-screen';
import { useMutationFeedback } from '../../components/use-mutation-feedback';
import type { BankDepositUploadFieldsFragment } from '../../gql/graphql';
import { ConfirmBankDepositsMutation } from './api/bank-deposits';
import { DepositChoiceDialog } from './deposit-choice-dialog';
import {
  canApply,
  choiceText,
  confirmationText,
  confirmLines,
  initialChoices,
  linesOf,
  STATUS_FILTERS,
  statusCounts,
  statusFilterLabel,
  type DepositChoice,
  type DepositLine,
  type StatusFilter,
} from './deposit-view';

export const PREVIEW_TITLE = '3. 입금 확인';
export const CONFIRMING_TEXT = '입금을 반영하는 중…';
export const RECEIVABLES_PATH = '/settlement/receivables';

const STATUS_COLORS = {
  MATCHED: 'success',
  CANDIDATES: 'warning',
  UNMATCHED: 'error',
  APPLIED: 'default',
} as const;

/** The lines' declared columns, at the grid's widths: the time to the minute, the status as a chip. */
const LINE_COLUMNS = gridColumnsOf<DepositLine>(BANK_DEPOSIT_LINE_LIST, {
  transactedAt: { width: 130, valueFormatter: (value: string) => value.slice(0, 16) },
  summary: { width: 90 },
  amount: { width: 100 },
  balance: { width: 110 },
  status: {
    width: 100,
    renderCell: ({ row, formattedValue }) => (
      <Chip
        size="small"
        label={formattedValue as string}
        color={STATUS_COLORS[row.status]}
        variant="outlined"
      />
    ),
  },
});

export interface DepositPreviewProps {
  upload: BankDepositUploadFieldsFragment;
}

export function DepositPreview({ upload }: DepositPreviewProps) {
  const { auth } = useSession();
  // One confirmation at a time: a second click before the disabled button is drawn sends nothing.
  const { run } = useMutationFeedback({ oneAtATime: true });
  const [filter, setFilter] = useState<StatusFilter>('ALL');
  const [choices, setChoices] = useState<Map<number, DepositChoice>>(() => initialChoices(upload.lines));
  const [selected, setSelected] = useState<Set<number>>(() => new Set(initialChoices(upload.lines).keys()));
  const [choosing, setChoosing] = useState<DepositLine | null>(null);
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const [confirm, confirmation] = useMutation(ConfirmBankDepositsMutation);

  const rows = useMemo(() => linesOf(upload.lines, filter), [upload.lines, filter]);
  const toApply = confirmLines(upload.lines, selected, choices);
  const amountToApply = upload.lines
    .filter((line) => toApply.some((chosen) => chosen.rowNo === line.rowNo))
    .reduce((sum, line) => sum + line.amount, 0);
  const counts = statusCounts(upload);

  const choose = (line: DepositLine, choice: DepositChoice | null) => {
    setChoices((current) => {
      const next = new Map(current);
      if (choice) next.set(line.rowNo, choice);
      else next.delete(line.rowNo);
      return next;
    });
    setSelected((current) => {
      const next = new Set(current);
      if (choice) next.add(line.rowNo);
      else next.delete(line.rowNo);
      return next;
    });
    setChoosing(null);
  };

  const apply = async () => {
    const outcome = await run(
      async () => {
        const { data } = await confirm({ variables: { id: upload.id, lines: toApply } });
        return data ? confirmationText(data.confirmBankDeposits) : null;
      },
      { done: (text) => text, failed: { title: '입금을 반영하지 못했습니다' } },
    );
    setAsking(false);
    if (outcome.ok && outcome.answer !== null) {
      setResult(outcome.answer);
      setSelected(new Set());
    }
  };

  const columns: GridColDef<DepositLine>[] = [
    ...LINE_COLUMNS,
    {
      field: 'actions',
      type: 'actions',
      headerName: '청구 선택',
      width: 80,
      getActions: ({ row }) =>
        row.status === 'APPLIED'
          ? []
          : [
              <GridActionsCellItem
                key="choose"
                icon={<PlaylistAddCheckIcon />}
                label={`${row.rowNo}행 청구 선택`}
                onClick={() => setChoosing(row)}
              />,
            ],
    },
    {
      field: 'choice',
      headerName: '반영할 청구',
      flex: 1,
      minWidth: 220,
      valueGetter: (_value, row) => choiceText(row, choices),
    },
  ];

  const actions: ListAction<DepositLine>[] = [
    {
      label: confirmation.loading
        ? '반영하는 중…'
        : `선택한 입금 반영 (${toApply.length.toLocaleString('ko-KR')}건)`,
      variant: 'contained',
      writes: 'settlement',
      busy: confirmation.loading || toApply.length === 0,
      onClick: () => setAsking(true),
    },
  ];
  const count = (value: number) => value.toLocaleString('ko-KR');

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {result && (
        <Alert severity="success" onClose={() => setResult(null)}>
          {result}{' '}
          <Link component={RouterLink} to={RECEIVABLES_PATH}>
            미수금 관리에서 확인
          </Link>
        </Alert>
      )}
      {upload.skippedRows.length > 0 && (
        <Alert severity="info">
          {`입금도 출금도 아닌 행 ${count(upload.skippedRows.length)}개는 읽지 않았습니다 (합계 행 등): `}
          {upload.skippedRows
            .slice(0, 5)
            .map((row) => `${row.rowNo}행 ${row.reason}`)
            .join(' ')}
          {upload.skippedRows.length > 5 ? ' …' : ''}
        </Alert>
      )}
      <ListCard<DepositLine>
        title={PREVIEW_TITLE}
        exportAction={
          <ToggleButtonGroup
            size="small"
            exclusive
            value={filter}
            onChange={(_event, value: StatusFilter | null) => value && setFilter(value)}
            aria-label="상태"
          >
            {STATUS_FILTERS.map((status) => (
              <ToggleButton key={status} value={status}>
                {`${statusFilterLabel(status)} ${count(counts[status])}`}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        }
        actions={
          <ListActions
            actions={actions}
            selected={upload.lines.filter((line) => selected.has(line.rowNo))}
            role={auth.role}
          />
        }
        columns={columns}
        rows={rows}
        loading={false}
        pageSize="all"
        getRowId={(row) => row.rowNo}
        selectionMode="multiple"
        selectedIds={[...selected]}
        onSelectionChange={(ids: GridRowId[]) => {
          // Selecting on another filter keeps the lines the filter hides.
          const shown = new Set(rows.map((row) => row.rowNo));
          setSelected(new Set([...[...selected].filter((rowNo) => !shown.has(rowNo)), ...ids.map(Number)]));
        }}
        emptyMessage={filter === 'ALL' ? '파일에 입금이 없습니다.' : '이 상태의 입금이 없습니다.'}
        height={480}
        summaryRow={
          <>
            <span>
              입금 <strong>{count(upload.depositCount)}건</strong> ({wonText(upload.depositAmount)})
            </span>
            <span>출금 {count(upload.withdrawalCount)}건 (반영하지 않음)</span>
            <span>
              반영할 입금 <strong>{count(toApply.length)}건</strong> ({wonText(amountToApply)})
            </span>
          </>
        }
        gridProps={{
          isRowSelectable: ({ row }) => canApply(row, choices),
          disableRowSelectionOnClick: true,
        }}
      />
      <Typography variant="caption" color="text.secondary">
        일치하는 입금은 미리 골라 두었습니다. 후보가 여럿이거나 미확인인 입금은 청구 선택에서 고르세요.
      </Typography>
      {choosing && (
        <DepositChoiceDialog
          line={choosing}
          current={choices.get(choosing.rowNo) ?? null}
          onChoose={(choice) => choose(choosing, choice)}
          onClose={() => setChoosing(null)}
        />
      )}
      <ConfirmDialog
        open={asking}
        title="입금 반영"
        message={`고른 입금 ${count(toApply.length)}건, ${wonText(amountToApply)}을 계좌이체 입금으로 등록하시겠습니까?\n이미 반영된 입금은 다시 반영되지 않습니다.`}
        confirmLabel="반영"
        busy={confirmation.loading}
        onConfirm={() => void apply()}
        onCancel={() => setAsking(false)}
      />
    </Box>
  );
}
