import { z } from 'zod';
import { ZIP_FILE } from '../../rest/route-contract';
import { AppError } from '../../common/errors';
import type { RestRoute } from '../../rest/rest-route';
import { getCompanyStatement } from './statement.service';
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
];
