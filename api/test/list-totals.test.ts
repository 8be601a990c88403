// List totals over the transport tables (paged-query.ts: TotalPlan). A period alone reads the
// per-day counts that the writes keep (transport_count_day with its deltas, from each transport's
// receiver_count and goods_line_count): these tests change transports in every way the app and a person at psql can
// and after each change compare the lists' totals with counts of the rows themselves. Any other
// filter counts up to the next 1,000 rows past the page and then says so (totalExact false).
import { rowBuilders } from '@parcel/db/src/testing/builders';
import 'reflect-metadata';
import { fetchPage, pageStatement } from '../src/common/paged-query';
import { arrivalList } from '../src/modules/arrival/arrival.service';
import { contractHarness } from './contract';
import { rowInserter } from './rows';

const DAY = '2018-02-05';
const OTHER_DAY = '2018-02-06';
const PERIOD = `startDate=${DAY}&endDate=${OTHER_DAY}`;

const api = contractHarness();
const insert = rowInserter(api);
const { manyTransports } = rowBuilders(() => api.server.db.orm.em.fork());
const execute = <T extends object>(text: string, params: unknown[] = []) =>
  api.server.db.orm.em.fork().execute<T[]>(text, params);

interface Total {
  total: number;
  totalExact: boolean;
}

/** The live transports, receivers and goods lines of the period, counted from the rows. */
async function countedFromRows() {
  const [counted] = await execute<{ transports: number; receivers: number; lines: number }>(
    `select (select count(*) from transport_sender ts
              where ts.del_yn = 'N' and ts.requst_dt between ? and ?)::int as transports,
            (select count(*) from transport_sender ts join transport_receiver tr using (sender_transport_id)
              where ts.del_yn = 'N' and ts.requst_dt between ? and ?)::int as receivers,
            (select count(*) from transport_sender ts join transport_receiver tr using (sender_transport_id)
               join shipment s using (receiver_transport_id)
              where ts.del_yn = 'N' and ts.requst_dt between ? and ?)::int as lines`,
    [DAY, OTHER_DAY, DAY, OTHER_DAY, DAY, OTHER_DAY],
  );
  return counted!;
}

/** The totals the lists answer for the period alone: each must be exact. */
async function listTotals() {
  const get = async (path: string) => {
    const response = await api.rest<Total>('GET', path);
    expect(response.status).toBe(200);
    const { total, totalExact } = response.body;
    return { total, totalExact };
  };
  const transports = await api.graphql<{ transports: Total }>(
    'query ($filter: TransportFilterInput) { transports(filter: $filter, page: { size: 1 }) { total totalExact } }',
    { filter: { startDate: DAY, endDate: OTHER_DAY } },
  );
  return {
    transports: transports.data!.transports,
    receivers: await get(`/api/transport/list?${PERIOD}&page=0&size=1`),
    arrivals: await get(`/api/transport/arrivals-list?${PERIOD}&page=0&size=1`),
    deliveryCheck: await get(`/api/transport/check-list?${PERIOD}&page=0&size=1`),
    day: await get(`/api/transport/list?date=${DAY}&page=0&size=1`),
  };
}

async function expectExact() {
  const counted = await countedFromRows();
  const [dayLines] = await execute<{ lines: number }>(
    `select count(*)::int as lines from transport_sender ts join transport_receiver tr using (sender_transport_id)
       join shipment s using (receiver_transport_id) where ts.del_yn = 'N' and ts.requst_dt = ?`,
    [DAY],
  );
  expect(await listTotals()).toEqual({
    transports: { total: counted.transports, totalExact: true },
    receivers: { total: counted.receivers, totalExact: true },
    arrivals: { total: counted.lines, totalExact: true },
    deliveryCheck: { total: counted.lines, totalExact: true },
    day: { total: dayLines!.lines, totalExact: true },
  });
}

/** A transport on `day` with one receiver of one goods line; its ids. */
async function transport(day: string) {
  const senderId = await insert('transport_sender', 'sender_transport_id', {
    ...{ requst_dt: day, transport_process_cd: 'COMM_RECV', charge_cd: 'CH001', company_nm: '합계보내는곳' },
  });
  const receiverId = await insert('transport_receiver', 'receiver_transport_id', {
    ...{ sender_transport_id: senderId, company_nm: '합계받는곳' },
  });
  const lineId = await insert('shipment', 'shipment_id', {
    ...{ receiver_transport_id: receiverId, kind_cd: 'TAC0202', sender_qty: 1, receiver_qty: 1 },
    ...{ sender_untpc: 1000, receiver_untpc: 1000, sender_amount: 1000, receiver_amount: 1000 },
  });
  return { senderId, receiverId, lineId };
}

describe('a period alone: exact totals from the per-day counts through every kind of change', () => {
  let first: Awaited<ReturnType<typeof transport>>;
  let second: Awaited<ReturnType<typeof transport>>;

  it('counts transports inserted row by row and in one statement', async () => {
    first = await transport(DAY);
    second = await transport(DAY);
    await transport(OTHER_DAY);
    await manyTransports({ day: OTHER_DAY, transports: 3, receivers: 2, lines: 3 });
    await expectExact();
  });

  it('after lines and receivers are added and deleted, by the app and at psql', async () => {
    await insert('transport_receiver', 'receiver_transport_id', {
      ...{ sender_transport_id: first.senderId, company_nm: '빈 받는곳' },
    });
    await insert('shipment', 'shipment_id', {
      ...{ receiver_transport_id: first.receiverId, kind_cd: 'TAC0202', sender_qty: 2, receiver_qty: 2 },
    });
    await expectExact();
    const line = await api.rest('DELETE', `/api/transport/shipment-delete/${second.lineId}`);
    expect(line.status).toBe(200);
    await expectExact();
    // A receiver with lines: the cascade removes them in the same statement.
    const receiver = await api.rest('DELETE', `/api/transport/receiver-delete/${first.receiverId}`);
    expect(receiver.status).toBe(200);
    await expectExact();
  });

  it('after a line moves to another transport and a transport moves to another day and out of the period', async () => {
    const third = await transport(OTHER_DAY);
    await execute('update shipment set receiver_transport_id = ? where shipment_id = ?', [
      second.receiverId,
      third.lineId,
    ]);
    await expectExact();
    await execute('update transport_sender set requst_dt = ? where sender_transport_id = ?', [
      OTHER_DAY,
      second.senderId,
    ]);
    await expectExact();
    await execute(`update transport_sender set requst_dt = '2018-03-01' where sender_transport_id = ?`, [
      third.senderId,
    ]);
    await expectExact();
  });

  it('after one statement deletes a receiver and another receiver’s line, as the editor saves', async () => {
    const fourth = await transport(DAY);
    const otherReceiver = await insert('transport_receiver', 'receiver_transport_id', {
      ...{ sender_transport_id: fourth.senderId, company_nm: '둘째 받는곳' },
    });
    await insert('shipment', 'shipment_id', {
      ...{ receiver_transport_id: otherReceiver, kind_cd: 'TAC0202', sender_qty: 1, receiver_qty: 1 },
    });
    // Raw: deletes and an insert in one statement are the point.
    await execute(
      `with receivers as (delete from transport_receiver where receiver_transport_id = ?),
            lines as (delete from shipment where shipment_id = ?)
       insert into shipment (receiver_transport_id, kind_cd, sender_qty, receiver_qty)
       values (?, 'TAC0202', 3, 3)`,
      [otherReceiver, fourth.lineId, fourth.receiverId],
    );
    await expectExact();
  });

  it('after a soft delete through the app, its undoing at psql and a hard delete', async () => {
    const deleted = await api.rest('DELETE', `/api/transport/delete/${second.senderId}`);
    expect(deleted.status).toBe(200);
    await expectExact();
    await execute(`update transport_sender set del_yn = 'N' where sender_transport_id = ?`, [
      second.senderId,
    ]);
    await expectExact();
    await execute('delete from transport_sender where sender_transport_id = ?', [first.senderId]);
    await expectExact();
  });

  it('the counts are nobody’s edit: the audit trail leaves them out', async () => {
    const [audited] = await execute<{ rows: number }>(
      `select count(*)::int as rows from audit_log
        where changes ? 'receiver_count' or changes ? 'goods_line_count'`,
    );
    expect(audited!.rows).toBe(0);
  });
});

describe('any other filter: counted to the next 1,000 past the page, then a lower bound', () => {
  const WIDE_DAY = '2018-04-10';
  const query = (extra: string, page = 0) =>
    `startDate=${WIDE_DAY}&endDate=${WIDE_DAY}&page=${page}&size=10${extra}`;

  beforeAll(async () => {
    // 300 transports x 2 receivers x 2 lines: 1,200 goods lines named 대량발송…
    await manyTransports({ day: WIDE_DAY, transports: 300 });
  });

  it('a filter matching more than the cap answers the cap past the page, not exact', async () => {
    const arrivals = await api.rest<Total>(
      'GET',
      `/api/transport/arrivals-list?${query('&senderCompanyNm=대량')}`,
    );
    expect(arrivals.body).toMatchObject({ total: 1_000, totalExact: false });
    const checks = await api.rest<Total>(
      'GET',
      `/api/transport/check-list?${query('&senderCompanyNm=대량')}`,
    );
    expect(checks.body).toMatchObject({ total: 1_000, totalExact: false });
    // Deeper pages count further (to 2,000 past page 100's end): here every row.
    const deep = await api.rest<Total>(
      'GET',
      `/api/transport/arrivals-list?${query('&senderCompanyNm=대량', 100)}`,
    );
    expect(deep.body).toMatchObject({ total: 1_200, totalExact: true });
  });

  it("a capped page is the same stretch of rows as the plain page statement's, at any depth", async () => {
    // The capped list reads its page out of the count's walk (walkStatement); the plain page
    // statement chooses the same rows by offset.
    const filter = { startDate: WIDE_DAY, endDate: WIDE_DAY, senderCompanyNm: '대량' };
    for (const page of [0, 57, 119]) {
      const list = arrivalList(filter, { page, size: 10 });
      const walked = await fetchPage<{ shipmentId: number }>(api.server.db.orm.em.fork(), list);
      const plain = await execute<{ shipmentId: number }>(pageStatement(list).text, [
        ...pageStatement(list).params,
      ]);
      expect(walked.items).toEqual(plain);
      expect(walked.items).toHaveLength(10);
    }
  });

  it('a capped page past the end is empty and still says the total', async () => {
    const past = await api.rest<Total & { items: unknown[] }>(
      'GET',
      `/api/transport/arrivals-list?${query('&senderCompanyNm=대량', 130)}`,
    );
    expect(past.body).toMatchObject({ items: [], total: 1_200, totalExact: true });
    const none = await api.rest<Total & { items: unknown[] }>(
      'GET',
      `/api/transport/check-list?${query('&senderCompanyNm=없는발송처')}`,
    );
    expect(none.body).toMatchObject({ items: [], total: 0, totalExact: true });
  });

  it('the same period alone is exact, and a narrower filter is counted exactly', async () => {
    const all = await api.rest<Total>('GET', `/api/transport/arrivals-list?${query('')}`);
    expect(all.body).toMatchObject({ total: 1_200, totalExact: true });
    const one = await api.rest<Total>(
      'GET',
      `/api/transport/arrivals-list?${query('&senderCompanyNm=대량발송299')}`,
    );
    expect(one.body).toMatchObject({ total: 4, totalExact: true });
    const rows = await api.rest<Total>('GET', `/api/transport/list?${query('&senderCompanyNm=대량발송1')}`);
    // 대량발송1, 10-19, 100-199: 111 transports x 2 receivers.
    expect(rows.body).toMatchObject({ total: 222, totalExact: true });
  });
});
