import { deliveryCheckDefaultPeriod, shiftCalendarDate } from '@parcel/shared/forms/delivery-check-filter';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import type { Locator, Page } from 'playwright-core';
import {
  e2eTest,
  isFocused,
  LANDING_PATH,
  listCard,
  seriousAxeViolations,
  signIn,
  tabUntil,
  useE2eSuite,
  waitForRowCount,
} from './harness';

const suite = useE2eSuite();

const LIST_TITLE = '배송 정보 목록';
const EMPTY_MESSAGE = '조건에 맞는 배송 정보가 없습니다.';
const TODAY = seoulToday();
const DEFAULT = deliveryCheckDefaultPeriod(TODAY);
/** A period wide enough for more than ten pages of the demo data (three months of transports). */
const WIDE_START = shiftCalendarDate(TODAY, -120);

/** The live goods lines of a period matching extra conditions, counted in the database. */
async function countLines(
  { startDate = DEFAULT.startDate, endDate = TODAY }: { startDate?: string; endDate?: string } = {},
  condition = 'true',
  params: unknown[] = [],
): Promise<number> {
  const [row] = await suite.server.db.orm.em.fork().execute<{ total: number }[]>(
    `select count(*)::int as total
       from transport_sender ts
       join transport_receiver tr on tr.sender_transport_id = ts.sender_transport_id
       join shipment s on s.receiver_transport_id = tr.receiver_transport_id
      where ts.del_yn = 'N' and ts.requst_dt between cast(? as date) and cast(? as date) and (${condition})`,
    [startDate, endDate, ...params],
  );
  return row!.total;
}

const totalText = (count: number) => `총 ${count.toLocaleString('ko-KR')}건`;

async function openCheck(page: Page): Promise<Locator> {
  await signIn(page);
  await page.getByRole('heading', { name: '배송 확인', level: 1 }).waitFor();
  return listCard(page, LIST_TITLE);
}

const search = (page: Page) => page.getByRole('search');
const textbox = (page: Page, name: string) => search(page).getByRole('textbox', { name, exact: true });
const combobox = (page: Page, name: string) => search(page).getByRole('combobox', { name, exact: true });

async function choose(page: Page, name: string, option: string) {
  await combobox(page, name).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

async function waitForTotal(list: Locator, count: number) {
  await list.getByRole('status').getByText(totalText(count), { exact: true }).waitFor();
}

const pager = (list: Locator) => list.getByRole('navigation', { name: `${LIST_TITLE} 페이지` });
const pageButton = (list: Locator, number: number) =>
  pager(list).getByRole('button', { name: `${number} 페이지`, exact: true });

/** The page numbers the pager shows. */
async function shownPages(list: Locator): Promise<string[]> {
  const labels = await pager(list)
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  return labels.filter((label) => /^\d+ 페이지$/.test(label)).map((label) => label.replace(' 페이지', ''));
}

async function expectCurrentPage(list: Locator, number: number) {
  await pager(list).locator(`[aria-current="page"][aria-label="${number} 페이지"]`).waitFor();
}

// ---- the keyboard alone ----

/** With a select focused: opens it with ↓, moves with ↓ to the option and takes it with Enter. */
async function chooseWithKeys(page: Page, select: Locator, option: string) {
  if (!(await isFocused(select))) throw new Error(`${select.toString()} does not have the focus`);
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  for (let presses = 0; presses < 60; presses += 1) {
    const current = await page.evaluate(() => document.activeElement?.textContent ?? '');
    if (current === option) {
      await page.keyboard.press('Enter');
      await listbox.waitFor({ state: 'hidden' });
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`option ${option} not reached with the arrow keys`);
}

describe('delivery check (/transport/check)', () => {
  e2eTest(
    suite,
    'signing in lands on the check: the 7 days through today, 10 a page, the total',
    async (page) => {
      const list = await openCheck(page);
      expect(new URL(page.url()).pathname).toBe(LANDING_PATH);
      const expected = await countLines();
      expect(expected).toBeGreaterThan(10);
      await waitForTotal(list, expected);
      // The header row and a page of 10.
      expect(await waitForRowCount(list.getByRole('grid'), { exactly: 11 })).toBe(11);
      expect(await textbox(page, '접수 기간 시작일').inputValue()).toBe(DEFAULT.startDate);
      expect(await textbox(page, '접수 기간 종료일').inputValue()).toBe(TODAY);
      await expectCurrentPage(list, 1);
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
  );

  e2eTest(suite, 'pages through windows of five pages: 1..5, then 6..10, last and first', async (page) => {
    const list = await openCheck(page);
    await textbox(page, '접수 기간 시작일').fill(WIDE_START);
    await textbox(page, '접수 기간 시작일').press('Enter');
    const expected = await countLines({ startDate: WIDE_START });
    const pageCount = Math.ceil(expected / 10);
    expect(pageCount).toBeGreaterThan(10);
    await waitForTotal(list, expected);
    expect(await shownPages(list)).toEqual(['1', '2', '3', '4', '5']);
    expect(await pager(list).getByRole('button', { name: '이전 페이지' }).isDisabled()).toBe(true);
    expect(await pager(list).getByRole('button', { name: '첫 페이지' }).isDisabled()).toBe(true);

    await pageButton(list, 5).click();
    await expectCurrentPage(list, 5);
    expect(new URL(page.url()).searchParams.get('page')).toBe('5');
    await pager(list).getByRole('button', { name: '다음 페이지' }).click();
    await expectCurrentPage(list, 6);
    expect(await shownPages(list)).toEqual(['6', '7', '8', '9', '10']);
    await waitForRowCount(list.getByRole('grid'), { exactly: 11 });

    await pager(list).getByRole('button', { name: '이전 페이지' }).click();
    await expectCurrentPage(list, 5);
    expect(await shownPages(list)).toEqual(['1', '2', '3', '4', '5']);

    await pager(list).getByRole('button', { name: '마지막 페이지' }).click();
    await expectCurrentPage(list, pageCount);
    const lastRows = expected - (pageCount - 1) * 10;
    await waitForRowCount(list.getByRole('grid'), { exactly: lastRows + 1 });
    expect(await pager(list).getByRole('button', { name: '다음 페이지' }).isDisabled()).toBe(true);
    expect((await shownPages(list)).at(-1)).toBe(String(pageCount));

    await pager(list).getByRole('button', { name: '첫 페이지' }).click();
    await expectCurrentPage(list, 1);
    await waitForTotal(list, expected);
  });

  e2eTest(suite, 'finds one goods line by its waybill number', async (page) => {
    const [line] = await suite.server.db.orm.em.fork().execute<{ waybillNo: string; receiver: string }[]>(
      `select s.waybill_no as "waybillNo", tr.company_nm as receiver
         from transport_sender ts
         join transport_receiver tr on tr.sender_transport_id = ts.sender_transport_id
         join shipment s on s.receiver_transport_id = tr.receiver_transport_id
        where ts.del_yn = 'N' and ts.requst_dt between cast(? as date) and cast(? as date)
          and s.waybill_no is not null
        order by s.shipment_id limit 1`,
      [DEFAULT.startDate, TODAY],
    );
    expect(line).toBeDefined();
    const list = await openCheck(page);
    await textbox(page, '운송장 번호').fill(line!.waybillNo);
    await textbox(page, '운송장 번호').press('Enter');
    await waitForTotal(list, 1);
    const grid = list.getByRole('grid');
    await waitForRowCount(grid, { exactly: 2 });
    await grid.getByRole('gridcell', { name: line!.waybillNo, exact: true }).waitFor();
    await grid.getByRole('gridcell', { name: line!.receiver, exact: true }).first().waitFor();
    expect(new URL(page.url()).searchParams.get('waybillNo')).toBe(line!.waybillNo);

    // An unknown number: the empty message, still 총 0건; then 초기화 brings the default list back.
    await textbox(page, '운송장 번호').fill('999999999999999');
    await textbox(page, '운송장 번호').press('Enter');
    await waitForTotal(list, 0);
    await list.getByText(EMPTY_MESSAGE, { exact: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await search(page).getByRole('button', { name: '초기화' }).click();
    await waitForTotal(list, await countLines());
    expect(await textbox(page, '운송장 번호').inputValue()).toBe('');
  });

  e2eTest(suite, "filters by the receiver's region, then district, and phone", async (page) => {
    const [target] = await suite.server.db.orm.em
      .fork()
      .execute<
        { regionCd: string; regionNm: string; districtCd: string; districtNm: string; telNo: string }[]
      >(
        `select tr.region_cd as "regionCd", region.code_nm as "regionNm",
              tr.region_dtl_cd as "districtCd", district.code_nm as "districtNm", tr.tel_no as "telNo"
         from transport_sender ts
         join transport_receiver tr on tr.sender_transport_id = ts.sender_transport_id
         join code region on region.code_type = 'REGION_TYPE' and region.code_val = tr.region_cd
         join code district on district.code_type = 'REGION_DTL_TYPE' and district.code_val = tr.region_dtl_cd
        where ts.del_yn = 'N' and ts.requst_dt between cast(? as date) and cast(? as date)
          and tr.tel_no is not null
          and exists (select 1 from shipment s where s.receiver_transport_id = tr.receiver_transport_id)
        order by tr.receiver_transport_id limit 1`,
        [DEFAULT.startDate, TODAY],
      );
    expect(target).toBeDefined();
    const { regionCd, regionNm, districtCd, districtNm, telNo } = target!;
    const list = await openCheck(page);
    const grid = list.getByRole('grid');

    // The district list waits for a region.
    expect(await combobox(page, '받는 곳 세부 지역').getAttribute('aria-disabled')).toBe('true');
    await choose(page, '받는 곳 지역', regionNm);
    await search(page).getByRole('button', { name: '검색' }).click();
    await waitForTotal(list, await countLines({}, 'tr.region_cd = ?', [regionCd]));

    await choose(page, '받는 곳 세부 지역', districtNm);
    await search(page).getByRole('button', { name: '검색' }).click();
    const inDistrict = await countLines({}, 'tr.region_cd = ? and tr.region_dtl_cd = ?', [
      regionCd,
      districtCd,
    ]);
    await waitForTotal(list, inDistrict);
    await grid
      .getByRole('gridcell', { name: `${regionNm} ${districtNm}`, exact: true })
      .first()
      .waitFor();

    // The phone is hyphenated as typed; the server searches its digits.
    const phone = textbox(page, '받는 곳 전화번호');
    await phone.pressSequentially(telNo);
    expect(await phone.inputValue()).toMatch(/^\d{2,3}-\d{3,4}-\d{4}$/);
    await phone.press('Enter');
    const withPhone = await countLines(
      {},
      'tr.region_cd = ? and tr.region_dtl_cd = ? and (tr.tel_no like ? or tr.manager_tel_no like ?)',
      [regionCd, districtCd, `%${telNo}%`, `%${telNo}%`],
    );
    expect(withPhone).toBeGreaterThan(0);
    await waitForTotal(list, withPhone);
    await waitForRowCount(grid, { exactly: Math.min(withPhone, 10) + 1 });
    const url = new URL(page.url()).searchParams;
    expect([url.get('receiverRegionCd'), url.get('receiverRegionDtlCd')]).toEqual([regionCd, districtCd]);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  e2eTest(suite, 'searches with the keyboard alone', async (page) => {
    const list = await openCheck(page);
    await waitForTotal(list, await countLines());
    const keys = page.keyboard;

    await tabUntil(page, combobox(page, '운임 구분'));
    await chooseWithKeys(page, combobox(page, '운임 구분'), '착불');
    await tabUntil(page, search(page).getByRole('button', { name: '검색' }));
    await keys.press('Enter');
    await waitForTotal(list, await countLines({}, `ts.charge_cd = 'CH002'`));

    const [collector] = await suite.server.db.orm.em.fork().execute<{ name: string }[]>(
      `select m.name from transport_sender ts join member m on m.member_id = ts.manager_id
        where ts.del_yn = 'N' and ts.requst_dt between cast(? as date) and cast(? as date)
        order by ts.sender_transport_id limit 1`,
      [DEFAULT.startDate, TODAY],
    );
    expect(collector).toBeDefined();
    // Back from the search button to the filter above it, as a keyboard user goes.
    await tabUntil(page, textbox(page, '집하 담당'), 40, 'Shift+Tab');
    await keys.type(collector!.name);
    await keys.press('Enter');
    await waitForTotal(
      list,
      await countLines(
        {},
        `ts.charge_cd = 'CH002' and ts.manager_id in (select member_id from member where name like ?)`,
        [`%${collector!.name}%`],
      ),
    );
    expect(new URL(page.url()).searchParams.get('collectorNm')).toBe(collector!.name);
  });

  e2eTest(suite, 'the home grid stays at /dashboard', async (page) => {
    await signIn(page, { path: '/dashboard' });
    await waitForRowCount(listCard(page, '오늘의 배송 확인 현황').getByRole('grid'), { atLeast: 2 });
  });
});
