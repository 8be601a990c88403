import { rowBuilders } from '@parcel/db/src/testing/builders';
import type { Page } from 'playwright-core';
import {
  e2eTest,
  listCard,
  useE2eSuite,
  waitForRowCount,
  waitForToast,
  signInAt,
  seriousAxeViolations,
} from './harness';

const suite = useE2eSuite();

const SENDER = '이투이발송상사';
const DOOMED = '이투이지울상사';

/** Inserts a transport of today with its receivers, each with goods lines ([qty, unit price]). */
async function insertTransport(companyNm: string, receivers: [string, [number, number][]][]) {
  await rowBuilders(() => suite.server.db.orm.em.fork()).aTransport({
    company_nm: companyNm,
    receivers: receivers.map(([name, lines]) => ({
      company_nm: name,
      shipments: lines.map(([qty, untpc]) => ({ qty, untpc })),
    })),
  });
}

beforeAll(async () => {
  await insertTransport(SENDER, [
    [
      '이투이받는곳가',
      [
        [2, 4000],
        [1, 3000],
      ],
    ],
    ['이투이받는곳나', [[2, 3500]]],
  ]);
  await insertTransport(DOOMED, [['이투이지울받는곳', [[1, 5000]]]]);
});

async function openShipmentsPage(page: Page) {
  await signInAt(page, '운송 정보 입력', '/transport/shipments');
}

async function searchBySender(page: Page, name: string) {
  const filter = page.getByRole('search').getByRole('textbox', { name: '보내는 곳' });
  await filter.fill(name);
  await filter.press('Enter');
}

describe('shipments list', () => {
  e2eTest(suite, "filters by sender, shows a transport's goods with their sums, exports", async (page) => {
    await openShipmentsPage(page);
    const list = listCard(page, '운송 정보 목록');
    const grid = list.getByRole('grid');
    await searchBySender(page, '이투이발송');
    // One row per receiver, and the header row.
    await waitForRowCount(grid, { exactly: 3 });
    await grid.getByText('이투이받는곳가', { exact: true }).waitFor();
    await grid.getByText('이투이받는곳나', { exact: true }).waitFor();
    expect(page.url()).toContain(`senderCompanyNm=${encodeURIComponent('이투이발송')}`);
    expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);

    // The goods overlay: every line of the transport, the sums of quantity and amount.
    await grid
      .getByRole('button', { name: `${SENDER} 물품 상세 보기` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: `물품 상세 정보 - ${SENDER}` });
    await dialog.waitFor();
    await waitForRowCount(dialog.getByRole('grid'), { exactly: 4 });
    await dialog.getByText('수량 합계 5', { exact: true }).waitFor();
    await dialog.getByText('금액 합계 18,000원', { exact: true }).waitFor();
    expect(await seriousAxeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
    await dialog.getByRole('button', { name: '닫기' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // 엑셀 다운로드: the filtered list as an .xlsx.
    const download = page.waitForEvent('download');
    await list.getByRole('button', { name: '엑셀 다운로드' }).click();
    expect((await download).suggestedFilename()).toBe('운송정보목록.xlsx');
  });

  e2eTest(suite, 'deletes the selected transport after the confirmation', async (page) => {
    await openShipmentsPage(page);
    const list = listCard(page, '운송 정보 목록');
    const grid = list.getByRole('grid');
    await searchBySender(page, DOOMED);
    await waitForRowCount(grid, { exactly: 2 });
    expect(await list.getByRole('button', { name: '선택 삭제' }).isDisabled()).toBe(true);
    await grid.getByText('이투이지울받는곳', { exact: true }).click();

    await list.getByRole('button', { name: '선택 삭제', disabled: false }).click();
    const confirm = page.getByRole('alertdialog', { name: '운송 정보 삭제' });
    await confirm.waitFor();
    expect(await seriousAxeViolations(page, { include: '[role="alertdialog"]' })).toEqual([]);
    await confirm.getByRole('button', { name: '취소' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await grid.getByText('이투이지울받는곳', { exact: true }).waitFor();

    await list.getByRole('button', { name: '선택 삭제', disabled: false }).click();
    await confirm.getByRole('button', { name: '삭제', exact: true }).click();
    await waitForToast(page, '운송 정보가 삭제되었습니다.');
    await grid.getByText('등록된 운송 정보가 없습니다.').waitFor();
  });

  e2eTest(suite, 'edit and add go to the shipment editor', async (page) => {
    await openShipmentsPage(page);
    const list = listCard(page, '운송 정보 목록');
    await list.getByRole('button', { name: '신규 추가' }).click();
    await page.waitForURL('**/transport/shipments-editor');
    await page.goBack();
    await searchBySender(page, '이투이발송');
    await list.getByRole('grid').getByText('이투이받는곳나', { exact: true }).click();
    await list.getByRole('button', { name: '선택 수정', disabled: false }).click();
    await page.waitForURL(/\/transport\/shipments-editor\/\d+$/);
  });
});
