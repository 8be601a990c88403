import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import {
  e2eTest,
  listCard,
  openFromMenu,
  seriousAxeViolations,
  signIn,
  useE2eSuite,
  waitForRowCount,
} from './harness';

// Settlement by shipper and shipper details over rows seeded here in a month the demo data never
// reaches (February 2019): a shipper in 대구 sending to a company in 서울, one prepaid QTY line and
// one collect WEIGHT line.
const suite = useE2eSuite();

const PERIOD = { start: '2019-02-01', end: '2019-02-28' };
const SHIPPER = '이투이화주';
const RECEIVER = '이투이수신';

beforeAll(async () => {
  await suite.server.db.orm.em.fork().execute(
    `with c as (
       insert into company (biz_no, company_nm, region_cd, shipper_yn, shipper_cd)
       values ('1119990001', ?, 'DAEGU', 'Y', 'PCL'), ('1119990002', ?, 'SEOUL', 'N', null)
       returning company_id, company_nm),
     t as (
       insert into transport_sender (requst_dt, transport_process_cd, charge_cd, company_nm, sender_company_id)
       select cast(? as date), 'COMM_RECV', charge, c.company_nm, c.company_id
         from c, (values ('CH001', 1), ('CH002', 2)) v(charge, n)
        where c.company_nm = ?
       returning sender_transport_id, charge_cd),
     r as (
       insert into transport_receiver (sender_transport_id, receiver_company_id, company_nm)
       select t.sender_transport_id, c.company_id, c.company_nm from t, c where c.company_nm = ?
       returning receiver_transport_id, sender_transport_id)
     insert into shipment (receiver_transport_id, kind_cd, trnsprt_cd, sender_qty, receiver_qty, sender_untpc,
                           receiver_untpc, sender_amount, receiver_amount)
     select r.receiver_transport_id, 'TAC0202', l.calc, l.qty, l.qty, l.untpc, l.untpc, l.qty * l.untpc,
            l.qty * l.untpc
       from r join t using (sender_transport_id)
       join (values ('CH001', 'QTY', 3, 1000), ('CH002', 'WEIGHT', 10, 200)) l(charge, calc, qty, untpc)
         on l.charge = t.charge_cd`,
    [SHIPPER, RECEIVER, '2019-02-11', SHIPPER, RECEIVER],
  );
});

const search = (page: Page) => page.getByRole('search');
const textbox = (page: Page, name: string) => search(page).getByRole('textbox', { name, exact: true });

/** Types the period; the last key is Enter in the end date, which searches. */
async function searchPeriod(page: Page) {
  await textbox(page, '접수 기간 시작일').fill(PERIOD.start);
  await textbox(page, '접수 기간 종료일').fill(PERIOD.end);
}

describe('settlement screens', () => {
  e2eTest(
    suite,
    'settlement by shipper: the period and region from the keyboard, sent, received and totals',
    async (page) => {
      await signIn(page);
      await openFromMenu(page, '화주별 정산서', '/transport/settlement-by-shipper');
      await searchPeriod(page);
      await textbox(page, '접수 기간 종료일').press('Enter');
      const list = listCard(page, '화주별 정산 목록');
      const grid = list.getByRole('grid');
      // Both companies (the shipper sent, the receiver received): header and two rows.
      await waitForRowCount(grid, { exactly: 3 });
      const shipperRow = grid.getByRole('row').filter({ hasText: SHIPPER });
      await shipperRow.locator('[data-field="sentLines"]').getByText('2', { exact: true }).waitFor();
      await shipperRow.locator('[data-field="sentAmount"]').getByText('5,000', { exact: true }).waitFor();
      // The receiver's row, and the sums of every row (the received side is off to the right).
      await grid.getByRole('row').filter({ hasText: RECEIVER }).waitFor();
      const sums = list.getByRole('group', { name: '화주별 정산 목록 합계' });
      await sums.getByText('받은 금액 합계 5,000원', { exact: true }).waitFor();
      await sums.getByText('전체 합계 4건 · 수량 6 · 중량 20kg · 금액 10,000원', { exact: true }).waitFor();

      // The region is the company's: 대구 keeps the shipper only.
      await search(page).getByRole('combobox', { name: '지역', exact: true }).click();
      await page.getByRole('listbox').getByRole('option', { name: '대구', exact: true }).click();
      await search(page).getByRole('button', { name: '검색' }).click();
      await waitForRowCount(grid, { exactly: 2 });
      await grid.getByRole('row').filter({ hasText: SHIPPER }).waitFor();
      expect(new URL(page.url()).searchParams.get('regionCd')).toBe('DAEGU');
      expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);
    },
  );

  e2eTest(
    suite,
    'shipper details: the name by Enter, the four tiles, the export of the same rows',
    async (page) => {
      await signIn(page);
      await openFromMenu(page, '화주별 상세 내역', '/transport/shipper-details');
      await searchPeriod(page);
      await textbox(page, '화주명').fill('이투이');
      await textbox(page, '화주명').press('Enter');
      const list = listCard(page, '화주 물품 목록');
      await waitForRowCount(list.getByRole('grid'), { exactly: 3 });
      const tiles = page.getByRole('status', { name: '화주별 상세 내역 합계' });
      await tiles.getByText('2,000원', { exact: true }).waitFor();
      expect(await tiles.locator('dt').allTextContents()).toEqual(['수량', '중량', '선불', '착불']);
      expect(await tiles.locator('dd').allTextContents()).toEqual(['3개', '10kg', '3,000원', '2,000원']);
      expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        list.getByRole('button', { name: '엑셀 다운로드' }).click(),
      ]);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(await download.path());
      const sheet = workbook.worksheets[0]!;
      expect(sheet.actualRowCount).toBe(3);
      // The tiles' amounts are the export's 금액 column split by 운임 구분.
      const amounts = [2, 3].map((row) => [
        sheet.getRow(row).getCell(10).value,
        sheet.getRow(row).getCell(9).value,
      ]);
      expect(amounts.sort()).toEqual([
        ['선불', 3000],
        ['착불', 2000],
      ]);
    },
  );
});
