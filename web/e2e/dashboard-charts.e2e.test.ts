import { rowBuilders } from '@parcel/db/src/testing/builders';
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
  const { anInvoice, aSupplier } = rowBuilders(() => suite.server.db.orm.em.fork());
  await anInvoice({
    bill_company_id: await aSupplier({ company_nm: '차트공급', email: 'chart@e2e-supplier.example.com' }),
    ...{ year: YEAR, month: MONTH, communication_fee: 20000, communication_fee_vat: 2000 },
    ...{ untpc: 7500, untpc_vat: 750, weight_untpc: 12000, weight_untpc_vat: 1200 },
  });
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
