import {
  e2eTest,
  listCard,
  readAccessToken,
  signInThroughLoginPage,
  toasts,
  useE2eSuite,
  waitForRowCount,
} from './harness';

const suite = useE2eSuite();

describe('token refresh', () => {
  e2eTest(
    suite,
    'an expired access token is renewed with the refresh cookie and the read retried',
    async (page) => {
      await signInThroughLoginPage(page);
      const issued = await readAccessToken(page);
      const caller = issued ? await suite.server.deps.tokens.verify(issued) : null;
      if (!caller) throw new Error('no valid access token in session storage after sign-in');

      // Signed an hour ago: it expired 45 minutes ago.
      const expired = await suite.server.deps.tokens.sign(caller, Date.now() - 3600_000);
      expect(await suite.server.deps.tokens.verify(expired)).toBeNull();
      await page.evaluate((token) => sessionStorage.setItem('accessToken', token), expired);

      await page.goto('/settings/members');
      const grid = listCard(page, '사용자 목록').getByRole('grid');
      expect(await waitForRowCount(grid, { atLeast: 2 })).toBeGreaterThan(1);
      await grid.getByRole('gridcell', { name: 'admin', exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/settings/members');
      expect(await toasts(page).filter({ hasText: '오류' }).count()).toBe(0);

      const renewed = await readAccessToken(page);
      expect(renewed).not.toBeNull();
      expect(renewed).not.toBe(expired);
      expect(await suite.server.deps.tokens.verify(renewed ?? '')).toEqual(caller);
    },
  );
});
