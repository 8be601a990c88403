// A month-end invoice of the demo data, generated over REST, for the browser tests of the
// settlement screens that need one (미수금 관리, 입금 내역 반영, 월 마감).
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import type { Page } from 'playwright-core';
import { readAccessToken, type E2eSuite } from './harness';

export interface Month {
  year: number;
  month: number;
}

const [THIS_YEAR, THIS_MONTH] = seoulToday().split('-').map(Number) as [number, number];
/** Last month (Seoul): its month-end invoices are owed by today. */
export const LAST_MONTH: Month =
  THIS_MONTH === 1 ? { year: THIS_YEAR - 1, month: 12 } : { year: THIS_YEAR, month: THIS_MONTH - 1 };

/** The demo supplier with the most shipper companies billed at month end, and its name. */
export async function monthEndSupplier(
  suite: E2eSuite,
): Promise<{ billCompanyId: number; companyNm: string }> {
  const [supplier] = await suite.server.db.orm.em
    .fork()
    .execute<{ billCompanyId: number; companyNm: string }[]>(
      `select b.bill_company_id as "billCompanyId", b.company_nm as "companyNm"
         from bill_company b join company c on c.bill_company_id = b.bill_company_id
        where b.del_yn = 'N' and c.bill_stdr_cd = '30' and c.shipper_yn = 'Y' and c.use_yn = 'Y'
        group by b.bill_company_id, b.company_nm order by count(*) desc, b.bill_company_id limit 1`,
    );
  if (!supplier) throw new Error('the demo data has no supplier billed at month end');
  return supplier;
}

/** Generates the supplier's month-end invoice of the month, as the signed-in page's member. */
export async function generateMonthEndInvoice(page: Page, billCompanyId: number, { year, month }: Month) {
  const answer = await page.request.post('/api/bill-history/insert', {
    headers: { Authorization: `Bearer ${await readAccessToken(page)}` },
    data: { billCompanyId, year, month, billCd: '30' },
  });
  if (!answer.ok()) throw new Error(`generating the invoice answered ${answer.status()}`);
}

/** Generates last month's month-end invoice of monthEndSupplier: that supplier's id. */
export async function billLastMonth(suite: E2eSuite, page: Page): Promise<number> {
  const { billCompanyId } = await monthEndSupplier(suite);
  await generateMonthEndInvoice(page, billCompanyId, LAST_MONTH);
  return billCompanyId;
}
