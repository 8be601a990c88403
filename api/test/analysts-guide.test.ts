// docs/analysts.md cannot rot: every ```graphql block of the guide runs against the test server
// (as a signed-in viewer, over seeded rows) and must answer without errors, in the shape of the
// ```json example that follows it (the same fields at every level, numbers where it shows numbers).
import { readFileSync } from 'node:fs';
import path from 'node:path';
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
  const supplier = await newSupplier('대구물류');
  const shipper = await newCompany('가나물산', { supplier, billStdrCd: '30', communicationFee: 30_000 });
  await api.server.db.orm.em.fork().execute(
    `with route as (insert into delivery_route (delivery_route_nm) values ('동구 1코스') returning delivery_route_id),
     senders as (
       insert into transport_sender (requst_dt, transport_process_cd, charge_cd, company_nm, sender_company_id,
                                     delivery_route_id, region_cd, shipper_cd, amount)
       select date '2026-11-02' + d, 'COMM_RECV', 'CH003', '가나물산', ?, route.delivery_route_id, 'DAEGU', 'COM', 0
         from route, generate_series(0, 2) d
       returning sender_transport_id),
     receivers as (
       insert into transport_receiver (sender_transport_id, company_nm, region_cd, sort_order)
       select sender_transport_id, '한빛상사', 'DAEGU', 1 from senders returning receiver_transport_id)
     insert into shipment (receiver_transport_id, kind_cd, waybill_no, trnsprt_cd, sender_qty, receiver_qty,
                           sender_untpc, receiver_untpc, sender_amount, receiver_amount, sort_order, transport_date)
     select receiver_transport_id, 'TAC0202', (600000000000 + receiver_transport_id * 10 + l)::text,
            case l when 1 then 'QTY' else 'WEIGHT' end, 3, 3, 4500, 4000, 13500, 12000, l, date '2026-11-06'
       from receivers, generate_series(1, 2) l`,
    [shipper],
  );
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
