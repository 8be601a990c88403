import { seoulToday } from '@parcel/shared/dates/seoul-date';
import type { Locator, Page } from 'playwright-core';
import {
  e2eTest,
  isFocused,
  listCard,
  openFromMenu,
  readAccessToken,
  seriousAxeViolations,
  signIn,
  tabUntil,
  useE2eSuite,
  waitForToast,
} from './harness';

// 월 마감 (/settlement/close): this month's day-30 invoice of a demo supplier, generated through the
// API, closed from the board (confirmation), shown closed, reopened by the admin with a reason (the
// reason is required), and closed once more with the keyboard alone.
const suite = useE2eSuite();

const [YEAR, MONTH] = seoulToday().split('-').map(Number) as [number, number];
const BOARD = `${YEAR}년 ${MONTH}월 마감 현황`;

/** The demo supplier with the most shipper companies billed at month end, and its name. */
async function monthEndSupplier(): Promise<{ billCompanyId: number; companyNm: string }> {
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

async function generateInvoice(page: Page, billCompanyId: number): Promise<void> {
  const token = await readAccessToken(page);
  const answer = await page.request.post('/api/bill-history/insert', {
    headers: { Authorization: `Bearer ${token}` },
    data: { billCompanyId, year: YEAR, month: MONTH, billCd: '30' },
  });
  if (!answer.ok()) throw new Error(`generating the invoice answered ${answer.status()}`);
}

/** The board's row of the supplier's month-end invoice. */
const supplierRow = (grid: Locator, supplierNm: string) =>
  grid.getByRole('row').filter({ hasText: supplierNm }).filter({ hasText: '말일' });

describe('month-end close', () => {
  e2eTest(suite, 'closes an invoice, shows it closed, and reopens it with a reason', async (page) => {
    await signIn(page);
    const supplier = await monthEndSupplier();
    await generateInvoice(page, supplier.billCompanyId);
    await openFromMenu(page, '월 마감', '/settlement/close');
    const board = listCard(page, BOARD);
    const row = supplierRow(board.getByRole('grid'), supplier.companyNm);
    await row.getByText('열림').waitFor();
    await row.getByRole('link', { name: /^생성됨 \(\d+곳\)$/ }).waitFor();
    expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);

    // 마감: select the row, confirm.
    await row.getByRole('gridcell').first().click();
    await board.getByRole('button', { name: '마감', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: '마감' });
    await confirm
      .getByText(`${supplier.companyNm} 말일 청구서를 마감하시겠습니까?`, { exact: false })
      .waitFor();
    expect(await seriousAxeViolations(page, { include: '.MuiDialog-root' })).toEqual([]);
    await confirm.getByRole('button', { name: '마감', exact: true }).click();
    await waitForToast(page, `${YEAR}년 ${MONTH}월 ${supplier.companyNm} 말일 청구서를 마감했습니다.`);
    await row.getByText(/^마감됨/).waitFor();
    await page.getByRole('alert').filter({ hasText: '마감되었습니다.' }).waitFor();
    expect(await board.getByRole('button', { name: '마감', exact: true }).isDisabled()).toBe(true);

    // 마감 해제: the reason is required.
    await board.getByRole('button', { name: '마감 해제' }).click();
    const reopen = page.getByRole('dialog', { name: '마감 해제' });
    await reopen.getByRole('button', { name: '마감 해제' }).click();
    await reopen.getByText('해제 사유는 필수 입력 항목입니다.').waitFor();
    expect(await seriousAxeViolations(page, { include: '.MuiDialog-root' })).toEqual([]);
    await reopen.getByRole('textbox', { name: '해제 사유' }).fill('수량 정정 요청');
    await reopen.getByRole('button', { name: '마감 해제' }).click();
    await waitForToast(page, `${YEAR}년 ${MONTH}월 ${supplier.companyNm} 말일 청구서의 마감을 해제했습니다.`);
    await row.getByText('열림').waitFor();
    await page.getByRole('alert').filter({ hasText: '마감 해제(수량 정정 요청)' }).waitFor();
    expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);
  });

  e2eTest(suite, 'closes an invoice with the keyboard alone', async (page) => {
    await signIn(page);
    const supplier = await monthEndSupplier();
    await generateInvoice(page, supplier.billCompanyId);
    await openFromMenu(page, '월 마감', '/settlement/close');
    const board = listCard(page, BOARD);
    const grid = board.getByRole('grid');
    const row = supplierRow(grid, supplier.companyNm);
    await row.getByText('열림').waitFor();

    // Into the grid with Tab, ↓ to the supplier's row, Shift+Space selects it (DataGrid's row selection key).
    const inGrid = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="grid"]')));
    for (let presses = 0; !(await inGrid()); presses += 1) {
      if (presses > 60) throw new Error('the board was not reached with Tab');
      await page.keyboard.press('Tab');
    }
    for (let presses = 0; ; presses += 1) {
      const text = await page.evaluate(
        () => document.activeElement?.closest('[role="row"]')?.textContent ?? '',
      );
      if (text.includes(supplier.companyNm) && text.includes('말일')) break;
      if (presses > 40) throw new Error(`the row of ${supplier.companyNm} was not reached with ↓`);
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Shift+Space');
    const close = board.getByRole('button', { name: '마감', exact: true });
    await page.waitForFunction(
      (button) => !(button as HTMLButtonElement).disabled,
      await close.elementHandle(),
    );
    await tabUntil(page, close);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: '마감' });
    await confirm.waitFor();
    // The focus starts on 취소; Tab to 마감, Enter.
    const confirmButton = confirm.getByRole('button', { name: '마감', exact: true });
    await page.keyboard.press('Tab');
    if (!(await isFocused(confirmButton))) throw new Error('Tab did not reach 마감 in the confirmation');
    await page.keyboard.press('Enter');
    await waitForToast(page, `${YEAR}년 ${MONTH}월 ${supplier.companyNm} 말일 청구서를 마감했습니다.`);
    await row.getByText(/^마감됨/).waitFor();
  });
});
