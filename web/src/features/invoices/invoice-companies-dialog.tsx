import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { mayWrite, WRITE_DENIED_MESSAGE } from '@parcel/shared/access';
import type { BillStandardDay } from '@parcel/shared/codes';
import { seoulDateTime } from '@parcel/shared/dates/seoul-date';
import { RECALCULATION_MESSAGES } from '@parcel/shared/forms/invoice-recalculation-form';
import {
  STATEMENT_STATE_LABELS,
  STATEMENT_STATES,
  type StatementState,
} from '@parcel/shared/forms/statement-state-filter';
import { formatWon } from '@parcel/shared/money';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '../../app/session/session-provider';
import { ListCard } from '../../components/list-card';
import { AuditTrailButton } from '../../components/audit-trail-button';
import { ReadOnlyDialog } from '../../components/read-only-dialog';
import type { InvoiceCompanyRowFragment, InvoiceRowFragment } from '../../gql/graphql';
import { useMutationFeedback } from '../../components/use-mutation-feedback';
import { messageOf } from '../../lib/apollo-client';
import { downloadFile } from '../../lib/download-file';
import { InvoiceCompaniesQuery } from './api/invoice-companies';
import { InvoiceCompanyActions } from './invoice-company-actions';
import { COMPANY_AMOUNT_COLUMNS, invoiceCompanyColumns } from './invoice-company-columns';
import { invoiceName } from './invoice-name';
import { InvoiceCompanyVersionsDialog } from './invoice-company-versions-dialog';
import { RecalculateCompanyDialog } from './recalculate-company-dialog';
import { SendAllStatementsButton } from './send-all-statements-button';
import { StatementMailsDialog } from './statement-mails-dialog';
import { StatementSendProgress } from './statement-send-progress';
import type { StatementView } from '@parcel/shared/settlement/statement-layout';
import { STATEMENT_PDF_FAILED, statementPdfPath, statementPrintUrl } from '../../lib/statement-print-link';
import { TaxBillDownloadButton } from './tax-bill-download-button';
import { useSendStatement } from './use-send-statement';
import { useStatementSendBatch } from './use-statement-send-batch';

export const NO_EMAIL_MESSAGE = '이메일 주소가 없어 보낼 수 없습니다.';
export const MAIL_EXCLUDED_MESSAGE = '청구 금액이 0원이라 보내지 않습니다.';

/**
 * Why a row's statement may not be sent, or null: a row billing nothing is never mailed (the server
 * refuses it), a role without settlement write may send nothing, and a mail needs an address.
 */
function sendDeniedReason(row: InvoiceCompanyRowFragment, mayResend: boolean): string | null {
  if (row.mailExcluded) return MAIL_EXCLUDED_MESSAGE;
  if (!mayResend) return WRITE_DENIED_MESSAGE.settlement;
  return row.email ? null : NO_EMAIL_MESSAGE;
}

/** Why 전체 발송 may not be started while one runs. */
export const SEND_ALL_RUNNING_MESSAGE = '전체 발송이 진행 중입니다.';

/**
 * Why no row may be recalculated, or null: a closed invoice refuses it (the server answers 409),
 * and a role without settlement write may not.
 */
function recalculateDeniedReason(closed: boolean, mayWrite: boolean): string | null {
  if (closed) return RECALCULATION_MESSAGES.closedInvoice;
  return mayWrite ? null : WRITE_DENIED_MESSAGE.settlement;
}

/**
 * How often the rows are read again while a send of one is open in the queue and no 전체 발송 runs
 * (a 재발송 still queued, or waiting for its retry): its 발송 상태 follows.
 */
export const OPEN_SEND_ROWS_POLL_MS = 5000;

/** The value of the 발송 상태 filter that shows every row. */
export const EVERY_STATEMENT_STATE = 'ALL';

export interface InvoiceCompaniesDialogProps {
  /** The invoice to show; null keeps the overlay closed. */
  invoice: InvoiceRowFragment | null;
  /** Only the rows whose statement is in this state (발송 상태); null for every row. */
  statementState: StatementState | null;
  onStatementStateChange: (state: StatementState | null) => void;
  onClose: () => void;
  /** Renders every column in jsdom, which lays nothing out (ListCard's prop); leave it off in the app. */
  disableVirtualization?: boolean;
}

/**
 * 업체별 보기: an invoice's company rows with where each statement stands and their sums (the
 * invoice's own columns), filtered by 발송 상태 on the server (the month-end close board's statement
 * counts open it so); per row 재발송, 발송 이력, 재계산 (not on a closed invoice: disabled, saying
 * why), 변경 이력 and the printable detailed and per-type invoices, and for the whole invoice
 * 전체 발송 (followed live above the rows) and the tax-bill zip.
 */
export function InvoiceCompaniesDialog({
  invoice,
  statementState,
  onStatementStateChange,
  onClose,
  disableVirtualization = false,
}: InvoiceCompaniesDialogProps) {
  const { auth } = useSession();
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(InvoiceCompaniesQuery, {
    variables: { billHistoryId: invoice?.billHistoryId ?? 0, ...(statementState && { statementState }) },
    skip: !invoice,
    fetchPolicy: 'cache-and-network',
  });
  const statements = useSendStatement();
  // Each row's status follows the 전체 발송: read again whenever its counts move.
  const sendAll = useStatementSendBatch(invoice?.billHistoryId ?? null, () => void refetch());
  const progressRef = useRef<HTMLElement>(null);
  // Once started, the focus goes to the progress (after the question has closed and given it back).
  const [progressFocus, setProgressFocus] = useState(0);
  useEffect(() => {
    if (progressFocus > 0) progressRef.current?.focus();
  }, [progressFocus]);
  const [mailsOf, setMailsOf] = useState<InvoiceCompanyRowFragment | null>(null);
  const [recalculating, setRecalculating] = useState<InvoiceCompanyRowFragment | null>(null);
  const [versionsOf, setVersionsOf] = useState<InvoiceCompanyRowFragment | null>(null);
  const rows = useMemo(() => data?.invoice.details ?? [], [data]);
  const totQty = useMemo(() => rows.reduce((sum, row) => sum + row.totQty, 0), [rows]);
  // The money sums are the invoice's own columns: totals come from the server only
  // (docs/decisions.md#amounts-and-vat).
  const sums = data?.invoice;
  const mayResend = mayWrite(auth.role, 'settlement');
  // Closed (월 마감) as the dialog's own read says, else as the list row said.
  const closedAt = data ? data.invoice.closedAt : invoice?.closedAt;
  const recalculateDenied = recalculateDeniedReason(Boolean(closedAt), mayResend);

  const openSends = rows.some((row) => Boolean(row.sendState));
  useEffect(() => {
    if (!openSends || sendAll.running) return undefined;
    startPolling(OPEN_SEND_ROWS_POLL_MS);
    return stopPolling;
  }, [openSends, sendAll.running, startPolling, stopPolling]);

  const { run: runDownload } = useMutationFeedback();
  const downloadPdf = useCallback(
    (row: InvoiceCompanyRowFragment) =>
      void runDownload(
        () => downloadFile(statementPdfPath(row.billHistoryDetailId), {}, `거래명세서_${row.companyNm}.pdf`),
        { failed: { prefix: STATEMENT_PDF_FAILED } },
      ),
    [runDownload],
  );

  const openStatement = useCallback(
    (row: InvoiceCompanyRowFragment, view: StatementView) => {
      if (!invoice) return;
      const key = {
        billCompanyId: invoice.billCompanyId,
        year: invoice.year,
        month: invoice.month,
        billCd: invoice.billCd as BillStandardDay,
        companyId: row.companyId,
      };
      // Not noopener: the new window starts with a copy of this tab's session storage, the sign-in.
      window.open(statementPrintUrl({ key, view }), '_blank');
    },
    [invoice],
  );

  const columns = useMemo(
    () =>
      invoiceCompanyColumns((params) => (
        <InvoiceCompanyActions
          params={params}
          // Being mailed by the queue now: a 재발송 would be refused until it ends.
          sending={statements.isSending(params.row.billHistoryDetailId) || params.row.sendState === 'SENDING'}
          sendDeniedReason={sendDeniedReason(params.row, mayResend)}
          onSend={(row) => void statements.send(row)}
          onOpenStatement={openStatement}
          onShowMails={setMailsOf}
          onDownloadPdf={downloadPdf}
          recalculateDeniedReason={recalculateDenied}
          onRecalculate={setRecalculating}
          onShowVersions={setVersionsOf}
        />
      )),
    [statements, mayResend, recalculateDenied, openStatement, downloadPdf],
  );

  return (
    <ReadOnlyDialog
      open={invoice !== null}
      title={invoice ? `업체별 보기 - ${invoiceName(invoice)}` : '업체별 보기'}
      onClose={onClose}
      loading={loading && !data}
      error={error ? `업체별 청구 내역을 불러오지 못했습니다. ${messageOf(error)}` : null}
      onRetry={() => void refetch()}
      // Filtered, the list stays (with its filter) when no row is in the state.
      empty={data !== undefined && rows.length === 0 && statementState === null}
      emptyMessage="청구된 업체가 없습니다."
      titleActions={
        invoice && (
          <>
            <AuditTrailButton entity="INVOICE" id={invoice.billHistoryId} />
            <TaxBillDownloadButton invoice={invoice} />
            <SendAllStatementsButton
              invoiceLabel={invoiceName(invoice)}
              disabledReason={
                !mayResend
                  ? WRITE_DENIED_MESSAGE.settlement
                  : sendAll.running
                    ? SEND_ALL_RUNNING_MESSAGE
                    : null
              }
              busy={sendAll.starting}
              onStart={sendAll.start}
              onStarted={() => setProgressFocus((count) => count + 1)}
            />
          </>
        )
      }
      maxWidth="xl"
    >
      {closedAt && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {seoulDateTime(closedAt)}에 마감된 청구서입니다. 업체 행의 재계산은 관리자가 마감을 해제한 뒤 할 수
          있습니다.
        </Alert>
      )}
      {sendAll.batch && <StatementSendProgress ref={progressRef} batch={sendAll.batch} />}
      <ListCard<InvoiceCompanyRowFragment>
        title="업체별 청구 내역"
        actions={
          <TextField
            select
            size="small"
            label="발송 상태"
            value={statementState ?? EVERY_STATEMENT_STATE}
            onChange={(event) =>
              onStatementStateChange(
                event.target.value === EVERY_STATEMENT_STATE ? null : (event.target.value as StatementState),
              )
            }
            sx={{ minWidth: 140 }}
          >
            <MenuItem value={EVERY_STATEMENT_STATE}>전체</MenuItem>
            {STATEMENT_STATES.map((state) => (
              <MenuItem key={state} value={state}>
                {STATEMENT_STATE_LABELS[state]}
              </MenuItem>
            ))}
          </TextField>
        }
        columns={columns}
        rows={rows}
        loading={loading && rows.length === 0}
        pageSize="all"
        getRowId={(row) => row.billHistoryDetailId}
        emptyMessage={
          statementState
            ? `${STATEMENT_STATE_LABELS[statementState]}인 업체가 없습니다.`
            : '청구된 업체가 없습니다.'
        }
        height={440}
        // Every column drawn (a dozen), so each row's buttons are there once scrolled to.
        gridProps={{ rowHeight: 56, columnBufferPx: 2000 }}
        disableVirtualization={disableVirtualization}
        summaryRow={
          sums &&
          (statementState ? (
            // The money sums are the whole invoice's: beside a filtered list they would mislead.
            <>
              <span>
                {STATEMENT_STATE_LABELS[statementState]} {rows.length.toLocaleString('ko-KR')}곳
              </span>
              <span>청구서 전체 {sums.companyCount.toLocaleString('ko-KR')}곳</span>
            </>
          ) : (
            <>
              <span>업체 {rows.length.toLocaleString('ko-KR')}곳</span>
              <span>수량 {totQty.toLocaleString('ko-KR')}</span>
              {COMPANY_AMOUNT_COLUMNS.map((column) => (
                <span key={column.field}>
                  {column.label} {formatWon(sums[column.field])}
                </span>
              ))}
              <span>합계 {formatWon(sums.totAmount)}원</span>
            </>
          ))
        }
      />
      <StatementMailsDialog
        company={mailsOf}
        onClose={() => setMailsOf(null)}
        disableVirtualization={disableVirtualization}
      />
      <RecalculateCompanyDialog
        company={recalculating}
        onClose={() => setRecalculating(null)}
        // The row and the invoice's sums are read again: the totals moved with the row.
        onDone={() => void refetch()}
      />
      <InvoiceCompanyVersionsDialog company={versionsOf} onClose={() => setVersionsOf(null)} />
    </ReadOnlyDialog>
  );
}
