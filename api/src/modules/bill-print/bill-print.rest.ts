import { z } from 'zod';
import { STATEMENT_VIEWS } from '@parcel/shared/settlement/statement-layout';
import { PDF_FILE, recordNumber, ZIP_FILE } from '../../rest/route-contract';
import { AppError } from '../../common/errors';
import type { RestRoute } from '../../rest/rest-route';
import { getCompanyStatement } from './statement.service';
import { downloadStatementPdf } from './statement-download';
import { downloadTaxBills } from './tax-bill-download';

/**
 * The spec names the billed company excclcCompanyId in POST /api/bill-print/company-invoice; the
 * GraphQL query and newer callers say companyId. Either is accepted, and a bad value is reported
 * under the name the caller sent.
 */
export function companyKeyOf(body: unknown): { input: unknown; companyField: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { input: body, companyField: 'companyId' };
  const record = body as Record<string, unknown>;
  const companyField = record.companyId !== undefined ? 'companyId' : 'excclcCompanyId';
  return { input: { ...record, companyId: record[companyField] }, companyField };
}

async function withCompanyField<T>(companyField: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && error.field === 'companyId' && companyField !== 'companyId')
      throw new AppError(error.code, error.message, companyField);
    throw error;
  }
}

/** Which generated invoice: its supplier, period and billing day. */
const INVOICE_KEY = z.object({
  billCompanyId: z.int().positive().openapi({ description: 'The supplier (공급자).' }),
  year: z.int(),
  month: z.int().min(1).max(12),
  billCd: z.string().openapi({ description: 'The billing day: 10, 20 or 30 (말일).' }),
});

const STATEMENT_ANSWER =
  '{year, month, billCd, billCompanyInfo: {billCompanyId, billCompanyNm, billAddress, billTelNo, billFaxNo, billBizNo, billRepresentativeNm, billBizType, billBizItem, billEmail, billAccountInfo}, companyInfo: {companyId, companyNm, bizNo, representativeNm, address, bizType, bizItem, email, taxbilOutputYn, vatYn, startDate, endDate, communicationFee}, shipmentInfoList: [{shipmentId, billDate, waybillNo, senderNm, receiverNm, kindCd, kindNm, qty, chargeCd, chargeNm, untpc, amount, trnsprtCd}], amounts: {the invoice row: billHistoryId, billHistoryDetailId, status, totQty, totAmount, communicationFee(+Vat), untpc(+Vat), weightUntpc(+Vat)}, typeSummary: [{trnsprtCd, kindCd, kindNm, lineCount, qty, amount}]}; 404 when no invoice was generated for the key or it does not bill the company';

export const billPrintRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/bill-print/company-invoice',
    access: getCompanyStatement.access,
    service: 'getCompanyStatement(billCompanyId, year, month, billCd, excclcCompanyId | companyId)',
    answer: STATEMENT_ANSWER,
    contract: {
      body: INVOICE_KEY.extend({
        companyId: z.int().positive().optional().openapi({ description: 'The billed company.' }),
        excclcCompanyId: z
          .int()
          .positive()
          .optional()
          .openapi({ description: "The spec's name for companyId." }),
      }),
      answer: (types) => types.output('CompanyStatement'),
      errors: [404],
    },
    handle: ({ body, context }) => {
      const { input, companyField } = companyKeyOf(body);
      return withCompanyField(companyField, () => getCompanyStatement(context, input));
    },
  },
  {
    method: 'POST',
    path: '/api/bill-print/download',
    access: downloadTaxBills.access,
    service: 'downloadTaxBills(billCompanyId, year, month, billCd)',
    answer:
      "세금계산서_<supplier>_<yyyy>-<mm>_<billCd>일.zip, streamed (no GraphQL field: binary): 홈택스_일괄발급/ Hometax bulk-issue .xlsx files of at most 100 tax bills (companies with taxbilOutputYn Y and a supply amount above 0; a day-20 period split at the month end, two bills per company) and 거래명세서/ each billed company's statement .xlsx; name in Content-Disposition (filename= ASCII fallback, filename*=UTF-8''); 404 JSON when no invoice was generated for the key",
    contract: { body: INVOICE_KEY, answer: ZIP_FILE, errors: [404] },
    handle: ({ body, context }) => downloadTaxBills(context, body),
  },
  {
    method: 'GET',
    path: '/api/bill-history-detail/statement-pdf/:id',
    access: downloadStatementPdf.access,
    service: 'downloadStatementPdf(billHistoryDetailId, view) (not in the spec)',
    answer:
      "the company row's statement as a PDF (A4, Korean text embedded): view detail (상세 청구서, every line; the default) or type (유형별 청구서, sums per section and goods kind), with the parties and the invoice row's amounts, VAT and total; named 상세청구서_<company>_<yyyy>-<mm>_<billCd>일.pdf in Content-Disposition; 404 JSON for an unknown row",
    contract: {
      params: z.object({ id: recordNumber("The invoice company row's number (billHistoryDetailId).") }),
      query: z.object({
        view: z.enum(STATEMENT_VIEWS).optional().openapi({ description: 'detail (the default) or type.' }),
      }),
      answer: PDF_FILE,
      errors: [404],
    },
    handle: ({ params, query, context }) =>
      downloadStatementPdf(context, { billHistoryDetailId: params.id, view: query.view }),
  },
];
