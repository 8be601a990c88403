import {
  DEMO_ADMIN,
  e2eTest,
  LANDING_PATH,
  listCard,
  openLoginPage,
  seriousAxeViolations,
  signInThroughLoginPage,
  useE2eSuite,
  waitForInputValue,
  waitForRowCount,
} from './harness';

const suite = useE2eSuite();

/** What the sign-in page's JavaScript may weigh over the wire (.ci/bundle-report.mjs: gzip budget). */
const SIGN_IN_SCRIPT_BUDGET_BYTES = 120 * 1024;

describe('sign-in', () => {
  e2eTest(suite, 'the login page loads its scripts compressed and within the budget', async (page) => {
    const scripts: { url: string; encoding: string | undefined; bytes: Promise<number> }[] = [];
    page.on('response', (response) => {
      if (!response.url().endsWith('.js')) return;
      scripts.push({
        url: response.url(),
        encoding: response.headers()['content-encoding'],
        bytes: response
          .request()
          .sizes()
          .then((sizes) => sizes.responseBodySize),
      });
    });
    await page.goto('/login');
    await page.getByRole('button', { name: '로그인', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(1);
    const sized = await Promise.all(
      scripts.map(async (script) => ({
        url: script.url,
        encoding: script.encoding,
        bytes: await script.bytes,
      })),
    );
    // Chromium asks for brotli over https only; here, on plain http, the build's gzip copies come.
    for (const script of sized.filter((entry) => entry.bytes >= 1024))
      expect(script).toMatchObject({ encoding: expect.stringMatching(/^(br|gzip)$/) });
    const total = sized.reduce((sum, script) => sum + script.bytes, 0);
    expect(total).toBeLessThanOrEqual(SIGN_IN_SCRIPT_BUDGET_BYTES);
    // Nothing of the signed-in app: no grid, no Apollo Client, no MUI.
    expect(scripts.map((script) => script.url).join(' ')).not.toMatch(/list-card|apollo-client|\/mui-/);
  });

  e2eTest(suite, 'the login page offers the demo account on demo data', async (page) => {
    await page.goto('/login');
    const userId = page.getByRole('textbox', { name: '아이디' });
    const password = page.getByLabel('비밀번호');
    // The fields are filled once the server has said it runs on demo data.
    await waitForInputValue(userId, DEMO_ADMIN.userId);
    await waitForInputValue(password, DEMO_ADMIN.password);
    expect(await userId.inputValue()).toBe(DEMO_ADMIN.userId);
    expect(await password.inputValue()).toBe(DEMO_ADMIN.password);
    expect(await page.getByRole('button', { name: '로그인', exact: true }).isEnabled()).toBe(true);
  });

  e2eTest(suite, 'an empty id is refused before anything is sent', async (page) => {
    await openLoginPage(page);
    const userId = page.getByRole('textbox', { name: '아이디' });
    await page.getByLabel('비밀번호').fill(DEMO_ADMIN.password);
    await userId.fill('');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.getByRole('alert').getByText('아이디를 입력해주세요.', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  e2eTest(suite, 'a wrong password shows the server message and stays on /login', async (page) => {
    await openLoginPage(page);
    await page.getByRole('textbox', { name: '아이디' }).fill(DEMO_ADMIN.userId);
    await page.getByLabel('비밀번호').fill('wrong-password');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page
      .getByRole('alert')
      .getByText('아이디 또는 비밀번호가 올바르지 않습니다.', { exact: true })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    // The form is usable again once the attempt is over.
    await page.getByRole('button', { name: '로그인', exact: true, disabled: false }).waitFor();
  });

  e2eTest(
    suite,
    'signing in lands on the delivery check with the shell; today’s grid is at /dashboard',
    async (page) => {
      await signInThroughLoginPage(page);
      expect(new URL(page.url()).pathname).toBe(LANDING_PATH);

      const header = page.getByRole('banner');
      await header.getByText(DEMO_ADMIN.name, { exact: true }).waitFor();
      await header.getByRole('button', { name: '로그아웃' }).waitFor();

      const menu = page.getByRole('navigation', { name: '주 메뉴' });
      for (const label of [
        '사용자 관리',
        '업체 관리',
        '운송 정보 입력',
        '도착 물품',
        '배송 확인',
        '화주별 정산서',
        '화주별 상세 내역',
        '배송 코스 설정',
        '운송장 사전 등록',
        '청구서 관리',
        '공급자 계좌 관리',
      ]) {
        await menu.getByRole('link', { name: label, exact: true }).waitFor();
      }
      // The active item is the landing page's.
      expect(
        await menu.getByRole('link', { name: '배송 확인', exact: true }).getAttribute('aria-current'),
      ).toBe('page');

      // The landing page is the delivery check, with goods lines of the last 7 days.
      await page.getByRole('heading', { name: '배송 확인', level: 1 }).waitFor();
      const checkGrid = listCard(page, '배송 정보 목록').getByRole('grid');
      expect(await waitForRowCount(checkGrid, { atLeast: 2 })).toBeGreaterThan(1);

      // The home cards and today's grid live at /dashboard.
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: `${DEMO_ADMIN.name}님, 환영합니다.` }).waitFor();
      const grid = listCard(page, '오늘의 배송 확인 현황').getByRole('grid');
      expect(await waitForRowCount(grid, { atLeast: 2 })).toBeGreaterThan(1);
    },
  );

  e2eTest(suite, 'a signed-in visitor of /login is sent to the landing page', async (page) => {
    await signInThroughLoginPage(page);
    await page.goto('/login');
    await page.waitForURL(`**${LANDING_PATH}`);
    await page.getByRole('banner').getByText(DEMO_ADMIN.name, { exact: true }).waitFor();
  });

  e2eTest(suite, 'an unknown path shows 404 Page Not Found', async (page) => {
    await signInThroughLoginPage(page);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  });

  e2eTest(suite, 'signing out returns to /login and protected pages then ask to sign in', async (page) => {
    await signInThroughLoginPage(page);
    await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: '로그인', exact: true }).waitFor();

    for (const protectedPath of ['/settings/members', LANDING_PATH]) {
      await page.goto(protectedPath);
      await page.waitForURL('**/login');
      await page.getByRole('button', { name: '로그인', exact: true }).waitFor();
    }
    expect(await page.getByRole('banner').count()).toBe(0);
  });

  e2eTest(
    suite,
    'the login page, its error and the home page pass axe-core (no serious or critical violations)',
    async (page) => {
      await openLoginPage(page);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByLabel('비밀번호').fill('wrong-password');
      await page.getByRole('button', { name: '로그인', exact: true }).click();
      await page
        .getByRole('alert')
        .getByText('아이디 또는 비밀번호가 올바르지 않습니다.', { exact: true })
        .waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The landing delivery check has its scans in delivery-check.e2e.test.ts; the home is at /dashboard.
      await signInThroughLoginPage(page);
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: `${DEMO_ADMIN.name}님, 환영합니다.` }).waitFor();
      await waitForRowCount(listCard(page, '오늘의 배송 확인 현황').getByRole('grid'), { atLeast: 2 });
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
  );
});
