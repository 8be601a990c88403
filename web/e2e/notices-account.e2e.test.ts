// 공지사항 and 내 정보 (issue 35) in the browser: an admin publishes a notice and it shows on the
// dashboard and the landing page; the notice flow done with the keyboard alone; a user changes
// their password from the header's user menu, their other browser session is signed out at its
// next request while this one goes on, and they sign in again with the new password; axe finds no
// serious or critical violation on either page.
import { DEMO_USER_PASSWORD } from '@parcel/db';
import type { Page } from 'playwright-core';
import {
  isFocused,
  listCard,
  newContext,
  seriousAxeViolations,
  signIn,
  signInAt,
  signInThroughLoginPage,
  tabUntil,
  useE2eSuite,
  waitForRowCount,
  waitForToast,
  e2eTest,
} from './harness';

const suite = useE2eSuite();

/** The latest-notices box of a home screen. */
const noticesBox = (page: Page) => page.getByRole('region', { name: '공지사항', exact: true });

describe('공지사항', () => {
  e2eTest(
    suite,
    'an admin publishes a pinned notice and it shows on the dashboard and the landing page',
    async (page) => {
      await signInAt(page, '공지사항', '/settings/notices');
      const list = listCard(page, '공지사항 목록');
      await list.getByRole('button', { name: '신규 추가' }).click();
      const dialog = page.getByRole('dialog', { name: '공지사항 등록' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: '등록', exact: true }).click();
      await waitForToast(page, '제목은 필수 입력 항목입니다.');
      await dialog.getByRole('textbox', { name: '제목' }).fill('설 연휴 배송 안내');
      await dialog
        .getByRole('textbox', { name: '내용' })
        .fill('1월 28일부터 30일까지\n집하와 배송을 쉽니다.');
      await dialog.getByRole('radio', { name: '고정', exact: true }).check();
      await dialog.getByRole('button', { name: '등록', exact: true }).click();
      await waitForToast(page, '공지사항이 등록되었습니다.');
      await dialog.waitFor({ state: 'hidden' });
      const grid = list.getByRole('grid');
      await grid.getByRole('gridcell', { name: '설 연휴 배송 안내' }).waitFor();

      await page.goto('/dashboard');
      const box = noticesBox(page);
      const summary = box.getByRole('button', { name: /설 연휴 배송 안내/ });
      await summary.waitFor();
      await summary.click();
      await box.getByText(/집하와 배송을 쉽니다\./).waitFor();

      await page.goto('/transport/check');
      await noticesBox(page)
        .getByRole('button', { name: /설 연휴 배송 안내/ })
        .waitFor();
    },
  );

  e2eTest(
    suite,
    'the notice flow with the keyboard alone: write, publish, read it on the landing page',
    async (page) => {
      await signInAt(page, '공지사항', '/settings/notices');
      const list = listCard(page, '공지사항 목록');
      await waitForRowCount(list.getByRole('grid'), { atLeast: 1 });
      const add = list.getByRole('button', { name: '신규 추가' });
      await tabUntil(page, add);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: '공지사항 등록' });
      await dialog.waitFor();
      // The title has the focus; Tab goes on to the body, then the audience's radios.
      const title = dialog.getByRole('textbox', { name: '제목' });
      await title.waitFor();
      expect(await isFocused(title)).toBe(true);
      await page.keyboard.type('키보드 점검 안내');
      await page.keyboard.press('Tab');
      expect(await isFocused(dialog.getByRole('textbox', { name: '내용' }))).toBe(true);
      await page.keyboard.type('첫 줄');
      await page.keyboard.press('Enter');
      await page.keyboard.type('둘째 줄');
      await page.keyboard.press('Tab');
      // 대상: arrows move the choice from 전체 to 직원.
      expect(await isFocused(dialog.getByRole('radio', { name: '전체' }))).toBe(true);
      await page.keyboard.press('ArrowDown');
      expect(await dialog.getByRole('radio', { name: '직원' }).isChecked()).toBe(true);
      // Back to the title, where Enter saves.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      expect(await isFocused(title)).toBe(true);
      await page.keyboard.press('Enter');
      await waitForToast(page, '공지사항이 등록되었습니다.');
      await dialog.waitFor({ state: 'hidden' });
      await list.getByRole('grid').getByRole('gridcell', { name: '키보드 점검 안내' }).waitFor();

      // Esc closes an opened dialog without saving.
      await tabUntil(page, add);
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      await page.goto('/transport/check');
      const summary = noticesBox(page).getByRole('button', { name: /키보드 점검 안내/ });
      await summary.waitFor();
      await tabUntil(page, summary);
      await page.keyboard.press('Enter');
      await noticesBox(page)
        .getByText(/둘째 줄/)
        .waitFor();
    },
  );
});

describe('내 정보', () => {
  e2eTest(
    suite,
    'a user changes their password from the header menu: the other session ends, this one goes on, the new password signs in',
    async (page) => {
      const user = { userId: 'leesy', password: DEMO_USER_PASSWORD, newPassword: 'new-password-e2e' };
      // Another browser session of the same user, signed in before the change.
      const elsewhere = await newContext(suite.browser, suite.server.url);
      try {
        const otherPage = await elsewhere.newPage();
        await signIn(otherPage, { userId: user.userId, password: user.password, path: '/dashboard' });
        await noticesBox(otherPage).waitFor();

        await signIn(page, { userId: user.userId, password: user.password, path: '/dashboard' });
        await page.getByRole('button', { name: /사용자 메뉴/ }).click();
        await page.getByRole('menuitem', { name: '내 정보' }).click();
        await page.waitForURL('**/account');
        await page.getByRole('heading', { name: '내 정보', level: 1 }).waitFor();

        const form = page.getByRole('region', { name: '비밀번호 변경' });
        await form.getByLabel('현재 비밀번호').fill('not-my-password');
        await form.getByLabel(/^새 비밀번호(?! 확인)/).fill(user.newPassword);
        await form.getByLabel('새 비밀번호 확인').fill(user.newPassword);
        await form.getByLabel('새 비밀번호 확인').press('Enter');
        await waitForToast(page, '비밀번호 변경에 실패했습니다. 현재 비밀번호가 일치하지 않습니다.');
        await form.getByLabel('현재 비밀번호').fill(user.password);
        await form.getByLabel('현재 비밀번호').press('Enter');
        await waitForToast(page, '비밀번호가 변경되었습니다. 다른 기기의 로그인은 종료되었습니다.');

        // This session goes on: the details form saves with the answered token.
        const details = page.getByRole('region', { name: '기본 정보' });
        await details.getByRole('textbox', { name: '이름' }).fill('이수영 과장');
        await details.getByRole('textbox', { name: '이름' }).press('Enter');
        await waitForToast(page, '내 정보가 저장되었습니다.');
        await page.getByTestId('header-user-name').getByText('이수영 과장').waitFor();

        // The other session is signed out at its next request.
        await otherPage.goto('/dashboard');
        await otherPage.waitForURL('**/login');

        // The new password signs in; the old one does not.
        await page.getByRole('button', { name: '로그아웃' }).click();
        await page.waitForURL('**/login');
        const refused = await page.request.post('/auth/login', {
          data: { userId: user.userId, userPw: user.password },
        });
        expect(refused.status()).toBe(401);
        await signInThroughLoginPage(page, user.userId, user.newPassword);
        await page.getByTestId('header-user-name').getByText('이수영 과장').waitFor();
      } finally {
        await elsewhere.close();
      }
    },
    { timeoutMs: 90_000 },
  );
});

describe('accessibility', () => {
  e2eTest(suite, 'has no serious or critical violations on 내 정보 and 공지사항 (axe-core)', async (page) => {
    await signInAt(page, '내 정보', '/account');
    await page.getByRole('region', { name: '기본 정보' }).waitFor();
    // The whole page: the header's user menu button too.
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The header's user menu, open.
    await page.getByRole('button', { name: /사용자 메뉴/ }).click();
    await page.getByRole('menuitem', { name: '내 정보' }).waitFor();
    expect(await seriousAxeViolations(page, { include: '.MuiMenu-root' })).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/settings/notices');
    await page.getByRole('heading', { name: '공지사항', level: 1 }).waitFor();
    const list = listCard(page, '공지사항 목록');
    await list.getByRole('grid').waitFor();
    expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);
    await list.getByRole('button', { name: '신규 추가' }).click();
    const dialog = page.getByRole('dialog', { name: '공지사항 등록' });
    await dialog.getByRole('button', { name: '등록', exact: true }).click();
    await waitForToast(page, '제목은 필수 입력 항목입니다.');
    expect(await seriousAxeViolations(page, { include: '.MuiDialog-root' })).toEqual([]);

    await page.goto('/dashboard');
    await noticesBox(page).waitFor();
    expect(await seriousAxeViolations(page, { include: '[data-testid="latest-notices"]' })).toEqual([]);
  });
});
