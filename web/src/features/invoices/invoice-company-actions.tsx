import { GridActionsCell, type GridRenderCellParams } from '@mui/x-data-grid';
import type { InvoiceCompanyRowFragment } from '../../gql/graphql';
import { STATEMENT_VIEW_LABELS, type StatementView } from '@parcel/shared/settlement/statement-layout';
import { RowActionButton } from './row-action-button';

export interface InvoiceCompanyActionsProps {
  params: GridRenderCellParams<InvoiceCompanyRowFragment>;
  /** True while this row's statement is being sent. */
  sending: boolean;
  /** Why this row may not be sent now (nothing billed, a role that may not write, no e-mail), or null. */
  sendDeniedReason: string | null;
  onSend: (row: InvoiceCompanyRowFragment) => void;
  onOpenStatement: (row: InvoiceCompanyRowFragment, view: StatementView) => void;
  onShowMails: (row: InvoiceCompanyRowFragment) => void;
  /** Saves the row's detailed statement as a PDF. */
  onDownloadPdf: (row: InvoiceCompanyRowFragment) => void;
  /** Why this row may not be recalculated (a closed invoice, a role that may not write), or null. */
  recalculateDeniedReason: string | null;
  onRecalculate: (row: InvoiceCompanyRowFragment) => void;
  onShowVersions: (row: InvoiceCompanyRowFragment) => void;
}

/** The label of a row's send button: 다시 보내기 after a failure, 재발송 otherwise. */
export function sendLabel(status: string, sending: boolean): string {
  if (sending) return '발송 중...';
  return status === 'FAILED' ? '다시 보내기' : '재발송';
}

/**
 * A company row's buttons: send its statement again, its mails so far, open its detailed or
 * per-type invoice, save the detailed one as a PDF, compute it again (재계산) and see its earlier
 * figures (변경 이력).
 * The grid's actions cell lets the arrow keys move between them once the cell has the focus.
 */
export function InvoiceCompanyActions({
  params,
  sending,
  sendDeniedReason,
  onSend,
  onOpenStatement,
  onShowMails,
  onDownloadPdf,
  recalculateDeniedReason,
  onRecalculate,
  onShowVersions,
}: InvoiceCompanyActionsProps) {
  const row = params.row;
  return (
    <GridActionsCell {...params} suppressChildrenValidation>
      <RowActionButton
        disabled={sending || sendDeniedReason !== null}
        disabledReason={sendDeniedReason}
        onClick={() => onSend(row)}
      >
        {sendLabel(row.status, sending)}
      </RowActionButton>
      <RowActionButton onClick={() => onShowMails(row)}>발송 이력</RowActionButton>
      <RowActionButton onClick={() => onOpenStatement(row, 'detail')}>
        {STATEMENT_VIEW_LABELS.detail}
      </RowActionButton>
      <RowActionButton onClick={() => onOpenStatement(row, 'type')}>
        {STATEMENT_VIEW_LABELS.type}
      </RowActionButton>
      <RowActionButton
        onClick={() => onDownloadPdf(row)}
        aria-label={`${row.companyNm} 거래명세서 PDF 내려받기`}
      >
        PDF
      </RowActionButton>
      <RowActionButton
        disabled={recalculateDeniedReason !== null}
        disabledReason={recalculateDeniedReason}
        onClick={() => onRecalculate(row)}
      >
        재계산
      </RowActionButton>
      <RowActionButton onClick={() => onShowVersions(row)}>변경 이력</RowActionButton>
    </GridActionsCell>
  );
}
