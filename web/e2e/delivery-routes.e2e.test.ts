import { rowBuilders } from '@parcel/db/src/testing/builders';
import { DEMO_USER_PASSWORD } from '@parcel/db';
import type { Locator, Page } from 'playwright-core';
import {
  e2eTest,
  listCard,
  signIn,
  useE2eSuite,
  waitForInputValue,
  waitForRowCount,
  waitForToast,
  signInAt,
  seriousAxeViolations,
} from './harness';

const suite = useE2eSuite();

const HAS_COMPANIES = '배송 코스에 업체가 존재합니다. 업체를 이동 후 삭제해주세요.';
const LIST_TITLE = '배송 코스 목록';

async function openRoutesPage(page: Page) {
  await signInAt(page, '배송 코스 설정', '/transport/route-settings');
}

/** The course list's row holding this name. */
function courseRow(page: Page, name: string): Locator {
  return listCard(page, LIST_TITLE)
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name, exact: true }) });
}

/** The companies card of the selected course (its title names the course). */
function companiesCard(page: Page, courseName: string): Locator {
  return listCard(page, `${courseName} 소속 업체`);
}

async function sql<Row>(query: string, params: unknown[] = []): Promise<Row[]> {
  return suite.server.db.orm.em.fork().execute<Row[]>(query, params);
}

async function courseIdOf(name: string): Promise<number> {
  const [row] = await sql<{ id: number }>(
    'select delivery_route_id as id from delivery_route where delivery_route_nm = ?',
    [name],
  );
  if (!row) throw new Error(`no course ${name}`);
  return row.id;
}

/** Presses Tab until the focused element is the button named `name` (at most `limit` presses). */
async function tabTo(page: Page, name: string, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      return element?.tagName === 'BUTTON' ? (element.textContent ?? '').trim() : null;
    });
    if (focused === name) return;
  }
  throw new Error(`${name} was not reached with Tab`);
}

describe('delivery course settings', () => {
  e2eTest(suite, "lists the demo courses and shows a course's companies", async (page) => {
    const [busiest] = await sql<{ name: string; companies: number }>(
      `select r.delivery_route_nm as name, count(c.company_id)::int as companies
         from delivery_route r join company c on c.delivery_route_id = r.delivery_route_id
        group by r.delivery_route_id order by 2 desc, 1 limit 1`,
    );
    const [company] = await sql<{ companyNm: string; telNo: string | null }>(
      `select c.company_nm as "companyNm", c.tel_no as "telNo" from company c
         join delivery_route r on r.delivery_route_id = c.delivery_route_id
        where r.delivery_route_nm = ? order by c.company_nm, c.company_id limit 1`,
      [busiest!.name],
    );
    await openRoutesPage(page);
    const list = listCard(page, LIST_TITLE);
    // 12 demo courses (db/src/seed/demo-suppliers.ts) and the header row.
    expect(await waitForRowCount(list.getByRole('grid'), { exactly: 13 })).toBe(13);
    await listCard(page, '소속 업체').getByText('왼쪽 목록에서 배송 코스를 선택해주세요.').waitFor();
    expect(await list.getByRole('button', { name: '선택 수정' }).isDisabled()).toBe(true);

    await courseRow(page, busiest!.name).getByRole('gridcell', { name: busiest!.name }).click();
    await page.waitForURL(/deliveryRouteId=\d+/);
    const companies = companiesCard(page, busiest!.name);
    const grid = companies.getByRole('grid');
    const expectedRows = Math.min(busiest!.companies, 17) + 1;
    expect(await waitForRowCount(grid, { exactly: expectedRows })).toBe(expectedRows);
    const first = grid.getByRole('row').filter({
      has: page.getByRole('gridcell', { name: company!.companyNm, exact: true }),
    });
    await first.first().waitFor();
    if (company!.telNo) {
      // Stored as digits, shown with hyphens.
      expect(await first.first().textContent()).toContain('-');
    }

    // The selection is in the URL: a reload shows the same course.
    await page.reload();
    await waitForRowCount(companiesCard(page, busiest!.name).getByRole('grid'), { exactly: expectedRows });
  });

  e2eTest(
    suite,
    'creates a course (selected at once), renames it, is refused a delete while it has companies, deletes it empty',
    async (page) => {
      const name = '이투이 코스';
      const renamed = '이투이 코스 수정';
      await openRoutesPage(page);
      const list = listCard(page, LIST_TITLE);
      await waitForRowCount(list.getByRole('grid'), { atLeast: 2 });

      // --- 신규 추가 ---
      await list.getByRole('button', { name: '신규 추가' }).click();
      const dialog = page.getByRole('dialog', { name: '배송 코스 신규 등록' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: '등록', exact: true }).click();
      await waitForToast(page, '배송 코스명은 필수 입력 항목입니다.');
      await dialog.getByRole('textbox', { name: '배송 코스명' }).fill('북구 1코스');
      await dialog.getByRole('button', { name: '등록', exact: true }).click();
      await waitForToast(page, '배송 코스 등록에 실패했습니다. 이미 있는 배송 코스 이름입니다.');
      await dialog.getByRole('textbox', { name: '배송 코스명' }).fill(name);
      await dialog.getByRole('button', { name: '등록', exact: true }).click();
      await waitForToast(page, '배송 코스가 등록되었습니다.');
      await dialog.waitFor({ state: 'hidden' });

      // The new course is selected: its row, the URL and the companies card.
      const id = await courseIdOf(name);
      await page.waitForURL(new RegExp(`deliveryRouteId=${id}(&|$)`));
      await courseRow(page, name).and(page.locator('[aria-selected="true"]')).waitFor();
      await companiesCard(page, name).getByText('이 배송 코스에 속한 업체가 없습니다.').waitFor();

      // --- 선택 수정 ---
      await list.getByRole('button', { name: '선택 수정', disabled: false }).click();
      const editDialog = page.getByRole('dialog', { name: '배송 코스 수정' });
      const field = editDialog.getByRole('textbox', { name: '배송 코스명' });
      await waitForInputValue(field, name);
      await field.fill(renamed);
      await editDialog.getByRole('button', { name: '수정', exact: true }).click();
      await waitForToast(page, '배송 코스가 수정되었습니다.');
      await editDialog.waitFor({ state: 'hidden' });
      await courseRow(page, renamed).and(page.locator('[aria-selected="true"]')).waitFor();

      // --- 선택 삭제, refused while a company is on the course ---
      const companyId = await rowBuilders(() => suite.server.db.orm.em.fork()).aCompany({
        ...{ company_nm: '이투이상사', tel_no: '0531234567', delivery_route_id: id },
      });
      await list.getByRole('button', { name: '선택 삭제', disabled: false }).click();
      await waitForToast(page, HAS_COMPANIES);
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      // The refusal refreshed the course: its company shows, and the course is still there.
      const companies = companiesCard(page, renamed);
      await companies.getByRole('gridcell', { name: '이투이상사', exact: true }).waitFor();
      await companies.getByRole('gridcell', { name: '053-123-4567', exact: true }).waitFor();
      await courseRow(page, renamed).getByRole('gridcell', { name: '1', exact: true }).waitFor();

      // --- the company moves away: the empty course is deleted after the confirm ---
      await sql('update company set delivery_route_id = null where company_id = ?', [companyId]);
      await list.getByRole('button', { name: '선택 삭제', disabled: false }).click();
      const confirm = page.getByRole('alertdialog', { name: '배송 코스 삭제' });
      await confirm.getByText(`${renamed} 배송 코스를 삭제하시겠습니까?`).waitFor();
      await confirm.getByRole('button', { name: '삭제' }).click();
      await waitForToast(page, '배송 코스가 삭제되었습니다.');
      await courseRow(page, renamed).waitFor({ state: 'detached' });
      await page.waitForURL((url) => !url.search.includes('deliveryRouteId'));
      expect(await sql('select 1 from delivery_route where delivery_route_id = ?', [id])).toEqual([]);
    },
  );

  e2eTest(suite, 'registers a course with the keyboard only', async (page) => {
    const name = '키보드 코스';
    await openRoutesPage(page);
    const list = listCard(page, LIST_TITLE);
    await waitForRowCount(list.getByRole('grid'), { atLeast: 2 });

    await tabTo(page, '신규 추가');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '배송 코스 신규 등록' });
    await dialog.waitFor();
    // The name field has the focus: type and press Enter to register.
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
    await waitForToast(page, '배송 코스가 등록되었습니다.');
    await dialog.waitFor({ state: 'hidden' });
    await courseRow(page, name).and(page.locator('[aria-selected="true"]')).waitFor();

    // Esc closes the dialog without saving, also from the keyboard.
    await tabTo(page, '신규 추가');
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.type('저장 안 함');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await sql("select 1 from delivery_route where delivery_route_nm = '저장 안 함'")).toEqual([]);
  });

  e2eTest(suite, 'has no serious or critical accessibility violations (axe-core)', async (page) => {
    await openRoutesPage(page);
    const list = listCard(page, LIST_TITLE);
    await waitForRowCount(list.getByRole('grid'), { atLeast: 2 });
    expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);

    // A course selected, its companies shown.
    await list.getByRole('row').nth(1).getByRole('gridcell').first().click();
    await page.waitForURL(/deliveryRouteId=\d+/);
    const companies = page.getByRole('region', { name: / 소속 업체$/ });
    await waitForRowCount(companies.getByRole('grid'), { atLeast: 2 });
    expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);

    // The edit dialog open.
    await list.getByRole('button', { name: '선택 수정', disabled: false }).click();
    await page.getByRole('dialog', { name: '배송 코스 수정' }).waitFor();
    expect(await seriousAxeViolations(page, { include: '.MuiDialog-root' })).toEqual([]);
  });

  e2eTest(suite, 'lets member_view read the courses but not change them', async (page) => {
    await signIn(page, {
      userId: 'demo_view',
      password: DEMO_USER_PASSWORD,
      path: '/transport/route-settings',
    });
    const list = listCard(page, LIST_TITLE);
    await waitForRowCount(list.getByRole('grid'), { atLeast: 2 });
    for (const label of ['신규 추가', '선택 수정', '선택 삭제'])
      expect(await list.getByRole('button', { name: label }).isDisabled()).toBe(true);
  });
});
