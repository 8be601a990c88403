// A process killed mid-work leaves nothing half done (issue 26, part 3). On a PostgreSQL server of
// the test's own (db/src/testing/test-cluster.ts), app processes started as `npm run serve` starts
// them are killed with SIGKILL while a 20 x 100 editor save, a spreadsheet import's commit and an
// invoice generation are inside their transactions, and the server itself is stopped in mode
// immediate (a crash) during a save. Each time the database holds all of the work or none of it,
// the figures derived by triggers still agree with the rows, and the next process serves the same
// data and does the same work.
//
// "Inside the transaction" is made certain, not guessed with a delay: a session of the test holds
// a lock the work needs near its end (the day-count table its statement triggers write, or the
// settlement refresh's advisory lock), the test waits until pg_stat_activity shows the app's
// backend waiting for that lock with a transaction id (it has written rows), and only then kills.
import ExcelJS from 'exceljs';
import pg from 'pg';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import { withClient } from '@parcel/db';
import { rowBuilders, type CompanyColumns } from '@parcel/db/src/testing/builders';
import { createClusterDatabase, type TestDatabase } from '@parcel/db/src/testing/test-database';
import { startTestCluster, type TestCluster } from '@parcel/db/src/testing/test-cluster';
import { ALL_STORED, bigTransport, NOTHING_STORED, storedOf } from './big-transport';
import { call, createUser, signIn } from './http';
import { LISTENING, type ServerProcess, startServerProcess, waitForOutput } from './server-process';

/** One app process and the address it listens on. */
interface AppProcess {
  process: ServerProcess;
  url: string;
}

let cluster: TestCluster;
let db: TestDatabase;
let token: string;
let senderCompany: number;
let receiverCompany: number;
let importCompany: number;
let supplier: number;

/**
 * An app process on the test's database, as production runs it. Every process signs tokens with
 * the same key (as a deployment's do), and waits for locks without a limit: the test decides when
 * the wait ends.
 */
async function startApp(): Promise<AppProcess> {
  const process = startServerProcess(db.url, {
    JWT_SECRET: 'process-crash-test-secret-long-enough-for-hs256',
    DATABASE_LOCK_TIMEOUT_MS: '0',
  });
  return { process, url: await waitForOutput(process, LISTENING) };
}

/**
 * A statement on a connection of its own: the ORM's pooled ones would not survive the server's
 * immediate shutdown. Parameters are `?`, as in the app's SQL.
 */
async function sql<Row extends object>(text: string, params: unknown[] = []): Promise<Row[]> {
  let index = 0;
  const numbered = text.replace(/\?/g, () => `$${++index}`);
  return withClient(db.url, async (client) => (await client.query(numbered, params)).rows as Row[]);
}

async function one<Row extends object>(text: string, params: unknown[] = []): Promise<Row> {
  const [row] = await sql<Row>(text, params);
  if (!row) throw new Error(`no row: ${text}`);
  return row;
}

const { aCompany, aSupplier } = rowBuilders(() => db.orm.em.fork());
const company = (name: string, columns: Partial<CompanyColumns>) =>
  aCompany({ company_nm: name, tel_no: '0531234567', address: '대구광역시 북구 칠성로 1', ...columns });

beforeAll(async () => {
  cluster = await startTestCluster();
  db = await createClusterDatabase(cluster.server.url);
  await createUser({ db }, 'admin', 'admin-pass-1', 'admin');
  supplier = await aSupplier({ company_nm: '중단 공급자' });
  senderCompany = await company('중단 보내는상사', {
    shipper_cd: 'COM',
    shipper_yn: 'Y',
    bill_company_id: supplier,
    bill_stdr_cd: '30',
  });
  receiverCompany = await company('중단 받는마트', { shipper_cd: 'COM' });
  importCompany = await company('일괄 보내는상사', {
    manager_nm: '김담당',
    manager_tel_no: '01098765432',
    shipper_cd: 'PCL',
    untpc: 4000,
    weight_untpc: 500,
  });
}, 120_000);

afterAll(async () => {
  await db?.destroy();
  await cluster?.destroy();
});

// ---------------------------------------------------------------------------------------------
// The work: an editor save of 20 receivers x 100 goods lines, an import's commit, an invoice.

let waybillSequence = 760_000_000_000;
/** A new transport of 20 x 100 sent under `name`, with waybill numbers no other has. */
function transportNamed(name: string) {
  waybillSequence += 2000;
  return bigTransport(
    name,
    { senderCompanyId: senderCompany, receiverCompanyId: receiverCompany },
    waybillSequence,
  );
}

const saveTransport = (app: AppProcess, body: unknown) =>
  call<{ senderTransportId: number }>(app, 'POST', '/api/transport/shipment-save', { token, body });

/** One transport over REST, as the editor loads it: receivers and their goods lines. */
async function transportInfo(app: AppProcess, id: number) {
  const answer = await call<{ receivers: { companyNm: string; shipments: { waybillNo: string }[] }[] }>(
    app,
    'GET',
    `/api/transport-info?transportId=${id}`,
    { token },
  );
  expect(answer.status).toBe(200);
  return answer.body;
}

/**
 * An .xlsx of `count` rows for 10 receivers: the first half prepaid, the second collect, so two
 * transports of 10 receivers each.
 */
async function importWorkbook(count: number): Promise<Blob> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('운송 정보');
  sheet.addRow(['받는사람', '휴대폰', '주소', '운임구분', '수량']);
  for (let row = 0; row < count; row++)
    sheet.addRow([
      `일괄 받는곳 ${row % 10}`,
      '010-2000-3000',
      `대구 중구 ${row % 10}`,
      row < count / 2 ? '선불' : '착불',
      2,
    ]);
  return new Blob([new Uint8Array(await book.xlsx.writeBuffer())]);
}

async function uploadImport(app: AppProcess): Promise<number> {
  const form = new FormData();
  form.append('file', await importWorkbook(400), '주문.xlsx');
  form.append('senderCompanyId', String(importCompany));
  const response = await fetch(`${app.url}/api/transport/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { id: number; problemRowCount: number };
  expect({ status: response.status, problems: body.problemRowCount }).toEqual({ status: 200, problems: 0 });
  return body.id;
}

const commitImport = (app: AppProcess, importId: number) =>
  call<{ status: string; transportCount: number }>(app, 'POST', `/api/transport/import/${importId}/commit`, {
    token,
  });

async function importStored(importId: number) {
  return one<{ status: string; transports: number; receivers: number; lines: number }>(
    `select (select status from transport_import where import_id = ?) as status,
            count(distinct ts.sender_transport_id)::int as transports,
            count(distinct tr.receiver_transport_id)::int as receivers, count(s.shipment_id)::int as lines
       from transport_sender ts
       left join transport_receiver tr on tr.sender_transport_id = ts.sender_transport_id
       left join shipment s on s.receiver_transport_id = tr.receiver_transport_id
      where ts.import_id = ?`,
    [importId, importId],
  );
}

const [YEAR, MONTH] = seoulToday().split('-').map(Number) as [number, number];
const generateInvoice = (app: AppProcess) =>
  call<{ totAmount: number }>(app, 'POST', '/api/bill-history/insert', {
    token,
    body: { billCompanyId: supplier, year: YEAR, month: MONTH, billCd: '30' },
  });

async function invoiceStored() {
  return one<{ invoices: number; rows: number; amount: number | null }>(
    `select count(distinct h.bill_history_id)::int as invoices, count(d.bill_history_detail_id)::int as rows,
            max(h.tot_amount)::int as amount
       from bill_history h left join bill_history_detail d on d.bill_history_id = h.bill_history_id
      where h.bill_company_id = ? and h.year = ? and h.month = ?`,
    [supplier, YEAR, MONTH],
  );
}

/**
 * The figures the writes keep (transport_count_day with its deltas; a transport's receiver and line
 * counts) against the rows: work cut off midway must not leave them counting what was not kept.
 */
async function derivedCountsDisagree() {
  return sql(
    `with counted as (
       select ts.requst_dt, count(*)::int as transports,
              sum((select count(*) from transport_receiver tr where tr.sender_transport_id = ts.sender_transport_id))::int as receivers,
              sum((select count(*) from transport_receiver tr join shipment s using (receiver_transport_id)
                    where tr.sender_transport_id = ts.sender_transport_id))::int as goods_lines
         from transport_sender ts where ts.del_yn = 'N' group by ts.requst_dt)
     select coalesce(c.requst_dt, k.requst_dt) as day, c.transports, k.transports as kept
       from counted c
       full join (select requst_dt, sum(transports)::int as transports, sum(receivers)::int as receivers,
                         sum(goods_lines)::int as goods_lines
                    from transport_count_day_current group by requst_dt) k on k.requst_dt = c.requst_dt
      where (c.transports, c.receivers, c.goods_lines) is distinct from (k.transports, k.receivers, k.goods_lines)
        and not (c.requst_dt is null and k.transports = 0)`,
  );
}

// ---------------------------------------------------------------------------------------------
// Holding the work at a lock, and killing it there.

/** A session of the test holding a lock that the app's work will wait for. */
interface HeldLock {
  pid: number;
  release(): Promise<void>;
}

async function holdLock(statement: string, params: unknown[] = []): Promise<HeldLock> {
  const session = new pg.Client({ connectionString: db.url, application_name: 'process-crash lock' });
  // The immediate shutdown ends this session too; its error must not crash the test.
  session.on('error', () => undefined);
  await session.connect();
  const { rows } = await session.query<{ pid: number }>('select pg_backend_pid() as pid');
  await session.query('begin');
  await session.query(statement, params);
  return {
    pid: rows[0]!.pid,
    release: async () => {
      await session.query('rollback').catch(() => undefined);
      await session.end().catch(() => undefined);
    },
  };
}

/** The staging table that every write of transports inserts into from its statement triggers (db/src/derived). */
const STAGING_LOCK = 'lock table derived_change in share mode';
/** Holds an invoice generation after it wrote the invoice row, before its company rows. */
const INVOICE_ROWS_LOCK = 'lock table bill_history_detail in share mode';

/**
 * Waits until a backend waits for `lock`'s session while holding a transaction id (it has written
 * rows in its open transaction); answers its pid.
 */
async function writerWaitingFor(lock: HeldLock): Promise<number> {
  for (let waited = 0; waited < 30_000; waited += 20) {
    const [waiting] = await sql<{ pid: number }>(
      `select pid from pg_stat_activity
        where ? = any(pg_blocking_pids(pid)) and backend_xid is not null and state = 'active'`,
      [lock.pid],
    );
    if (waiting) return waiting.pid;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no backend waited for the lock within 30 s');
}

/** Waits until the backend `pid` has ended (its transaction, if open, rolled back). */
async function backendGone(pid: number): Promise<void> {
  for (let waited = 0; waited < 30_000; waited += 20) {
    const [alive] = await sql('select 1 from pg_stat_activity where pid = ?', [pid]);
    if (!alive) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`backend ${pid} still ran 30 s after its client was killed`);
}

/**
 * Sends `work` to `app`, waits until its backend is inside the transaction, having written, and
 * waiting for `lock`; kills the app process (SIGKILL), then lets the backend go on: it finds its
 * client gone and rolls back. Resolves once that backend has ended.
 */
async function killMidWork(app: AppProcess, lock: HeldLock, work: () => Promise<unknown>): Promise<void> {
  const answer = work().then(
    () => 'answered',
    () => 'cut',
  );
  const backend = await writerWaitingFor(lock);
  app.process.process.kill('SIGKILL');
  expect(await app.process.exited).toBeNull();
  expect(await answer).toBe('cut');
  await lock.release();
  await backendGone(backend);
}

// ---------------------------------------------------------------------------------------------

describe('an app process killed (SIGKILL) mid-work, and the database stopped in mode immediate', () => {
  let first: AppProcess;
  let second: AppProcess;
  let third: AppProcess;
  let fourth: AppProcess;
  const SAVED = '중단 저장';
  let savedId: number;
  let importId: number;

  afterAll(() => {
    for (const app of [first, second, third, fourth]) app?.process.process.kill('SIGKILL');
  });

  it('a 20 x 100 editor save: none of it stored; the next process saves it whole', async () => {
    first = await startApp();
    token = (await signIn(first, 'admin', 'admin-pass-1')).accessToken;
    const body = transportNamed(SAVED);
    await killMidWork(first, await holdLock(STAGING_LOCK), () => saveTransport(first, body));
    expect(await storedOf(sql, SAVED)).toEqual(NOTHING_STORED);
    expect(await derivedCountsDisagree()).toEqual([]);

    // The same save (its waybill numbers too: none of them was taken) on the next process.
    second = await startApp();
    const saved = await saveTransport(second, body);
    expect(saved.status).toBe(200);
    savedId = saved.body.senderTransportId;
    expect(await storedOf(sql, SAVED)).toEqual(ALL_STORED);
  }, 60_000);

  it("an import's commit: none of its transports stored, the preview still open; the next process commits it", async () => {
    importId = await uploadImport(second);
    await killMidWork(second, await holdLock(STAGING_LOCK), () => commitImport(second, importId));
    expect(await importStored(importId)).toEqual({
      status: 'PREVIEW',
      transports: 0,
      receivers: 0,
      lines: 0,
    });
    expect(await derivedCountsDisagree()).toEqual([]);

    third = await startApp();
    // The save that the killed process had acknowledged is served whole by the next one.
    const loaded = await transportInfo(third, savedId);
    expect(loaded.receivers).toHaveLength(20);
    expect(loaded.receivers.flatMap((receiver) => receiver.shipments)).toHaveLength(2000);
    const committed = await commitImport(third, importId);
    expect(committed).toMatchObject({ status: 200, body: { status: 'COMMITTED', transportCount: 2 } });
    expect(await importStored(importId)).toEqual({
      status: 'COMMITTED',
      transports: 2,
      receivers: 20,
      lines: 400,
    });
  }, 60_000);

  it('an invoice generation: no invoice row stored; the next process generates it', async () => {
    const lock = await holdLock(INVOICE_ROWS_LOCK);
    await killMidWork(third, lock, () => generateInvoice(third));
    expect(await invoiceStored()).toEqual({ invoices: 0, rows: 0, amount: null });

    fourth = await startApp();
    const imported = await call<{ status: string }>(fourth, 'GET', `/api/transport/import/${importId}`, {
      token,
    });
    expect(imported).toMatchObject({ status: 200, body: { status: 'COMMITTED' } });
    const generated = await generateInvoice(fourth);
    expect(generated.status).toBe(200);
    // The sender company pays its save's 2,000 lines of 3 x 4,000 won, and 10% VAT.
    expect(generated.body).toMatchObject({ totAmount: 26_400_000 });
    expect(await invoiceStored()).toEqual({ invoices: 1, rows: 1, amount: 26_400_000 });
  }, 60_000);

  it('the database stopped in mode immediate mid-save: 503, none of it stored; an acknowledged save survives the next crash', async () => {
    const name = '중단 즉시';
    const lock = await holdLock(STAGING_LOCK);
    const body = transportNamed(name);
    const answer = saveTransport(fourth, body);
    await writerWaitingFor(lock);
    await cluster.server.stop('immediate');
    expect((await answer).status).toBe(503);
    await lock.release();
    await cluster.server.start();
    expect(await storedOf(sql, name)).toEqual(NOTHING_STORED);
    expect(await derivedCountsDisagree()).toEqual([]);

    // The same app process saves it once the database is back, and the save outlives another crash.
    const saved = await saveTransport(fourth, body);
    expect(saved.status).toBe(200);
    await cluster.server.stop('immediate');
    await cluster.server.start();
    expect(await storedOf(sql, name)).toEqual(ALL_STORED);
    const loaded = await transportInfo(fourth, saved.body.senderTransportId);
    expect(loaded.receivers.flatMap((receiver) => receiver.shipments)).toHaveLength(2000);
    expect(await derivedCountsDisagree()).toEqual([]);
  }, 60_000);
});
