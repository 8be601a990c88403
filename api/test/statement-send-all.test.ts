// 전체 발송 against the real server, database, job queue (pg-boss) and an SMTP server started here:
// 50 billed companies and one of 0원; one recipient refused once with a 4xx (sent on the retry),
// one refused for good with a 5xx (FAILED with the server's reason, never retried). Every other
// company gets exactly one mail; a second 전체 발송 sends only what is left, or everything when
// asked; 재발송 goes through the same queue; refusals are 4xx with Korean messages.
import { DEFAULT_STATEMENT_QUEUE_SETTINGS } from '../src/modules/statement-mail/statement-queue';
import { STATEMENT_SEND_MESSAGES } from '../src/modules/statement-mail/statement-send.service';
import { createMailer, type Mailer } from '../src/modules/statement-mail/mailer';
import { contractHarness } from './contract';
import { badInput, conflict } from './kit';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { invoiceOfShippers, type SendFixture } from './statement-send-fixture';

let sink: SmtpSink;
// The server starts before the SMTP server: its mailer is made once the SMTP server listens.
let smtpMailer: Mailer;
const mailer: Mailer = {
  get destination() {
    return smtpMailer.destination;
  },
  send: (mail) => smtpMailer.send(mail),
  check: () => smtpMailer.check(),
};
const api = contractHarness(() => ({
  mailer,
  mailQueue: { ...DEFAULT_STATEMENT_QUEUE_SETTINGS, attempts: 3, retryDelaySeconds: 1, monitorSeconds: 1 },
}));

const EMAILS = Array.from({ length: 50 }, (_, index) => `shipper${index + 1}@customer.example`);
const FLAKY = EMAILS[6]!;
const GONE = EMAILS[13]!;
let fx: SendFixture;

beforeAll(async () => {
  sink = await startSmtpSink();
  smtpMailer = createMailer({
    smtpUrl: sink.url,
    from: '발송 공급상사 <billing@supplier.example>',
    outboxDir: '/nonexistent',
  });
});
afterAll(() => sink.close());
beforeAll(async () => {
  fx = await invoiceOfShippers(api, EMAILS, { zeroBilled: 1 });
});

interface Batch {
  statementSendBatchId: number;
  total: number;
  waiting: number;
  retrying: number;
  sending: number;
  sent: number;
  failed: number;
  unknown: number;
  cancelled: number;
  finished: boolean;
  skippedZero: number;
  skippedSent: number;
  skippedQueued: number;
  sends: {
    companyNm: string;
    billHistoryDetailId: number;
    state: string;
    attempts: number;
    error: string | null;
  }[];
}

/** Follows a batch until no send waits (at most 150 s: a loaded CI machine), as the screen does. */
async function finished(batchId: number): Promise<Batch> {
  for (let waited = 0; waited < 150_000; waited += 250) {
    const { status, body } = await api.rest<Batch>('GET', `/api/statement-send-batches/${batchId}`, {
      as: 'member_view',
    });
    expect(status).toBe(200);
    if (body.finished) return body;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const states = await api.server.db.orm.em
    .fork()
    .execute(
      `select state, attempts, count(*)::int as n, min(updated_at) as first, max(updated_at) as last from statement_send group by 1, 2`,
    );
  const jobs = await api.server.db.orm.em
    .fork()
    .execute(`select state, count(*)::int as n from pgboss.job group by 1`);
  throw new Error(
    `batch ${batchId} did not finish: ${JSON.stringify({ states, jobs, received: sink.received.length })}`,
  );
}

const mailLog = (billHistoryDetailId: number) =>
  api.server.db.orm.em
    .fork()
    .execute<{ result: string; error: string | null }[]>(
      'select result, error from statement_mail where bill_history_detail_id = ? order by statement_mail_id',
      [billHistoryDetailId],
    );

describe('전체 발송', () => {
  it('mails every billed company once; a 4xx is retried and sent, a 5xx fails for good with the reason', async () => {
    sink.refuse(FLAKY, 451, 1);
    sink.refuse(GONE, 550, Infinity);
    const started = await api.rest<Batch>('POST', '/api/statement-send-batches', {
      body: { billHistoryId: fx.billHistoryId },
    });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ total: 50, skippedZero: 1, skippedSent: 0, skippedQueued: 0 });

    const batch = await finished(started.body.statementSendBatchId);
    expect(batch).toMatchObject({ total: 50, sent: 49, failed: 1, unknown: 0, waiting: 0, sending: 0 });
    for (const email of EMAILS)
      expect([email, sink.countFor(email)]).toEqual([email, email === GONE ? 0 : 1]);
    expect(sink.received).toHaveLength(49);
    // One Message-ID a send: the retried mail carries the one its failed attempt had.
    expect(new Set(sink.received.map((mail) => mail.messageId)).size).toBe(49);

    const flaky = batch.sends.find((send) => send.billHistoryDetailId === fx.rowOf.get(FLAKY));
    expect(flaky).toMatchObject({ state: 'SENT', attempts: 2, error: null });
    expect((await mailLog(fx.rowOf.get(FLAKY)!)).map((attempt) => attempt.result)).toEqual([
      'FAILED',
      'SENT',
    ]);

    const gone = batch.sends.find((send) => send.billHistoryDetailId === fx.rowOf.get(GONE));
    expect(gone).toMatchObject({ state: 'FAILED', attempts: 1 });
    expect(gone?.error).toMatch(/^550 5\.1\.1 Recipient address rejected/);
    expect(await mailLog(fx.rowOf.get(GONE)!)).toEqual([{ result: 'FAILED', error: gone?.error }]);
  }, 180_000);

  it('the company rows show the results; the latest batch is read back', async () => {
    const rows = await api.graphql<{
      invoice: { details: { email: string; status: string; sendState: string | null }[] };
    }>(`query ($id: Int!) { invoice(billHistoryId: $id) { details { email status sendState } } }`, {
      id: fx.billHistoryId,
    });
    const statusOf = new Map(rows.data?.invoice.details.map((row) => [row.email, row]));
    expect(statusOf.get(FLAKY)).toEqual({ email: FLAKY, status: 'SENT', sendState: null });
    expect(statusOf.get(GONE)).toEqual({ email: GONE, status: 'FAILED', sendState: null });
    const latest = await api.graphql<{ statementSendBatches: { total: number; sent: number }[] }>(
      `query ($id: Int!) { statementSendBatches(billHistoryId: $id) { total sent } }`,
      { id: fx.billHistoryId },
    );
    expect(latest.data?.statementSendBatches).toEqual([{ total: 50, sent: 49 }]);
  });

  it('a second 전체 발송 sends only the failed row; with includeSent every row again', async () => {
    sink.refuse(GONE, 550, 0);
    const before = sink.received.length;
    const again = await api.graphql<{ sendAllStatements: Batch }>(
      `mutation ($id: Int!) { sendAllStatements(billHistoryId: $id) { statementSendBatchId total skippedSent skippedZero } }`,
      { id: fx.billHistoryId },
    );
    expect(again.data?.sendAllStatements).toMatchObject({ total: 1, skippedSent: 49, skippedZero: 1 });
    expect(await finished(again.data!.sendAllStatements.statementSendBatchId)).toMatchObject({ sent: 1 });
    expect(sink.received.slice(before).map((mail) => mail.to)).toEqual([GONE]);

    const nothing = await api.rest('POST', '/api/statement-send-batches', {
      body: { billHistoryId: fx.billHistoryId },
    });
    expect(nothing).toMatchObject({
      status: 409,
      body: conflict(STATEMENT_SEND_MESSAGES.nothingToSend({ zero: 1, sent: 50, queued: 0 })),
    });

    const all = await api.rest<Batch>('POST', '/api/statement-send-batches', {
      body: { billHistoryId: fx.billHistoryId, includeSent: true },
    });
    expect(all.body).toMatchObject({ total: 50, skippedSent: 0 });
    expect(await finished(all.body.statementSendBatchId)).toMatchObject({ sent: 50 });
    for (const email of EMAILS) expect([email, sink.countFor(email)]).toEqual([email, 2]);
  }, 240_000);

  it('재발송 of one row goes through the queue and answers its attempt', async () => {
    const row = fx.rowOf.get(EMAILS[0]!)!;
    const before = sink.countFor(EMAILS[0]!);
    const answer = await api.rest<{ attempt: { result: string }; send: { state: string; attempts: number } }>(
      'POST',
      `/api/bill-history-detail/resend/${row}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ attempt: { result: 'SENT' }, send: { state: 'SENT', attempts: 1 } });
    expect(sink.countFor(EMAILS[0]!)).toBe(before + 1);
  });
});

describe('refusals', () => {
  it('an unknown invoice is a 404, a bad number or includeSent a 400 naming it, and nothing is queued', async () => {
    const count = async () =>
      (
        await api.server.db.orm.em
          .fork()
          .execute<{ n: number }[]>('select count(*)::int as n from statement_send')
      )[0]?.n;
    const before = await count();
    expect(
      await api.rest('POST', '/api/statement-send-batches', { body: { billHistoryId: 999999 } }),
    ).toMatchObject({
      status: 404,
    });
    expect(
      await api.rest('POST', '/api/statement-send-batches', { body: { billHistoryId: 'abc' } }),
    ).toMatchObject({
      status: 400,
    });
    expect(
      await api.rest('POST', '/api/statement-send-batches', {
        body: { billHistoryId: fx.billHistoryId, includeSent: 'yes' },
      }),
    ).toMatchObject({ status: 400 });
    expect(await api.rest('GET', '/api/statement-send-batches/0')).toMatchObject({
      status: 400,
      body: badInput(STATEMENT_SEND_MESSAGES.batchIdInvalid, 'statementSendBatchId'),
    });
    expect(await api.rest('GET', '/api/statement-send-batches/999999')).toMatchObject({ status: 404 });
    expect(await count()).toBe(before);
  });

  it('without a token 401; a role that may not write settlement 403 (it may follow a batch)', async () => {
    const path = '/api/statement-send-batches';
    const body = { billHistoryId: fx.billHistoryId };
    expect(await api.rest('POST', path, { as: 'anonymous', body })).toMatchObject({ status: 401 });
    expect(await api.rest('POST', path, { as: 'member_view', body })).toMatchObject({ status: 403 });
    const latest = `${path}?billHistoryId=${fx.billHistoryId}`;
    expect(await api.rest('GET', latest, { as: 'member_view' })).toMatchObject({ status: 200 });
    expect(await api.rest('GET', latest, { as: 'anonymous' })).toMatchObject({ status: 401 });
  });
});
