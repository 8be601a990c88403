// The REST reference page (issue 14 part 2): Swagger UI served by the app itself at /api/docs over
// the generated /api/openapi.json, with nothing from outside and nothing inline (the CSP).
import { restRoutes } from '../../api/src/rest/routes';
import { e2eTest, useE2eSuite } from './harness';

const suite = useE2eSuite();

describe('REST reference', () => {
  e2eTest(suite, 'lists every route of the table, with its contract, from the app alone', async (page) => {
    const failures: string[] = [];
    const outside: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(message.text());
    });
    page.on('pageerror', (error) => failures.push(error.message));
    page.on('request', (request) => {
      if (!request.url().startsWith(suite.server.url) && !request.url().startsWith('data:'))
        outside.push(request.url());
    });

    await page.goto('/api/docs');
    const operations = page.locator('.opblock');
    await operations.first().waitFor();
    // One operation per method and path: rows that share one (told apart by their parameters, as the
    // two callers of GET /api/transport/list) are one operation of the document.
    const operationsOfTable = new Set(restRoutes.map((route) => `${route.method} ${route.path}`));
    expect(await operations.count()).toBe(operationsOfTable.size);

    // The print program's redemption call, opened: its body and answers.
    const printData = page.locator('#operations-default-postApiWaybillPrintData, .opblock-post', {
      hasText: '/api/waybill/print-data',
    });
    await printData.first().locator('.opblock-summary').click();
    await printData.first().getByText('ticket', { exact: false }).first().waitFor();
    await printData.first().locator('.responses-table').getByText('409', { exact: true }).first().waitFor();

    expect(failures).toEqual([]);
    expect(outside).toEqual([]);
    // No axe scan here: Swagger UI's own markup (operation rows that are buttons holding buttons, its
    // grey badges) fails it, and it is a reference for print-program authors, not a screen of the
    // back office; the app's screens are all scanned.
  });
});
