// `npm run bench -- --quick` as a test, so the benchmark cannot rot: it builds its own small
// database, starts the bare handler, the app and a two-worker cluster, checks that the three
// targets answer the same rows and that every list's plan uses indexes. Timings are not asserted.
import { TEST_ADMIN_URL_ENV } from '@parcel/db/src/testing/test-env';
import { targetsOf } from '../bench/bench-lists';
import { runBench } from '../bench/run-bench';

it('runs the quick benchmark: answers agree, plans use indexes, both app shapes serve', async () => {
  const report = await runBench({
    quick: true,
    transports: 1_000,
    serverUrl: process.env[TEST_ADMIN_URL_ENV],
    log: () => undefined,
  });
  expect(report.problems).toEqual([]);
  expect(report.lists.map((result) => result.list.id)).toEqual([
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
  for (const { list, load } of report.lists) {
    for (const target of targetsOf(list)) {
      expect({ list: list.id, target, served: (load[target]?.reqPerSec ?? 0) > 0 }).toEqual({
        list: list.id,
        target,
        served: true,
      });
    }
  }
  expect(report.processes.map((result) => result.processes)).toEqual([1, 2]);
  expect(report.invoiceRun.invoices).toBeGreaterThan(0);
  expect(report.invoiceRun.lines).toBeGreaterThan(0);
  expect(report.verdicts).toHaveLength(8);
  // Three server processes (bare, app, two-worker cluster), 22 lists on up to three targets and the
  // invoice run: 3-5 minutes on two cores when other suites run beside it.
}, 600_000);
