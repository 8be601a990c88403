import { seoulToday } from '@parcel/shared/dates/seoul-date';
import ExcelJS from 'exceljs';
import type { FileChooser, Locator, Page } from 'playwright-core';
import {
  e2eTest,
  isFocused,
  listCard,
  openFromMenu,
  seriousAxeViolations,
  signIn,
  tabUntil,
  useE2eSuite,
  waitForToast,
} from './harness';
import { billLastMonth, LAST_MONTH } from './month-end-invoice';

// 입금 내역 반영 (/settlement/deposits, issue 25): last month's month-end invoice of a demo supplier
// is owed; a bank export built here (a title above its header, a withdrawal, a total) holds a deposit
// from one owing company of exactly its amount (matched by itself) and one from a stranger, matched
// by hand to another company found by name; both are applied and 미수금 관리 shows both companies
// owing less. Then the same with the keyboard alone.
const suite = useE2eSuite();

const PATH = '/settlement/deposits';
const PREVIEW = '3. 입금 확인';
const won = (value: number) => value.toLocaleString('ko-KR');
/** A name that begins with this text (company names hold brackets: (주)). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const [THIS_YEAR, THIS_MONTH, TODAY] = seoulToday().split('-').map(Number) as [number, number, number];

const execute = <T extends object>(text: string, params: unknown[] = []) =>
  suite.server.db.orm.em.fork().execute<T[]>(text, params);

interface OwedRow {
  companyNm: string;
  owed: number;
}

/**
 * Rows of that invoice still owed, largest first, of companies whose name no other company has and
 * none of whose other rows owes the same amount (so a deposit of it from the company is 일치).
 */
async function owedRows(billCompanyId: number): Promise<OwedRow[]> {
  const rows = await execute<{ companyNm: string; owed: string }>(
    `with open_row as (
       select d.bill_history_detail_id, d.company_id, h.bill_company_id, h.year, h.month,
              d.tot_amount - coalesce((select sum(p.amount) from payment p
                                        where p.bill_history_detail_id = d.bill_history_detail_id
                                          and p.deleted_at is null), 0) as owed
         from bill_history_detail d join bill_history h using (bill_history_id)
        where h.period_end <= cast(? as date))
     select c.company_nm as "companyNm", r.owed
       from open_row r join company c using (company_id)
      where r.bill_company_id = ? and r.year = ? and r.month = ? and r.owed > 0
        and char_length(c.company_nm) >= 2
        and not exists (select 1 from company o where o.company_id <> c.company_id and o.company_nm = c.company_nm)
        and not exists (select 1 from open_row x where x.company_id = r.company_id
                           and x.bill_history_detail_id <> r.bill_history_detail_id and x.owed = r.owed)
      order by r.owed desc, r.bill_history_detail_id`,
    [seoulToday(), billCompanyId, LAST_MONTH.year, LAST_MONTH.month],
  );
  if (rows.length < 4) throw new Error('the invoice bills too few companies');
  return rows.map((row) => ({ companyNm: row.companyNm, owed: Number(row.owed) }));
}

/**
 * What a company owes in all, as 미수금 관리 computes it today: Seoul's today, as the app dates
 * payments (the database server's current_date is a day behind from 00:00 to 09:00 in Seoul).
 */
async function companyOwed(companyNm: string): Promise<number> {
  const [row] = await execute<{ owed: string }>(
    `select coalesce((select sum(d.tot_amount) from bill_history_detail d join bill_history h using (bill_history_id)
                       where d.company_id = c.company_id and h.period_end <= cast(? as date)), 0)
          - coalesce((select sum(p.amount) from payment p join bill_history_detail d using (bill_history_detail_id)
                       where d.company_id = c.company_id and p.deleted_at is null and p.paid_on <= cast(? as date)), 0) as owed
       from company c where c.company_nm = ?`,
    [seoulToday(), seoulToday(), companyNm],
  );
  return Number(row!.owed);
}

/** Today at a time, as a date cell (exceljs writes a Date's UTC wall time). */
const today = (hour: number, minute: number) =>
  new Date(Date.UTC(THIS_YEAR, THIS_MONTH - 1, TODAY, hour, minute));

/** A bank export: title lines, the header, a deposit from each depositor, a withdrawal and the total. */
async function bankFile(deposits: { depositor: string; amount: number; at: Date }[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('거래내역');
  sheet.addRow(['거래내역조회']);
  sheet.addRow(['계좌번호', '123456-01-234567']);
  sheet.addRow(['거래일시', '적요', '보낸분/받는분', '출금액(원)', '입금액(원)', '잔액(원)']);
  let balance = 1_000_000;
  for (const { depositor, amount, at } of deposits) {
    balance += amount;
    sheet.addRow([at, '타행이체', depositor, 0, amount, balance]).getCell(1).numFmt = 'yyyy-mm-dd hh:mm';
  }
  sheet.addRow([today(23, 0), '카드대금', '', 5_000, 0, balance - 5_000]).getCell(1).numFmt =
    'yyyy-mm-dd hh:mm';
  sheet.addRow(['합계', '', '', 5_000, deposits.reduce((sum, deposit) => sum + deposit.amount, 0), '']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const preview = (page: Page) => listCard(page, PREVIEW);
const lineOf = (page: Page, depositor: string): Locator =>
  preview(page)
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name: depositor, exact: true }) });

async function expectOwing(page: Page, companyNm: string, owed: number): Promise<void> {
  const name = page.getByRole('search').getByRole('textbox', { name: '업체명' });
  await name.fill(companyNm);
  await name.press('Enter');
  const list = page.getByRole('region', { name: /^업체별 미수금/ });
  await list
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name: companyNm, exact: true }) })
    .locator('[data-field="outstanding"]')
    .getByText(won(owed), { exact: true })
    .waitFor();
}

describe('bank deposits', () => {
  e2eTest(suite, 'uploads a bank file, applies one matched and one hand-matched deposit', async (page) => {
    await signIn(page);
    const [matched, manual] = await owedRows(await billLastMonth(suite, page));
    const before = {
      matched: await companyOwed(matched!.companyNm),
      manual: await companyOwed(manual!.companyNm),
    };
    const stranger = '김입금이';
    const file = await bankFile([
      { depositor: matched!.companyNm, amount: matched!.owed, at: today(9, 10) },
      { depositor: stranger, amount: 12_345, at: today(9, 40) },
    ]);

    await openFromMenu(page, '입금 내역 반영', PATH);
    expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);
    await page.getByRole('combobox', { name: '은행' }).fill('국민은행');
    await page.keyboard.press('Escape');
    await page.getByLabel('올릴 파일').setInputFiles({
      name: '거래내역.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    await page.getByRole('button', { name: '올리기' }).click();
    await waitForToast(page, '입금 2건을 읽었습니다. 일치: 1건');
    expect(new URL(page.url()).searchParams.get('id')).toMatch(/^\d+$/);

    // The company's own deposit of exactly its amount is matched and chosen; the stranger's is not.
    const own = lineOf(page, matched!.companyNm);
    await own.getByRole('gridcell', { name: '일치' }).waitFor();
    await own
      .getByText(
        `${matched!.companyNm} ${LAST_MONTH.year}년 ${LAST_MONTH.month}월 (미수 ${won(matched!.owed)}원)`,
      )
      .waitFor();
    const strangers = lineOf(page, stranger);
    await strangers.getByRole('gridcell', { name: '미확인' }).waitFor();
    await preview(page).getByRole('button', { name: '선택한 입금 반영 (1건)' }).waitFor();
    expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);

    // The status filter: 미확인 only.
    await preview(page).getByRole('button', { name: '미확인 1' }).click();
    await own.waitFor({ state: 'detached' });
    await preview(page).getByRole('button', { name: '전체 2' }).click();

    // The manual match: the company found by name, its row chosen.
    await strangers.getByRole('button', { name: /행 청구 선택$/ }).click();
    const dialog = page.getByRole('dialog', { name: /^반영할 청구 선택/ });
    await dialog.getByText('맞는 청구 내역이 없습니다. 업체를 찾아보세요.').waitFor();
    const search = dialog.getByRole('combobox', { name: '다른 업체에서 찾기' });
    await search.fill(manual!.companyNm);
    await page
      .getByRole('option', { name: startsWith(manual!.companyNm) })
      .first()
      .click();
    const rowLabel = `${manual!.companyNm} ${LAST_MONTH.year}년 ${LAST_MONTH.month}월 (미수 ${won(manual!.owed)}원)`;
    await dialog.getByRole('radio', { name: startsWith(rowLabel) }).check();
    expect(await seriousAxeViolations(page, { include: '.MuiDialog-root' })).toEqual([]);
    await dialog.getByRole('button', { name: '선택' }).click();
    await strangers.getByText(rowLabel).waitFor();

    await preview(page).getByRole('button', { name: '선택한 입금 반영 (2건)' }).click();
    const confirm = page.getByRole('alertdialog', { name: '입금 반영' });
    await confirm.getByText(`고른 입금 2건, ${won(matched!.owed + 12_345)}원을`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: '반영' }).click();
    const done = `입금 2건, ${won(matched!.owed + 12_345)}원을 반영했습니다. 직접 고른 입금자명 1개를 기억합니다.`;
    await waitForToast(page, done);
    await own.getByRole('gridcell', { name: '이미 반영' }).waitFor();
    await strangers.getByRole('gridcell', { name: '이미 반영' }).waitFor();

    // 미수금 관리: both companies owe less by what came in.
    await page.getByRole('link', { name: '미수금 관리에서 확인' }).click();
    await page.getByRole('heading', { name: '미수금 관리', level: 1 }).waitFor();
    await expectOwing(page, matched!.companyNm, before.matched - matched!.owed);
    await expectOwing(page, manual!.companyNm, before.manual - 12_345);
  });

  e2eTest(suite, 'matches a deposit by hand and applies it with the keyboard alone', async (page) => {
    const chooser = new Promise<FileChooser>((resolve) => page.once('filechooser', resolve));
    await signIn(page);
    const rows = await owedRows(await billLastMonth(suite, page));
    const manual = rows[3]!;
    const before = await companyOwed(manual.companyNm);
    const stranger = '박키보드';
    const file = await bankFile([{ depositor: stranger, amount: 7_000, at: today(10, 5) }]);
    await page.goto(PATH);
    await page.getByRole('heading', { name: '입금 내역 반영', level: 1 }).waitFor();
    const keys = page.keyboard;

    // The bank typed, 파일 선택 by Enter, 올리기 by Enter.
    await tabUntil(page, page.getByRole('combobox', { name: '은행' }));
    await keys.type('신한은행');
    await tabUntil(page, page.getByRole('button', { name: '파일 선택' }));
    await keys.press('Enter');
    await (
      await chooser
    ).setFiles({
      name: '신한.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    await tabUntil(page, page.getByRole('button', { name: '올리기' }));
    await keys.press('Enter');
    await waitForToast(page, '입금 1건을 읽었습니다. 일치: 0건');

    // Into the grid with Tab, then → to the line's 청구 선택 and Enter.
    const choose = lineOf(page, stranger).getByRole('button', { name: /행 청구 선택$/ });
    const inGrid = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="grid"]')));
    for (let presses = 0; !(await inGrid()); presses += 1) {
      if (presses > 80) throw new Error('the preview was not reached with Tab');
      await keys.press('Tab');
    }
    await keys.press('ArrowDown');
    for (let presses = 0; !(await isFocused(choose)); presses += 1) {
      if (presses > 15) throw new Error('청구 선택 was not reached with →');
      await keys.press('ArrowRight');
    }
    await keys.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^반영할 청구 선택/ });
    const search = dialog.getByRole('combobox', { name: '다른 업체에서 찾기' });
    await search.waitFor();
    await tabUntil(page, search, 10);
    await keys.type(manual.companyNm);
    await page
      .getByRole('option', { name: startsWith(manual.companyNm) })
      .first()
      .waitFor();
    await keys.press('ArrowDown');
    await keys.press('Enter');
    const rowLabel = `${manual.companyNm} ${LAST_MONTH.year}년 ${LAST_MONTH.month}월 (미수 ${won(manual.owed)}원)`;
    const radio = dialog.getByRole('radio', { name: startsWith(rowLabel) });
    await radio.waitFor();
    // Tab reaches the radio group (its checked radio, or the first); ↓/↑ move within it.
    await tabUntil(page, dialog.getByRole('radio').first(), 10);
    for (let presses = 0; !(await radio.isChecked()); presses += 1) {
      if (presses > 20) throw new Error(`the row ${rowLabel} was not reached with ↓`);
      await keys.press(presses === 0 ? 'Space' : 'ArrowDown');
    }
    await tabUntil(page, dialog.getByRole('button', { name: '선택' }), 10);
    await keys.press('Enter');
    await lineOf(page, stranger).getByText(rowLabel).waitFor();

    const apply = preview(page).getByRole('button', { name: '선택한 입금 반영 (1건)' });
    await tabUntil(page, apply);
    await keys.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: '입금 반영' });
    const yes = confirm.getByRole('button', { name: '반영' });
    await tabUntil(page, yes, 5);
    await keys.press('Enter');
    await waitForToast(page, '입금 1건, 7,000원을 반영했습니다. 직접 고른 입금자명 1개를 기억합니다.');
    await lineOf(page, stranger).getByRole('gridcell', { name: '이미 반영' }).waitFor();
    expect(await companyOwed(manual.companyNm)).toBe(before - 7_000);
  });
});
