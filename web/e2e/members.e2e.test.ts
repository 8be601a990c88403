import { DEMO_USER_PASSWORD } from '@parcel/db';
import type { Page } from 'playwright-core';
import {
  announcedToasts,
  e2eTest,
  listCard,
  seriousAxeViolations,
  toasts,
  useE2eSuite,
  waitForInputValue,
  waitForRowCount,
  waitForToast,
  signInAt,
} from './harness';

const suite = useE2eSuite();

const NEW_USER = {
  userId: 'e2e_member1',
  password: 'e2e-pass-1234',
  name: '이투이사용자',
  renamed: '이투이수정됨',
  email: 'e2e.member1@example.com',
  phone: '010-2345-6789',
};

async function openMembersPage(page: Page) {
  await signInAt(page, '사용자 관리', '/settings/members');
}

/** Types a name into the search card's 이름 filter and presses Enter. */
async function searchByName(page: Page, name: string) {
  const filter = page.getByRole('search').getByRole('textbox', { name: '이름' });
  await filter.fill(name);
  await filter.press('Enter');
}

describe('user management', () => {
  e2eTest(suite, 'lists the demo users', async (page) => {
    await openMembersPage(page);
    const list = listCard(page, '사용자 목록');
    const grid = list.getByRole('grid');
    // 14 demo users, 13 staff and the customer (db/src/seed/demo-members.ts), and the header row.
    expect(await waitForRowCount(grid, { exactly: 15 })).toBe(15);
    for (const [name, userId] of [
      ['관리자', 'admin'],
      ['최서연', 'demo_view'],
      ['김민정', 'demo_all'],
    ]) {
      const row = grid
        .getByRole('row')
        .filter({ has: page.getByRole('gridcell', { name: userId, exact: true }) });
      // .first(): the admin's name and grade are both 관리자.
      await row.getByRole('gridcell', { name, exact: true }).first().waitFor();
    }
    expect(await list.getByRole('button', { name: '선택 수정' }).isDisabled()).toBe(true);
    expect(await list.getByRole('button', { name: '신규 추가' }).isEnabled()).toBe(true);
  });

  e2eTest(suite, 'a toast shown over the open dialog reaches assistive technology', async (page) => {
    await openMembersPage(page);
    const list = listCard(page, '사용자 목록');
    await waitForRowCount(list.getByRole('grid'), { atLeast: 2 });
    await list.getByRole('button', { name: '신규 추가' }).click();
    const dialog = page.getByRole('dialog', { name: '사용자 신규 등록' });
    await dialog.waitFor();
    // 중복 확인 with an empty id: the spec's alert 값을 입력해주세요.
    await dialog.getByRole('button', { name: '중복 확인' }).click();
    await waitForToast(page, '값을 입력해주세요.');
    // On screen; it must also be in the accessibility tree (role alert) to be announced.
    expect(await announcedToasts(page).filter({ hasText: '값을 입력해주세요.' }).count()).toBe(1);
  });

  e2eTest(suite, 'registers a user after the id check, then edits the name', async (page) => {
    await openMembersPage(page);
    const list = listCard(page, '사용자 목록');
    const grid = list.getByRole('grid');
    await waitForRowCount(grid, { atLeast: 2 });

    // --- 신규 추가 ---
    await list.getByRole('button', { name: '신규 추가' }).click();
    const dialog = page.getByRole('dialog', { name: '사용자 신규 등록' });
    await dialog.waitFor();
    const register = dialog.getByRole('button', { name: '등록', exact: true });
    expect(await register.isDisabled()).toBe(true);

    const userId = dialog.getByRole('textbox', { name: '아이디' });
    const checkId = dialog.getByRole('button', { name: '중복 확인' });
    await userId.fill('admin');
    await checkId.click();
    await waitForToast(page, '이미 사용 중인 ID입니다.');
    expect(await register.isDisabled()).toBe(true);

    await userId.fill(NEW_USER.userId);
    await checkId.click();
    await waitForToast(page, '사용할 수 있는 ID입니다.');
    await dialog.getByRole('button', { name: '등록', exact: true, disabled: false }).waitFor();

    // The labels end in the required mark (비밀번호 *); 비밀번호 확인 must not match the first.
    await dialog.getByLabel(/^비밀번호[\s*]*$/).fill(NEW_USER.password);
    await dialog.getByLabel('비밀번호 확인').fill(NEW_USER.password);
    await dialog.getByRole('textbox', { name: '이름' }).fill(NEW_USER.name);
    const email = dialog.getByRole('textbox', { name: '이메일' });
    await email.fill('not-an-email');
    await register.click();
    await waitForToast(page, '올바른 이메일 형식이 아닙니다.');
    await toasts(page).getByText('형식 오류', { exact: true }).waitFor();
    expect(await dialog.isVisible()).toBe(true);

    await email.fill(NEW_USER.email);
    const phone = dialog.getByRole('textbox', { name: '전화번호' });
    await phone.fill(NEW_USER.phone);
    await waitForInputValue(phone, NEW_USER.phone);
    await dialog.getByRole('combobox', { name: '권한' }).click();
    await page.getByRole('listbox').getByRole('option', { name: '멤버_조회' }).click();
    await register.click();
    await waitForToast(page, '사용자가 성공적으로 생성되었습니다.');
    await dialog.waitFor({ state: 'hidden' });

    await searchByName(page, NEW_USER.name);
    await waitForRowCount(grid, { exactly: 2 });
    const created = grid.getByRole('row').filter({
      has: page.getByRole('gridcell', { name: NEW_USER.userId, exact: true }),
    });
    await created.getByRole('gridcell', { name: NEW_USER.name, exact: true }).waitFor();
    await created.getByRole('gridcell', { name: NEW_USER.phone, exact: true }).waitFor();
    await created.getByRole('gridcell', { name: '멤버_조회', exact: true }).waitFor();

    // --- 선택 수정 ---
    await created.getByRole('gridcell', { name: NEW_USER.name, exact: true }).click();
    const edit = list.getByRole('button', { name: '선택 수정', disabled: false });
    await edit.click();
    const editDialog = page.getByRole('dialog', { name: '사용자 정보 수정' });
    await editDialog.waitFor();
    await waitForInputValue(editDialog.getByRole('textbox', { name: '아이디' }), NEW_USER.userId);
    const name = editDialog.getByRole('textbox', { name: '이름' });
    await waitForInputValue(name, NEW_USER.name);
    await name.fill(NEW_USER.renamed);
    await editDialog.getByRole('button', { name: '수정', exact: true }).click();
    await waitForToast(page, '사용자 정보가 수정되었습니다.');
    await editDialog.waitFor({ state: 'hidden' });

    await searchByName(page, NEW_USER.renamed);
    await waitForRowCount(grid, { exactly: 2 });
    const renamed = grid.getByRole('row').filter({
      has: page.getByRole('gridcell', { name: NEW_USER.userId, exact: true }),
    });
    await renamed.getByRole('gridcell', { name: NEW_USER.renamed, exact: true }).waitFor();
  });

  e2eTest(suite, 'an admin unlocks a user made to wait by failed sign-ins', async (page) => {
    const signInAs = (userPw: string) =>
      fetch(`${suite.server.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: 'demo_view', userPw }),
      });
    for (let attempt = 0; attempt < 6; attempt += 1) await signInAs('wrong-password');
    expect((await signInAs(DEMO_USER_PASSWORD)).status).toBe(429);

    await openMembersPage(page);
    const list = listCard(page, '사용자 목록');
    const grid = list.getByRole('grid');
    await waitForRowCount(grid, { atLeast: 2 });
    await grid.getByRole('gridcell', { name: 'demo_view', exact: true }).click();
    await list.getByRole('button', { name: '잠금 해제', disabled: false }).click();
    await waitForToast(page, '최서연(demo_view) 사용자의 로그인 잠금을 해제했습니다.');
    expect((await signInAs(DEMO_USER_PASSWORD)).status).toBe(200);
  });

  e2eTest(
    suite,
    'keeps its search and selection in the URL across a reload and the back button',
    async (page) => {
      await openMembersPage(page);
      const list = listCard(page, '사용자 목록');
      const grid = list.getByRole('grid');
      await waitForRowCount(grid, { atLeast: 2 });
      await searchByName(page, '최서연');
      await page.waitForURL(/name=/);
      await waitForRowCount(grid, { exactly: 2 });
      await grid.getByRole('gridcell', { name: 'demo_view', exact: true }).click();
      await page.waitForURL(/selected=/);

      const restored = async () => {
        await waitForInputValue(page.getByRole('search').getByRole('textbox', { name: '이름' }), '최서연');
        await waitForRowCount(grid, { exactly: 2 });
        await list.getByRole('button', { name: '선택 수정', disabled: false }).waitFor();
      };
      await page.reload();
      await restored();

      await page
        .getByRole('navigation', { name: '주 메뉴' })
        .getByRole('link', { name: '업체 관리' })
        .click();
      await page.waitForURL('**/settings/companies');
      await page.goBack();
      await restored();
    },
  );

  e2eTest(
    suite,
    'the users page and its dialogs pass axe-core (no serious or critical violations)',
    async (page) => {
      await openMembersPage(page);
      const list = listCard(page, '사용자 목록');
      const grid = list.getByRole('grid');
      await waitForRowCount(grid, { atLeast: 2 });
      expect(await seriousAxeViolations(page)).toEqual([]);

      await list.getByRole('button', { name: '신규 추가' }).click();
      const dialog = page.getByRole('dialog', { name: '사용자 신규 등록' });
      await dialog.waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: '취소' }).click();
      await dialog.waitFor({ state: 'hidden' });

      await grid.getByRole('gridcell', { name: 'demo_view', exact: true }).click();
      await list.getByRole('button', { name: '선택 수정', disabled: false }).click();
      const editDialog = page.getByRole('dialog', { name: '사용자 정보 수정' });
      await waitForInputValue(editDialog.getByRole('textbox', { name: '아이디' }), 'demo_view');
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
  );
});
