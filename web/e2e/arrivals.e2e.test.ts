// 도착 물품 (/transport/arrivals) end to end: opened from the menu, searched with Enter, a goods line
// selected and its delivery recorded in the arrivals editor (shown at once in the list and in the
// home grid, whose cached page is evicted), a stale editor answered with 다시 불러오기, and the
// 스캔 배송 완료 dialog driven by the keyboard alone (a known number, the same again, an unknown
// one); axe-core scans of the list, the editor and the scan dialog.
import { rowBuilders } from '@parcel/db/src/testing/builders';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import type { Page } from 'playwright-core';
import {
  DEMO_ADMIN,
  e2eTest,
  listCard,
  seriousAxeViolations,
  signIn,
  useE2eSuite,
  waitForInputValue,
  waitForRowCount,
  waitForToast,
  openFromMenu,
  signInAt,
} from './harness';

const suite = useE2eSuite();
const TODAY = seoulToday();
const SENDER = '도착이투이발송';
const RECEIVER = '도착이투이받는곳';
/** Numbers no demo range holds (the seed's ranges are elsewhere). */
const LINES = { edit: '990000000001', stale: '990000000002', scan: '990000000003', other: '990000000004' };

beforeAll(async () => {
  await rowBuilders(() => suite.server.db.orm.em.fork()).aTransport({
    ...{ requst_dt: TODAY, transport_process_cd: 'PARCEL', company_nm: SENDER },
    receivers: [
      {
        ...{ company_nm: RECEIVER, sort_order: 1 },
        shipments: Object.values(LINES).map((waybillNo) => ({ waybill_no: waybillNo, qty: 1, untpc: 4000 })),
      },
    ],
  });
});

async function openArrivals(page: Page) {
  await openFromMenu(page, '도착 물품', '/transport/arrivals');
}

async function searchByReceiver(page: Page, name: string) {
  const filter = page.getByRole('search').getByRole('textbox', { name: '받는 곳' });
  await filter.fill(name);
  await filter.press('Enter');
}

/** Client-side navigation (no reload: the Apollo cache stays), as a link would do. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL(`**${path}`);
}

/** Scrolls a DataGrid to its last columns (it renders only the columns in view). */
async function scrollGridRight(page: Page, title: string) {
  await listCard(page, title)
    .locator('.MuiDataGrid-virtualScroller')
    .evaluate((scroller) => {
      scroller.scrollLeft = scroller.scrollWidth;
    });
}

describe('arrivals', () => {
  e2eTest(
    suite,
    'records a delivery in the editor; the list and the home grid show it at once',
    async (page) => {
      await signIn(page);
      // The home grid first, so its page of today's lines is in the cache before the change.
      await navigateInApp(page, '/dashboard');
      const home = listCard(page, '오늘의 배송 확인 현황');
      await home.getByRole('grid').getByText(LINES.edit, { exact: true }).waitFor();

      await openArrivals(page);
      const list = listCard(page, '도착 물품 목록');
      const grid = list.getByRole('grid');
      await searchByReceiver(page, RECEIVER);
      await waitForRowCount(grid, { exactly: 5 });
      expect(page.url()).toContain(`receiverCompanyNm=${encodeURIComponent(RECEIVER)}`);
      expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);

      expect(await list.getByRole('button', { name: '선택 수정' }).isDisabled()).toBe(true);
      await grid.getByText(LINES.edit, { exact: true }).click();
      await list.getByRole('button', { name: '선택 수정', disabled: false }).click();
      await page.waitForURL(/\/transport\/arrivals-editor\/\d+$/);
      await page.getByRole('heading', { name: '배송 처리', level: 1 }).waitFor();
      await page.getByText(LINES.edit, { exact: true }).waitFor();
      expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);

      // A date without a manager: the shared schema's message.
      await page.getByLabel('배송 완료일').fill(TODAY);
      await page.getByRole('button', { name: '저장' }).click();
      await waitForToast(page, '배송 담당은 필수 입력 항목입니다.');

      await page.getByRole('textbox', { name: '배송 담당' }).fill('이배송');
      await page.getByRole('combobox', { name: '배송 구분' }).click();
      await page.getByRole('option', { name: '직송' }).click();
      await page.getByRole('checkbox', { name: '픽업 확인' }).check();
      await page.getByRole('textbox', { name: '메모' }).fill('경비실 보관');
      const homeRefetched = page.waitForResponse(
        async (response) =>
          response.url().endsWith('/graphql') &&
          (response.request().postData() ?? '').includes('"operationName":"DeliveryStatus"') &&
          (await response.text()).includes('이배송'),
      );
      await page.getByRole('button', { name: '저장' }).click();
      await waitForToast(page, '배송 정보가 저장되었습니다.');

      // Back on the list with its filters, the line delivered.
      await page.waitForURL(/\/transport\/arrivals\?/);
      expect(page.url()).toContain(`receiverCompanyNm=${encodeURIComponent(RECEIVER)}`);
      const row = grid.getByRole('row').filter({ hasText: LINES.edit });
      await row.getByText('이배송', { exact: true }).waitFor();
      await row.locator('.MuiChip-root').filter({ hasText: TODAY }).waitFor();
      await row.getByText('직송', { exact: true }).waitFor();

      // The home grid asks again (its cached page was evicted) and shows the manager.
      await navigateInApp(page, '/dashboard');
      await homeRefetched;
      await scrollGridRight(page, '오늘의 배송 확인 현황');
      await home.getByRole('grid').getByText('이배송', { exact: true }).waitFor();
    },
  );

  e2eTest(
    suite,
    'a line changed by someone else since it was opened offers to load it again',
    async (page) => {
      await signInAt(page, '도착 물품', '/transport/arrivals');
      const grid = listCard(page, '도착 물품 목록').getByRole('grid');
      await searchByReceiver(page, RECEIVER);
      await grid.getByText(LINES.stale, { exact: true }).click();
      await page.getByRole('button', { name: '선택 수정', disabled: false }).click();
      await page.getByRole('heading', { name: '배송 처리', level: 1 }).waitFor();
      const manager = page.getByRole('textbox', { name: '배송 담당' });
      await manager.waitFor();

      await suite.server.db.orm.em
        .fork()
        .execute(`update shipment set memo = '다른 사람', version = version + 1 where waybill_no = ?`, [
          LINES.stale,
        ]);
      await manager.fill('박배송');
      await page.getByLabel('배송 완료일').fill(TODAY);
      await page.getByRole('combobox', { name: '배송 구분' }).click();
      await page.getByRole('option', { name: '택배' }).click();
      await page.getByRole('button', { name: '저장' }).click();
      const alert = page.getByRole('alert').filter({ hasText: '다른 사용자가 먼저' });
      await alert.waitFor();
      await alert.getByRole('button', { name: '다시 불러오기' }).click();
      await alert.waitFor({ state: 'hidden' });
      await waitForInputValue(page.getByRole('textbox', { name: '메모' }), '다른 사람');
      expect(await manager.inputValue()).toBe('');
    },
  );

  e2eTest(suite, 'scans with the keyboard alone: delivered, already delivered, unknown', async (page) => {
    await signInAt(page, '도착 물품', '/transport/arrivals');
    const openButton = page.getByRole('button', { name: '스캔 배송 완료' });
    await openButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '스캔 배송 완료' });
    await dialog.waitFor();
    const field = dialog.getByRole('textbox', { name: '운송장 번호' });
    await field.waitFor();
    // The field takes the focus as the dialog opens: the scanner can start at once.
    await page.waitForFunction((input) => input === document.activeElement, await field.elementHandle());
    expect(await seriousAxeViolations(page, { include: '[role="dialog"]' })).toEqual([]);

    const results = dialog.getByRole('list', { name: /스캔 결과/ });
    const status = dialog.getByRole('status');
    // A scanner types the digits and Enter; so does this.
    await page.keyboard.type(LINES.scan);
    await page.keyboard.press('Enter');
    await results.getByRole('listitem').first().filter({ hasText: '완료' }).waitFor();
    expect(await field.inputValue()).toBe('');
    await status.getByText(`${LINES.scan} 완료`).waitFor();

    await page.keyboard.type(LINES.scan);
    await page.keyboard.press('Enter');
    await results
      .getByRole('listitem')
      .first()
      .filter({ hasText: `이미 배송 완료 (${TODAY})` })
      .waitFor();

    await page.keyboard.type('123456789012');
    await page.keyboard.press('Enter');
    await results.getByRole('listitem').first().filter({ hasText: '없는 번호' }).waitFor();
    await status.getByText('123456789012 없는 번호').waitFor();
    expect(await results.getByRole('listitem').count()).toBe(3);
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await seriousAxeViolations(page, { include: '[role="dialog"]' })).toEqual([]);

    // Esc closes it; the list behind shows the scanned line delivered by the signed-in user.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await searchByReceiver(page, RECEIVER);
    const row = listCard(page, '도착 물품 목록')
      .getByRole('grid')
      .getByRole('row')
      .filter({ hasText: LINES.scan });
    await row.getByText(DEMO_ADMIN.name, { exact: true }).waitFor();
  });
});
