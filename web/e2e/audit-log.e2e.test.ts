import { rowBuilders } from '@parcel/db/src/testing/builders';
import { DEMO_USER_PASSWORD } from '@parcel/db';
import type { Locator, Page } from 'playwright-core';
import {
  e2eTest,
  listCard,
  openFromMenu,
  rowCellTexts,
  seriousAxeViolations,
  signIn,
  tabUntil,
  useE2eSuite,
  waitForRowCount,
  waitForToast,
} from './harness';

// 변경 이력 (/settings/audit-log, 기본 설정): an admin renames a company in 업체 관리, then finds the
// change in the whole log filtered to 업체, with 상호 before and after in its detail; the same filter
// and detail with the keyboard alone; other roles have no menu entry and get the no-access page.
const suite = useE2eSuite();

const TITLE = '변경 이력';
const PATH = '/settings/audit-log';
const NO_ACCESS = '변경 이력 화면은 관리자만 볼 수 있습니다.';

/** A company registered by the system (no member), as an import would; its number. */
const insertCompany = (companyNm: string) =>
  rowBuilders(() => suite.server.db.orm.em.fork()).aCompany({
    ...{ company_nm: companyNm, representative_nm: '김대표', region_cd: 'DAEGU', region_dtl_cd: 'BUKGU' },
    ...{ address: '대구 북구 칠성로 9', biz_type: '운수업', biz_item: '화물운송', tel_no: '0539998877' },
    ...{ fax_no: '0539998878', email: 'log@example.com' },
  });

/** Renames the company through 업체 관리, as a person does. */
async function renameCompany(page: Page, companyNm: string, renamed: string): Promise<void> {
  await openFromMenu(page, '업체 관리', '/settings/companies');
  const list = listCard(page, '업체 목록');
  const filter = page.getByRole('search').getByRole('textbox', { name: '업체명' });
  await filter.fill(companyNm);
  await filter.press('Enter');
  const grid = list.getByRole('grid');
  await waitForRowCount(grid, { exactly: 2 });
  await grid.getByRole('gridcell', { name: companyNm, exact: true }).click();
  await list.getByRole('button', { name: '선택 수정', disabled: false }).click();
  const dialog = page.getByRole('dialog', { name: '업체 정보 수정' });
  await dialog.getByRole('textbox', { name: '상호' }).fill(renamed);
  await dialog.getByRole('button', { name: '수정', exact: true }).click();
  await waitForToast(page, '업체 정보가 수정되었습니다.');
  await dialog.waitFor({ state: 'hidden' });
}

/** The admin's rename of the company in the log's grid. */
const renameRow = (grid: Locator, renamed: string) =>
  grid
    .getByRole('row')
    .filter({ has: grid.page().getByRole('gridcell', { name: renamed, exact: true }) })
    .filter({ has: grid.page().getByRole('gridcell', { name: '수정', exact: true }) });

/** 상호's before and after in the detail's table. */
async function nameChange(dialog: Locator): Promise<string[]> {
  const row = dialog
    .getByRole('row')
    .filter({ has: dialog.page().getByRole('rowheader', { name: '상호', exact: true }) });
  return row.getByRole('cell').allInnerTexts();
}

describe('변경 이력', () => {
  e2eTest(
    suite,
    "an admin finds a company's rename by its kind of record and opens its before and after, passing axe",
    async (page) => {
      const companyId = await insertCompany('이력조회상사');
      await signIn(page);
      await renameCompany(page, '이력조회상사', '이력조회상사2');

      await openFromMenu(page, TITLE, PATH);
      const search = page.getByRole('search');
      await search.getByRole('combobox', { name: '기록 종류' }).click();
      await page.getByRole('option', { name: '업체', exact: true }).click();
      await search.getByRole('button', { name: '검색' }).click();
      await page.waitForURL(/entity=COMPANY/);

      const list = listCard(page, '변경 이력 목록');
      const grid = list.getByRole('grid');
      // Newest first: the rename leads the page.
      const row = renameRow(grid, '이력조회상사2');
      const cells = await rowCellTexts(row);
      expect(cells.slice(1)).toEqual([
        '관리자 (admin)',
        '업체',
        String(companyId),
        '이력조회상사2',
        '수정',
        '상호',
      ]);
      expect(cells[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);

      await row.getByRole('gridcell', { name: '이력조회상사2' }).click();
      const dialog = page.getByRole('dialog', { name: '업체 이력조회상사2 변경 내역' });
      await dialog.waitFor();
      expect(await nameChange(dialog)).toEqual(['이력조회상사', '이력조회상사2']);
      expect(await seriousAxeViolations(page, { include: '.MuiDialog-root' })).toEqual([]);

      // Its record's whole history: the rename and the system's registration, nothing else.
      await dialog.getByRole('button', { name: '이 기록의 모든 이력' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.waitForURL((url) => url.searchParams.get('entityId') === String(companyId));
      await waitForRowCount(grid, { exactly: 3 });
      expect(await grid.locator('[data-field="memberName"][role="gridcell"]').allInnerTexts()).toEqual([
        '관리자 (admin)',
        '시스템',
      ]);
    },
  );

  e2eTest(suite, 'filters to one record and opens its change with the keyboard alone', async (page) => {
    const companyId = await insertCompany('키보드이력상사');
    await signIn(page);
    await renameCompany(page, '키보드이력상사', '키보드이력상사2');

    // The sidebar link, reached by Tab and followed with Enter.
    const link = page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: TITLE });
    await tabUntil(page, link);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${PATH}`);
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();

    // 기록 종류: ↓ opens its list on 전체, ↓ moves to 업체, Enter chooses it.
    const search = page.getByRole('search');
    const kind = search.getByRole('combobox', { name: '기록 종류' });
    await tabUntil(page, kind);
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: '전체' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await kind.getByText('업체', { exact: true }).waitFor();
    // 기록 번호, then Enter searches.
    const recordId = search.getByRole('textbox', { name: '기록 번호' });
    await tabUntil(page, recordId, 5);
    await page.keyboard.type(String(companyId));
    await page.keyboard.press('Enter');
    await page.waitForURL(
      (url) =>
        url.searchParams.get('entity') === 'COMPANY' &&
        url.searchParams.get('entityId') === String(companyId),
    );
    const grid = listCard(page, '변경 이력 목록').getByRole('grid');
    await waitForRowCount(grid, { exactly: 3 });

    // Into the grid with Tab, ↓ to the newest row (the rename), Enter opens it.
    const inGrid = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="grid"]')));
    for (let presses = 0; !(await inGrid()); presses += 1) {
      if (presses > 30) throw new Error('the list was not reached with Tab');
      await page.keyboard.press('Tab');
    }
    for (let presses = 0; ; presses += 1) {
      const text = await page.evaluate(
        () => document.activeElement?.closest('[role="row"]')?.textContent ?? '',
      );
      if (text.includes('키보드이력상사2') && text.includes('수정')) break;
      if (presses > 3) throw new Error('the rename was not reached with ↓');
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '업체 키보드이력상사2 변경 내역' });
    await dialog.waitFor();
    expect(await nameChange(dialog)).toEqual(['키보드이력상사', '키보드이력상사2']);

    // Esc closes it and gives the focus back to the grid.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await inGrid()).toBe(true);
  });

  e2eTest(suite, 'other roles neither see it in the menu nor use it', async (page) => {
    await signIn(page, { userId: 'demo_all', password: DEMO_USER_PASSWORD });
    const menu = page.getByRole('navigation', { name: '주 메뉴' });
    await menu.getByRole('link', { name: '업체 관리' }).waitFor();
    expect(await menu.getByRole('link', { name: TITLE }).count()).toBe(0);

    await page.goto(PATH);
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await page.getByText(NO_ACCESS, { exact: false }).waitFor();
    expect(await page.getByRole('grid').count()).toBe(0);
    expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);
  });
});
