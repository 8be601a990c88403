// The benchmark's checks as a test, so it cannot rot: on a small database of its own, the bare
// handler, REST and GraphQL answer every list alike (first and deep pages), every list's plan uses
// indexes, the invoice history gets its payments, the month's invoice run bills, a statement renders
// as PDF in both views, a spreadsheet import commits, the first read of a quarter's settlement answers, and a short mixed-load run makes
// every kind of write and reads every screen without a failure, its writes found as saved. All in
// this process but 전체 발송, which a real app process (npm run serve's main.ts) sends to an SMTP
// server of the bench's, one mail a row; the timings, the load rounds and the one-versus-two-processes
// comparison are `npm run bench`'s alone (the cluster's serving is graceful-shutdown.test.ts's).
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createBareServer, type BareServer } from '../bench/bare-handler';
import { loadBenchData } from '../bench/bench-database';
import { benchPlan } from '../bench/bench-plan';
import { signInAsDemoAdmin } from '../bench/bench-targets';
import { measureFirstSettlementRead } from '../bench/first-settlement-read';
import { measureImportRun } from '../bench/import-run';
import { MIXED_LOAD, QUICK_MIXED_SECONDS, runMixedLoad } from '../bench/mixed-run';
import { generateInvoiceHistory, measureInvoiceRun } from '../bench/invoice-run';
import { recordPaymentHistory } from '../bench/payment-history';
import { agreedBenchLists, benchEntriesFor, examineLists } from '../bench/run-bench';
import { measureStatementPdfs } from '../bench/statement-pdf-run';
import { judgeStatementPdf, renderStatementPdfReport } from '../bench/statement-pdf-report';
import { DEFAULT_MAIL_CONCURRENCY, measureMailRun } from '../bench/statement-mail-run';
import { judgeStatementMail, renderStatementMailReport } from '../bench/statement-mail-report';
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

/** The paged lists' ids with their first and deep pages. */
const paged = (...ids: string[]) => ids.flatMap((id) => [`${id}-first`, `${id}-deep`]);
const CHECK_FILTERS = [
  'charge',
  'sender-region',
  'receiver-region',
  'receiver-region-detail',
  'shipper-type',
  'sender-name',
  'receiver-name',
  'collector',
  'sender-phone',
  'receiver-phone',
  'sender-phone-end',
  'receiver-phone-end',
  'waybill',
  'unbilled-nobody',
  'unbilled-suspended',
];

it('answers agree on every list, plans use indexes, and the invoice run bills', async () => {
  const { url } = app.db;
  await loadBenchData(app.db.orm, url, { transports: 1_000 });
  const servers = {
    bareUrl: `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`,
    appUrl: app.url,
    token: await signInAsDemoAdmin(app.url),
  };
  expect(await withClient(url, (client) => generateInvoiceHistory(client, servers))).toBeGreaterThan(0);
  const payments = await withClient(url, (client) => recordPaymentHistory(client));
  expect(payments.paidInFull).toBeGreaterThan(payments.rows / 2);
  for (const count of [payments.partlyPaid, payments.overpaid, payments.unpaid])
    expect(count).toBeGreaterThan(0);
  const plan = await withClient(url, benchPlan);
  const lists = await agreedBenchLists(benchEntriesFor(plan), servers);
  const ids = lists.map((list) => list.id);
  // Small lists may have one page: one customer's names and phones (or its phones' ends), one
  // waybill, the few invoices and companies named 통신 (or with a phone ending so), the few
  // companies owing 60~89 days, the few lines of suspended groups; every other list has a deep page.
  const onePage = ids.filter((id) => id.endsWith('-first') && !ids.includes(id.replace(/-first$/, '-deep')));
  const mayBeSmall =
    /^(companies-filtered|companies-phone-end|invoices|receivables-aging|shipments-\w+-(sender|receiver)-phone-end|checks-\w+-(sender|receiver)-(name|phone|phone-end)|checks-\w+-waybill|checks-\w+-unbilled-suspended)-first$/;
  expect(onePage.filter((id) => !mayBeSmall.test(id))).toEqual([]);
  expect(onePage).toEqual(
    expect.arrayContaining(['checks-week-waybill-first', 'checks-widest-waybill-first']),
  );
  expect(ids).toEqual(
    [
      ...paged('home'),
      'members',
      'members-filtered',
      ...paged('companies', 'companies-filtered', 'companies-phone-end'),
      'company-search',
      'company-search-phone-end',
      ...paged('invoices', 'receivables', 'receivables-aging'),
      'ledger',
      ...paged('shipments-week', 'shipments-widest'),
      ...paged(
        'shipments-week-sender-phone-end',
        'shipments-widest-sender-phone-end',
        'shipments-week-receiver-phone-end',
        'shipments-widest-receiver-phone-end',
      ),
      ...paged('transports-week', 'waybills'),
      ...paged('arrivals-week', 'arrivals-widest', 'settlement-week', 'settlement-widest'),
      ...paged('details-week', 'details-widest'),
      'stats-day',
      'stats-week',
      'stats-month',
      ...['week', 'widest'].flatMap((period) =>
        paged(`checks-${period}`, ...CHECK_FILTERS.map((filter) => `checks-${period}-${filter}`)),
      ),
    ].filter((id) => !(id.endsWith('-deep') && onePage.includes(id.replace(/-deep$/, '-first')))),
  );

  const plans = await examineLists(url, lists, 1);
  expect([...plans].flatMap(([id, plan]) => plan.problems.map((problem) => `${id}: ${problem}`))).toEqual([]);
  expect(plans.size).toBe(lists.length);

  const invoiceRun = await withClient(url, (client) => measureInvoiceRun(client, servers));
  expect(invoiceRun.invoices).toBeGreaterThan(0);
  expect(invoiceRun.lines).toBeGreaterThan(0);

  // The statement PDFs of `npm run bench` (500 lines there, 20 warm renders), at 60 lines rendered
  // once first and once warm: both views, real files, the report written; no time judged here.
  const pdf = await measureStatementPdfs(app.db.orm.em.fork(), { lines: 60, runs: 1 });
  expect(pdf.lines).toBe(60);
  expect(pdf.source.lines).toBeGreaterThan(0);
  expect(pdf.views.map(({ view, runs }) => ({ view, runs }))).toEqual([
    { view: 'detail', runs: 1 },
    { view: 'type', runs: 1 },
  ]);
  for (const view of pdf.views) {
    expect(view.bytes).toBeGreaterThan(10_000);
    expect(view.pages).toBeGreaterThanOrEqual(1);
  }
  expect(pdf.views[0]!.pages).toBeGreaterThan(1); // 60 lines do not fit the first page with the parties
  const machine = {
    cpu: 'test',
    cores: 2,
    node: process.version,
    loadBefore: 0,
    loadAtStart: 0,
    loadAfter: 0,
  };
  const verdicts = judgeStatementPdf(pdf);
  expect(verdicts).toHaveLength(2);
  expect(
    renderStatementPdfReport({
      date: 'now',
      quick: true,
      command: 'npm test',
      machine,
      result: pdf,
      verdicts,
    }),
  ).toContain('| 상세 청구서 (detail) | 60 |');

  // The import of `npm run bench` (10,000 rows there), on 200 rows: uploaded without a problem, committed.
  const importRun = await withClient(url, (client) => measureImportRun(client, servers, 200));
  expect(importRun).toMatchObject({ rows: 200, receivers: 40, transports: 5 });

  // Here after the other reads: the request and its answer, not a first read's time.
  const firstRead = await measureFirstSettlementRead(servers, plan.today);
  expect(firstRead).toMatchObject({ period: { endDate: plan.today } });
  expect(firstRead.companies).toBeGreaterThan(0);

  // The mixed-load run of `npm run bench` (60 s there) for 2 s: every screen read and every kind of
  // write made, nothing failed, each clerk's transports as it saved them, today's settlement by
  // shipper equal to today's goods lines after the inserts, updates and deletes.
  const mixed = await runMixedLoad(url, servers, plan, { ...MIXED_LOAD, seconds: QUICK_MIXED_SECONDS });
  expect(mixed.failures).toEqual([]);
  expect(mixed.lists.filter((list) => !list.figures.count).map((list) => list.id)).toEqual([]);
  expect(mixed.writes.filter((write) => !write.figures.count).map((write) => write.kind)).toEqual([]);
  expect(mixed.mismatches).toEqual([]);
  expect(mixed.transportsChecked).toBeGreaterThanOrEqual(MIXED_LOAD.clerks);
  expect(mixed.settlement.agree).toBe(true);
  expect(mixed.todayLines.after).toBeGreaterThan(mixed.todayLines.before);

  // 전체 발송 of `npm run bench` (500 rows there, at two concurrencies), last as it adds shippers: 20
  // rows sent by an app process of its own through the bench's SMTP server, every row's address
  // mailed once (measureMailRun throws otherwise), the report written; no time judged here.
  const mail = await measureMailRun({
    databaseUrl: url,
    rows: 20,
    concurrency: DEFAULT_MAIL_CONCURRENCY,
    jwtSecret: randomBytes(32).toString('base64url'),
    label: 'quick',
  });
  expect(mail).toMatchObject({
    rows: 20,
    concurrency: DEFAULT_MAIL_CONCURRENCY,
    received: 20,
    recipients: 20,
    batch: { total: 20, sent: 20, failed: 0, unknown: 0, cancelled: 0 },
  });
  expect(mail.averageMailBytes).toBeGreaterThan(10_000); // the .xlsx and the PDF attached
  expect(
    renderStatementMailReport({
      date: 'now',
      quick: true,
      command: 'npm test',
      machine: { cpu: 'test', cores: 2, node: process.version, postgres: 'test' },
      database: 'the test database',
      runs: [mail],
      verdicts: judgeStatementMail([mail]),
    }),
  ).toContain(`| ${DEFAULT_MAIL_CONCURRENCY} (default) | 20 | 20 | 20 |`);
}, 240_000);
