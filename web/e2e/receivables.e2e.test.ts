import { seoulToday } from '@parcel/shared/dates/seoul-date';
import type { Locator, Page } from 'playwright-core';
import {
  e2eTest,
  isFocused,
  openFromMenu,
  seriousAxeViolations,
  signIn,
  tabUntil,
  useE2eSuite,
  waitForToast,
} from './harness';
import { billLastMonth } from './month-end-invoice';

// 미수금 관리 (/settlement/receivables): last month's month-end invoice of a demo supplier is owed in
// full; a payment recorded on the screen lowers the company's outstanding amount, its ledger shows
// it with the running balance, and deleting it (a reason is required) restores the amount. Then a
// payment entered with the keyboard alone.
const suite = useE2eSuite();

const won = (value: number) => value.toLocaleString('ko-KR');

const execute = <T extends object>(text: string, params: unknown[] = []) =>
  suite.server.db.orm.em.fork().execute<T[]>(text, params);

/** A company of that invoice whose name no other company has, owed the most (after `skip`), and what it owes. */
async function mostOwed(billCompanyId: number, skip = 0): Promise<{ companyNm: string; owed: number }> {
  const [company] = await execute<{ companyNm: string; owed: string }>(
    `select c.company_nm as "companyNm", sum(d.tot_amount) - coalesce((
              select sum(p.amount) from payment p join bill_history_detail pd using (bill_history_detail_id)
               where pd.company_id = c.company_id and p.deleted_at is null), 0) as owed
       from bill_history_detail d join bill_history h using (bill_history_id) join company c using (company_id)
      where h.period_end <= cast(? as date)
        and exists (select 1 from bill_history_detail x join bill_history xh using (bill_history_id)
                     where x.company_id = c.company_id and xh.bill_company_id = ? and x.tot_amount > 0)
        and not exists (select 1 from company o where o.company_id <> c.company_id and o.company_nm = c.company_nm)
      group by c.company_id, c.company_nm order by owed desc, c.company_id offset ? limit 1`,
    [seoulToday(), billCompanyId, skip],
  );
  if (!company) throw new Error('the invoice bills no company');
  return { companyNm: company.companyNm, owed: Number(company.owed) };
}

const listOf = (page: Page) => page.getByRole('region', { name: /^업체별 미수금/ });
const rowOf = (list: Locator, companyNm: string) =>
  list.getByRole('row').filter({ has: list.page().getByRole('gridcell', { name: companyNm, exact: true }) });

async function searchCompany(page: Page, companyNm: string): Promise<void> {
  const name = page.getByRole('search').getByRole('textbox', { name: '업체명' });
  await name.fill(companyNm);
  await name.press('Enter');
}

describe('receivables', () => {
  e2eTest(
    suite,
    'records a payment, sees the outstanding amount fall, and deletes it with a reason',
    async (page) => {
      await signIn(page);
      const { companyNm, owed } = await mostOwed(await billLastMonth(suite, page));
      await openFromMenu(page, '미수금 관리', '/settlement/receivables');
      const list = listOf(page);
      await list.getByRole('grid').waitFor();
      expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);

      await searchCompany(page, companyNm);
      const row = rowOf(list, companyNm);
      const outstanding = row.locator('[data-field="outstanding"]');
      await outstanding.getByText(won(owed), { exact: true }).waitFor();

      // 입금 등록: the oldest row still owed is chosen and its amount offered; 10,000 is paid.
      await row.getByRole('gridcell').first().click();
      await list.getByRole('button', { name: '입금 등록' }).click();
      const dialog = page.getByRole('dialog', { name: `입금 등록 - ${companyNm}` });
      const amount = dialog.getByRole('textbox', { name: '입금액' });
      await amount.waitFor();
      expect(await seriousAxeViolations(page, { include: '.MuiDialog-root' })).toEqual([]);
      await amount.fill('0');
      await dialog.getByRole('button', { name: '등록' }).click();
      await dialog.getByText('입금액은 1원 이상이어야 합니다.').first().waitFor();
      await amount.fill('10000');
      await dialog.getByRole('button', { name: '등록' }).click();
      await waitForToast(page, '입금이 등록되었습니다.');
      await outstanding.getByText(won(owed - 10_000), { exact: true }).waitFor();
      await row.locator('[data-field="paid"]').getByText('10,000', { exact: true }).waitFor();

      // 거래 원장: the payment with the balance after it; deleting it asks why.
      await list.getByRole('button', { name: '거래 원장' }).click();
      const ledger = page.getByRole('dialog', { name: `거래 원장 - ${companyNm}` });
      const paymentLine = ledger.getByRole('row').filter({ hasText: '입금 (계좌이체' });
      await paymentLine.getByRole('cell', { name: '10,000', exact: true }).waitFor();
      await ledger
        .getByRole('row')
        .filter({ hasText: '기말 잔액' })
        .getByText(won(owed - 10_000))
        .waitFor();
      expect(await seriousAxeViolations(page, { include: '.MuiDialog-root' })).toEqual([]);
      await paymentLine.getByRole('button', { name: /삭제$/ }).click();
      const reason = page.getByRole('dialog', { name: '입금 삭제' });
      await reason.getByRole('button', { name: '삭제' }).click();
      await reason.getByText('삭제 사유는 필수 입력 항목입니다.').waitFor();
      await reason.getByRole('textbox', { name: '삭제 사유' }).fill('다른 업체 입금');
      await reason.getByRole('button', { name: '삭제' }).click();
      await waitForToast(page, '입금이 삭제되었습니다.');
      await ledger.getByRole('row').filter({ hasText: '삭제: 다른 업체 입금' }).waitFor();
      await ledger.getByRole('button', { name: '닫기' }).click();
      await outstanding.getByText(won(owed), { exact: true }).waitFor();
    },
  );

  e2eTest(suite, 'enters a payment with the keyboard alone', async (page) => {
    await signIn(page);
    const { companyNm, owed } = await mostOwed(await billLastMonth(suite, page), 1);
    await openFromMenu(page, '미수금 관리', '/settlement/receivables');
    const list = listOf(page);
    await list.getByRole('grid').waitFor();

    const name = page.getByRole('search').getByRole('textbox', { name: '업체명' });
    await tabUntil(page, name);
    await page.keyboard.type(companyNm);
    await page.keyboard.press('Enter');
    const row = rowOf(list, companyNm);
    const outstanding = row.locator('[data-field="outstanding"]');
    await outstanding.getByText(won(owed), { exact: true }).waitFor();

    // Into the grid with Tab, ↓ from the header to the (only) row, Shift+Space selects it.
    const inGrid = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="grid"]')));
    for (let presses = 0; !(await inGrid()); presses += 1) {
      if (presses > 60) throw new Error('the list was not reached with Tab');
      await page.keyboard.press('Tab');
    }
    for (let presses = 0; ; presses += 1) {
      const text = await page.evaluate(
        () => document.activeElement?.closest('[role="row"]')?.textContent ?? '',
      );
      if (text.includes(companyNm)) break;
      if (presses > 5) throw new Error(`the row of ${companyNm} was not reached with ↓`);
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Shift+Space');
    const record = list.getByRole('button', { name: '입금 등록' });
    await page.waitForFunction(
      (button) => !(button as HTMLButtonElement).disabled,
      await record.elementHandle(),
    );
    await tabUntil(page, record);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: `입금 등록 - ${companyNm}` });
    const amount = dialog.getByRole('textbox', { name: '입금액' });
    await amount.waitFor();
    await tabUntil(page, amount, 10);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('25000');
    const method = dialog.getByRole('combobox', { name: '입금 방법' });
    await page.keyboard.press('Tab');
    if (!(await isFocused(method))) throw new Error('Tab did not reach 입금 방법');
    // 현금: open the list with the arrow key, choose with Enter.
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: '현금' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await dialog.getByRole('combobox', { name: '입금 방법' }).getByText('현금').waitFor();
    // Enter in a text field submits the form.
    await tabUntil(page, dialog.getByRole('textbox', { name: '입금자' }), 5);
    await page.keyboard.press('Enter');
    await waitForToast(page, '입금이 등록되었습니다.');
    await outstanding.getByText(won(owed - 25_000), { exact: true }).waitFor();
  });
});
