// The GraphQL workbench (issue 14 part 1): GraphiQL served by the app itself (no CDN), signed with the
// session, opening on the analysts' guide's examples; only the workbench roles see it or may read
// the schema.
import { rowBuilders } from '@parcel/db/src/testing/builders';
import { DEMO_USER_PASSWORD } from '@parcel/db';
import type { Page } from 'playwright-core';
import {
  e2eTest,
  openFromMenu,
  readAccessToken,
  seriousAxeViolations,
  signIn,
  tabUntil,
  useE2eSuite,
} from './harness';

const suite = useE2eSuite();
const WORKBENCH = 'GraphQL 워크벤치';
/** A day of the guide's first example (transports per day and course, 2026-11-02 to 2026-11-06). */
const GUIDE_DAY = '2026-11-03';

beforeAll(async () => {
  // The guide's dates are fixed and the demo data follows today: give its first example a transport.
  const em = () => suite.server.db.orm.em.fork();
  const [route] = await em().execute<{ id: number }[]>(
    'select min(delivery_route_id) as id from delivery_route',
  );
  await rowBuilders(em).aTransport({
    ...{ requst_dt: GUIDE_DAY, charge_cd: 'CH003', company_nm: '워크벤치상사', delivery_route_id: route?.id },
    receivers: [{ company_nm: '받는상사', sort_order: 1 }],
  });
});

/** The query editor's text, as Monaco draws its visible lines (spaces drawn as no-break spaces). */
const queryEditorText = async (page: Page) =>
  (await page.locator('.graphiql-query-editor .view-lines').innerText()).replace(/\u00a0/g, ' ');

/** What the page's own /graphql answers for this query, with or without the session's token. */
async function introspect(page: Page, signed: boolean): Promise<number> {
  const token = signed ? await readAccessToken(page) : null;
  return page.evaluate(async (bearer) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
    });
    return response.status;
  }, token);
}

describe('GraphQL workbench', () => {
  e2eTest(
    suite,
    'an analyst opens it from the sidebar and runs an example by keyboard alone',
    async (page) => {
      const failures: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') failures.push(message.text());
      });
      page.on('pageerror', (error) => failures.push(error.message));
      await signIn(page, { userId: 'demo_view', password: DEMO_USER_PASSWORD });

      // The sidebar link, reached by Tab and followed with Enter.
      const link = page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: WORKBENCH });
      await tabUntil(page, link);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/analysis/graphql');
      await page.getByRole('heading', { name: WORKBENCH, level: 1 }).waitFor();

      // The first tab holds the guide's examples.
      await page
        .locator('.graphiql-query-editor .view-lines')
        .getByText('TransportsPerDayAndCourse')
        .waitFor();
      expect(await queryEditorText(page)).toContain('분석가 안내서');

      // Tab to the editor, down to the first example's operation, and run it (Ctrl+Enter).
      // GraphiQL's editor box takes the focus on Tab and lets the keys into the editor on Enter.
      await tabUntil(page, page.locator('.graphiql-query-editor .graphiql-editor'), 40);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Control+Home');
      for (let line = 0; line < 6; line += 1) await page.keyboard.press('ArrowDown');
      const answered = page.waitForResponse(
        (response) =>
          response.url().endsWith('/graphql') &&
          response.request().method() === 'POST' &&
          (response.request().postData() ?? '').includes('"operationName":"TransportsPerDayAndCourse"'),
      );
      await page.keyboard.press('Control+Enter');
      const response = await answered;
      const body = (await response.json()) as {
        data?: { transportStats: { rows: { requstDt: string; transportCount: number }[] } };
        errors?: unknown[];
      };
      expect(response.status()).toBe(200);
      expect(body.errors).toBeUndefined();
      expect(body.data?.transportStats.rows).toContainEqual(
        expect.objectContaining({ requstDt: GUIDE_DAY, transportCount: expect.any(Number) as unknown }),
      );
      // The answer shows in the response pane.
      await page.locator('.graphiql-response .view-lines').getByText('"transportStats"').waitFor();

      // The schema's documentation opens (introspection is allowed to this role).
      await page.getByRole('button', { name: /Show Documentation Explorer/i }).click();
      await page.locator('.graphiql-doc-explorer a', { hasText: 'Query' }).first().click();
      await page.getByText('Reads of the back office (조회).', { exact: false }).waitFor();
      // The workbench fills the window and the page does not scroll past it (Monaco's lines are
      // absolutely positioned: they once stretched the page 3,600 px down).
      expect(
        await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
      ).toBeLessThan(20);

      expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);
      // Every part (editor, workers, fonts) came from the app under its Content-Security-Policy.
      expect(failures).toEqual([]);
    },
  );

  e2eTest(
    suite,
    'a field role neither sees it nor reads the schema; nor does an anonymous caller',
    async (page) => {
      await page.goto('/login');
      expect(await introspect(page, false)).toBe(401);
      await signIn(page, { userId: 'demo_pickup', password: DEMO_USER_PASSWORD });
      const menu = page.getByRole('navigation', { name: '주 메뉴' });
      await menu.getByRole('link', { name: '운송 정보 입력' }).waitFor();
      expect(await menu.getByRole('link', { name: WORKBENCH }).count()).toBe(0);
      expect(await menu.getByText('분석', { exact: true }).count()).toBe(0);

      await page.goto('/analysis/graphql');
      await page
        .getByText('GraphQL 워크벤치는 관리자, 멤버_전체, 멤버_조회만 쓸 수 있습니다.', { exact: false })
        .waitFor();
      expect(await page.locator('.graphiql-container').count()).toBe(0);
      expect(await introspect(page, true)).toBe(403);
    },
  );

  e2eTest(suite, 'the administrator has it too', async (page) => {
    await signIn(page);
    await openFromMenu(page, WORKBENCH, '/analysis/graphql');
    await page.locator('.graphiql-query-editor .view-lines').getByText('TransportsPerDayAndCourse').waitFor();
  });
});
