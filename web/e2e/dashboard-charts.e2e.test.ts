import { seoulToday } from '@parcel/shared/dates/seoul-date';
import type { Locator, Page } from 'playwright-core';
import { e2eTest, seriousAxeViolations, signIn, useE2eSuite } from './harness';

const suite = useE2eSuite();

const TODAY = seoulToday();
const YEAR = Number(TODAY.slice(0, 4));
const MONTH = Number(TODAY.slice(5, 7));
/** This month's invoice of a supplier of its own (base fare, parcel and communication sections, VAT). */
const INVOICE_TOTAL = 20_000 + 2_000 + 7_500 + 750 + 12_000 + 1_200;

beforeAll(async () => {
  const em = suite.server.db.orm.em.fork();
  // The demo data leaves a few transports on today; one of today's goods lines is delivered, so
  // both states have lines (the others stay as the demo data has them).
  const [delivered] = await em.execute<{ shipment_id: number }[]>(
    `update shipment set transport_date = cast(? as date), transport_manager = '박배송'
      where shipment_id = (select s.shipment_id from shipment s
                             join transport_receiver tr on tr.receiver_transport_id = s.receiver_transport_id
                             join transport_sender ts on ts.sender_transport_id = tr.sender_transport_id
                            where ts.requst_dt = cast(? as date) and ts.del_yn = 'N'
                            order by s.shipment_id limit 1)
      returning shipment_id`,
    [TODAY, TODAY],
  );
  if (!delivered) throw new Error('the demo data has no goods line today');
  await em.execute(
    `with s as (
       insert into bill_company (company_nm, biz_no, representative_nm, biz_type, biz_item, address, post_no,
                                 tel_no, fax_no, email, bank_nm, depositor_nm, account_no)
       values ('차트공급', '1118880035', '김공급', '운수업', '택배', '대구 중구 국채보상로 100', '41911',
               '0532220001', '0532220002', 'chart@e2e-supplier.example.com', '대구은행', '차트공급',
               '50812345678901')
       returning bill_company_id)
     insert into bill_history (bill_company_id, year, month, bill_cd, period_start, period_end, version,
                               communication_fee, communication_fee_vat, untpc, untpc_vat, weight_untpc,
                               weight_untpc_vat, tot_amount)
     select bill_company_id, ?, ?, '30', date_trunc('month', cast(? as date)),
            date_trunc('month', cast(? as date)) + interval '1 month - 1 day', 1,
            20000, 2000, 7500, 750, 12000, 1200, ?
       from s`,
    [YEAR, MONTH, TODAY, TODAY, INVOICE_TOTAL],
  );
});

/** The chart card (a section named by its title). */
const chartCard = (page: Page, title: string) => page.getByRole('region', { name: title });

/** Waits until the card's chart has drawn a data mark of this class, and answers how many it drew. */
async function marks(card: Locator, selector: string): Promise<number> {
  const drawn = card.locator(`svg ${selector}`);
  await drawn.first().waitFor({ state: 'attached' });
  return drawn.count();
}

describe('dashboard charts', () => {
  e2eTest(suite, 'draws the three charts on /dashboard, each with a table of its numbers', async (page) => {
    await signIn(page, { path: '/dashboard' });

    const volume = chartCard(page, '최근 30일 운송·물품 건수');
    const states = chartCard(page, '오늘의 배송 상태');
    const revenue = chartCard(page, `${YEAR}년 월별 청구 금액`);

    // Two lines (transports, goods lines) over the 30 days.
    expect(await marks(volume, '.MuiLineChart-line')).toBe(2);
    await volume.getByText('접수일', { exact: true }).first().waitFor();
    // Both states have lines today.
    expect(await marks(states, '.MuiPieChart-arc')).toBe(2);
    // Twelve months' bars (empty months are bars of no height), this month's holding the invoice.
    expect(await marks(revenue, '.MuiBarChart-element')).toBe(12);
    const bars = revenue.locator('svg .MuiBarChart-element');
    expect(Number(await bars.nth(MONTH - 1).getAttribute('height'))).toBeGreaterThan(100);
    expect(Number(await bars.nth(MONTH === 1 ? 1 : 0).getAttribute('height'))).toBe(0);
    const monthRow = revenue.getByRole('row', { name: new RegExp(`^${MONTH}월 `), includeHidden: true });
    expect(await monthRow.textContent()).toContain(`${INVOICE_TOTAL.toLocaleString('ko-KR')} 원`);

    expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);

    // 표로 보기 by keyboard: the table takes the chart's place.
    const toggle = states.getByRole('button', { name: '표로 보기' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await states.getByRole('button', { name: '차트로 보기' }).waitFor();
    expect(await states.locator('svg .MuiPieChart-arc').count()).toBe(0);
    await states.getByRole('rowheader', { name: '배송 완료' }).waitFor();
    expect(await states.getByRole('table').isVisible()).toBe(true);
    expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);
  });
});
