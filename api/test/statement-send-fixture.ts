// An invoice billing many shippers, each with an address of its own, for the statement-send tests:
// communication (COM) shippers are billed their monthly fee without a transport, so a row each.
import { rowBuilders } from '@parcel/db/src/testing/builders';
import type { ContractHarness } from './contract';

export interface SendFixture {
  billHistoryId: number;
  /** Each shipper's invoice row, by its e-mail address. */
  rowOf: Map<string, number>;
}

/** `emails.length` shippers billed `fee` won a month each (0 for the `zeroBilled` more), for March 2026. */
export async function invoiceOfShippers(
  api: ContractHarness,
  emails: readonly string[],
  { zeroBilled = 0, fee = 10_000 } = {},
): Promise<SendFixture> {
  const em = () => api.server.db.orm.em.fork();
  const { aCompany, aSupplier } = rowBuilders(em);
  const bizNo = (n: number) => `75${String(n).padStart(8, '0')}`;
  const supplier = await aSupplier({ company_nm: '발송 공급상사', biz_no: bizNo(0) });
  const shipper = (n: number, email: string, monthlyFee: number) =>
    aCompany({
      biz_no: bizNo(n),
      company_nm: `발송화주 ${String(n).padStart(3, '0')}`,
      email,
      bill_company_id: supplier,
      shipper_yn: 'Y',
      shipper_cd: 'COM',
      use_yn: 'Y',
      bill_stdr_cd: '20',
      communication_fee: monthlyFee,
    });
  const companies = new Map<number, string>();
  for (const [index, email] of emails.entries()) companies.set(await shipper(index + 1, email, fee), email);
  for (let n = 0; n < zeroBilled; n += 1)
    await shipper(emails.length + n + 1, `zero${n}@customer.example`, 0);
  const generated = await api.rest<{ billHistoryId: number }>('POST', '/api/bill-history/insert', {
    body: { billCompanyId: supplier, year: 2026, month: 3, billCd: '20' },
  });
  if (generated.status !== 200) throw new Error(`generate failed: ${JSON.stringify(generated.body)}`);
  const rows = await em().execute<{ id: number; companyId: number }[]>(
    'select bill_history_detail_id as id, company_id as "companyId" from bill_history_detail where bill_history_id = ?',
    [generated.body.billHistoryId],
  );
  const rowOf = new Map<string, number>();
  for (const row of rows) {
    const email = companies.get(row.companyId);
    if (email) rowOf.set(email, row.id);
  }
  return { billHistoryId: generated.body.billHistoryId, rowOf };
}
