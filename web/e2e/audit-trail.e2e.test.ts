import { rowBuilders } from '@parcel/db/src/testing/builders';
import {
  e2eTest,
  isFocused,
  listCard,
  openFromMenu,
  seriousAxeViolations,
  signIn,
  tabUntil,
  useE2eSuite,
  waitForRowCount,
  waitForToast,
} from './harness';

const suite = useE2eSuite();

const COMPANY = { companyNm: '변경이력확인상사', representativeNm: '김처음', renamed: '이나중' };

/** A company registered by the system (no member), as an import or a migration would. */
async function insertCompany(): Promise<void> {
  await rowBuilders(() => suite.server.db.orm.em.fork()).aCompany({
    ...{ company_nm: COMPANY.companyNm, representative_nm: COMPANY.representativeNm, region_cd: 'DAEGU' },
    ...{ region_dtl_cd: 'BUKGU', address: '대구 북구 칠성로 9', biz_type: '운수업', biz_item: '화물운송' },
    ...{ tel_no: '0539998877', fax_no: '0539998878', email: 'history@example.com' },
  });
}

e2eTest(
  suite,
  "shows a company's edit in its 변경 이력, opened and closed with the keyboard, passing axe",
  async (page) => {
    await insertCompany();
    await signIn(page);
    await openFromMenu(page, '업체 관리', '/settings/companies');
    const list = listCard(page, '업체 목록');
    const grid = list.getByRole('grid');
    const filter = page.getByRole('search').getByRole('textbox', { name: '업체명' });
    await filter.fill(COMPANY.companyNm);
    await filter.press('Enter');
    await waitForRowCount(grid, { exactly: 2 });
    await grid.getByRole('gridcell', { name: COMPANY.companyNm, exact: true }).click();

    // --- the edit ---
    await list.getByRole('button', { name: '선택 수정', disabled: false }).click();
    const editDialog = page.getByRole('dialog', { name: '업체 정보 수정' });
    await editDialog.waitFor();
    await editDialog.getByRole('textbox', { name: '대표자' }).fill(COMPANY.renamed);
    await editDialog.getByRole('button', { name: '수정', exact: true }).click();
    await waitForToast(page, '업체 정보가 수정되었습니다.');
    await editDialog.waitFor({ state: 'hidden' });

    // --- 변경 이력, reached with Tab and opened with Enter ---
    await list.getByRole('button', { name: '선택 수정', disabled: false }).click();
    await editDialog.waitFor();
    const historyButton = editDialog.getByRole('button', { name: '변경 이력' });
    await tabUntil(page, historyButton);
    await page.keyboard.press('Enter');
    const history = page.getByRole('dialog', { name: '업체 변경 이력' });
    await history.waitFor();

    // Newest first: the admin's edit (대표자 before and after), then the system's registration.
    const edit = history.getByRole('table', {
      name: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} · 관리자 \(admin\) · 수정$/,
    });
    const representative = edit
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: '대표자' }) });
    // The dialog opens at once; its entries arrive with the query the opening starts.
    await representative.waitFor();
    expect(await representative.getByRole('cell').allInnerTexts()).toEqual([
      COMPANY.representativeNm,
      COMPANY.renamed,
    ]);
    expect(await edit.getByRole('rowheader').allInnerTexts()).toEqual(['대표자']);
    const headings = await history.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(headings).toHaveLength(2);
    expect(headings[1]).toMatch(/ · 시스템 · 등록$/);
    const created = history.getByRole('table', { name: headings[1] });
    const region = created
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: '지역', exact: true }) });
    expect(await region.getByRole('cell').allInnerTexts()).toEqual(['(없음)', '대구']);

    expect(await seriousAxeViolations(page)).toEqual([]);

    // Esc closes the history and gives the focus back to its button; the edit stays open.
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'hidden' });
    expect(await isFocused(historyButton)).toBe(true);
    await editDialog.waitFor();
  },
);
