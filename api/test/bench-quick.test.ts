// The benchmark's checks as a test, so it cannot rot: on a small database of its own, the bare
// handler, REST and GraphQL answer every list alike, every list's plan uses indexes, and the month's
// invoice run bills. All in this process; the load rounds and the one-versus-two-processes
// comparison are `npm run bench`'s alone (the cluster's serving is graceful-shutdown.test.ts's).
import type { AddressInfo } from 'node:net';
import { createBareServer, type BareServer } from '../bench/bare-handler';
import { loadBenchData } from '../bench/bench-database';
import { signInAsDemoAdmin } from '../bench/bench-targets';
import { measureInvoiceRun } from '../bench/invoice-run';
import { benchListsFor, checkListsAndPlans } from '../bench/run-bench';
import { withClient } from '@parcel/db';
import { startTestServer, type TestServer } from './test-server';

let app: TestServer;
let bare: BareServer;

beforeAll(async () => {
  app = await startTestServer();
  bare = createBareServer(app.db.url);
  await new Promise<void>((resolve) => bare.server.listen(0, '127.0.0.1', resolve));
}, 60_000);
afterAll(async () => {
  await bare?.close();
  await app?.close();
});

it('answers agree on every list, plans use indexes, and the invoice run bills', async () => {
  const database = {
    url: app.db.url,
    ...(await loadBenchData(app.db.orm, app.db.url, { transports: 1_000 })),
  };
  const servers = {
    bareUrl: `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`,
    appUrl: app.url,
    token: await signInAsDemoAdmin(app.url),
  };
  const lists = await benchListsFor(database);
  expect(lists.map((list) => list.id)).toEqual([
    'home-first',
    'home-deep',
    'members',
    'members-filtered',
    'companies-filtered',
    'company-search',
    'shipments-first',
    'shipments-deep',
    'transports-first',
    'transports-deep',
    'waybills-first',
    'waybills-deep',
    'arrivals-first',
    'arrivals-deep',
    'checks-first',
    'checks-deep',
    'settlement-first',
    'settlement-deep',
    'details-first',
    'details-deep',
    'stats-day',
    'stats-week',
  ]);
  const plans = await checkListsAndPlans(database.url, lists, servers, 1);
  expect([...plans].flatMap(([id, plan]) => plan.problems.map((problem) => `${id}: ${problem}`))).toEqual([]);
  expect(plans.size).toBe(lists.length);

  const invoiceRun = await withClient(database.url, (client) => measureInvoiceRun(client, servers));
  expect(invoiceRun.invoices).toBeGreaterThan(0);
  expect(invoiceRun.lines).toBeGreaterThan(0);
}, 180_000);
