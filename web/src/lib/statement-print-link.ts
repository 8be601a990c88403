import type { BillStandardDay } from '@parcel/shared/codes';
import { invoiceFormSchema } from '@parcel/shared/forms/invoice-form';
import { STATEMENT_VIEWS, type StatementView } from '@parcel/shared/settlement/statement-layout';

/** The printable invoice's own route: a bare page (no header or sidebar) opened in its own window. */
export const STATEMENT_PRINT_PATH = '/settlement/invoices/print';

/** A company row's detailed statement as a PDF (REST, the session's token). */
export const statementPdfPath = (billHistoryDetailId: number) =>
  `/api/bill-history-detail/statement-pdf/${billHistoryDetailId}`;
export const STATEMENT_PDF_FAILED = '거래명세서 PDF를 내려받지 못했습니다.';

/** A statement mail's attachment, the bytes as they were sent (REST, the session's token). */
export const statementMailAttachmentPath = (statementMailAttachmentId: number) =>
  `/api/bill-history-detail/mail-attachment/${statementMailAttachmentId}`;

/** Which company's statement of which invoice: the supplier, period and the billed company. */
export interface StatementKey {
  billCompanyId: number;
  year: number;
  month: number;
  billCd: BillStandardDay;
  companyId: number;
}

export interface StatementPrintRequest {
  key: StatementKey;
  view: StatementView;
}

const INT_MAX = 2_147_483_647;

/** /settlement/invoices/print?billCompanyId=…&year=…&month=…&billCd=…&companyId=…&view=… */
export function statementPrintUrl({ key, view }: StatementPrintRequest): string {
  const query = new URLSearchParams({
    billCompanyId: String(key.billCompanyId),
    year: String(key.year),
    month: String(key.month),
    billCd: key.billCd,
    companyId: String(key.companyId),
    view,
  });
  return `${STATEMENT_PRINT_PATH}?${query.toString()}`;
}

/**
 * The statement a print page's address names, or null when a key is missing or malformed (the
 * page then says so without asking the server). The supplier, year, month and billing day follow
 * the new-invoice form's rules; the company is a positive whole number; the view is optional
 * (상세 by default).
 */
export function parseStatementPrintRequest(params: URLSearchParams): StatementPrintRequest | null {
  const invoice = invoiceFormSchema.safeParse({
    billCompanyId: params.get('billCompanyId') ?? '',
    year: params.get('year') ?? '',
    month: params.get('month') ?? '',
    billCd: params.get('billCd') ?? '',
  });
  const rawCompany = params.get('companyId') ?? '';
  const companyId = /^\d+$/.test(rawCompany) ? Number(rawCompany) : 0;
  const rawView = params.get('view') ?? 'detail';
  const view = STATEMENT_VIEWS.find((candidate) => candidate === rawView);
  if (!invoice.success || companyId < 1 || companyId > INT_MAX || !view) return null;
  return { key: { ...invoice.data, companyId }, view };
}
