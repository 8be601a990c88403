// docs/analysts.md cannot rot: every ```graphql block of the guide runs against the test server
// (as a signed-in viewer, over seeded rows) and must answer without errors, in the shape of the
// ```json example that follows it (the same fields at every level, numbers where it shows numbers).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rowBuilders } from '@parcel/db/src/testing/builders';
import { billingRows } from './billing-rows';
import { contractHarness } from './contract';
import { answerDifferences, guideBlocks } from './guide-examples';

const GUIDE = path.join(__dirname, '..', '..', 'docs', 'analysts.md');
const api = contractHarness();

interface Example {
  /** The section heading above the query. */
  title: string;
  query: string;
  output: unknown;
}

/** The guide's GraphQL blocks, each with the JSON block right after it. */
function examples(markdown: string): Example[] {
  const blocks = guideBlocks(markdown);
  return blocks.flatMap((block, i) => {
    if (block.lang !== 'graphql') return [];
    const next = blocks[i + 1];
    if (next?.lang !== 'json')
      throw new Error(`the guide's query ${block.body.slice(0, 60)} has no json example after it`);
    return [{ title: block.title, query: block.body, output: JSON.parse(next.body) as unknown }];
  });
}

const guide = examples(readFileSync(GUIDE, 'utf8'));

beforeAll(async () => {
  // One shipper's transports in the guide's month, with a course, codes, and both kinds of lines,
  // billed on the month's invoice of its supplier.
  const { newSupplier, newCompany } = billingRows(api);
  const { aDeliveryRoute, aTransport } = rowBuilders(() => api.server.db.orm.em.fork());
  const supplier = await newSupplier('대구물류');
  const shipper = await newCompany('가나물산', { supplier, billStdrCd: '30', communicationFee: 30_000 });
  const routeId = await aDeliveryRoute({ delivery_route_nm: '동구 1코스' });
  let waybill = 600_000_000_000;
  for (const day of ['2026-11-02', '2026-11-03', '2026-11-04'])
    await aTransport({
      ...{ requst_dt: day, charge_cd: 'CH003', company_nm: '가나물산', sender_company_id: shipper },
      ...{ delivery_route_id: routeId, region_cd: 'DAEGU', shipper_cd: 'COM', amount: 0 },
      receivers: [
        {
          ...{ company_nm: '한빛상사', region_cd: 'DAEGU', sort_order: 1 },
          shipments: (['QTY', 'WEIGHT'] as const).map((trnsprtCd, index) => ({
            ...{ waybill_no: String(++waybill), trnsprt_cd: trnsprtCd, sort_order: index + 1 },
            ...{ qty: 3, sender_untpc: 4500, receiver_untpc: 4000, transport_date: '2026-11-06' },
          })),
        },
      ],
    });
  const invoice = await api.rest('POST', '/api/bill-history/insert', {
    body: { billCompanyId: supplier, year: 2026, month: 11, billCd: '30' },
  });
  expect(invoice.status).toBe(200);
});

it('has examples to run', () => {
  expect(guide.length).toBeGreaterThanOrEqual(3);
});

/** An example that only administrators may run says so in its first line (`# admin only`). */
const ADMIN_ONLY = /^# admin only\n/;

it.each(guide.map((example, i) => [i + 1, example.title, example] as const))(
  'example %i (%s) answers as the guide shows',
  async (_index, _first, example) => {
    const adminOnly = ADMIN_ONLY.test(example.query);
    if (adminOnly) {
      const refused = await api.graphql(example.query, {}, 'member_view');
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const answer = await api.graphql(example.query, {}, adminOnly ? 'admin' : 'member_view');
    expect({ status: answer.status, errors: answer.errors }).toEqual({ status: 200, errors: undefined });
    expect(answerDifferences(example.output, answer.data)).toEqual([]);
  },
);
