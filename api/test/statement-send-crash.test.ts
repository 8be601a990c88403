// 전체 발송 survives kill -9, and no company gets a mail twice: two app processes (npm run serve,
// one send at a time each) share a batch of 20; the process sending the 6th mail is killed while
// the SMTP server holds that mail unanswered (the moment SMTP cannot tell the sender whether it
// arrived); a process started afterwards finishes the batch. The held send ends UNKNOWN and is not
// sent again; every other company gets exactly one mail. The test's own server only queues.
import { DEFAULT_STATEMENT_QUEUE_SETTINGS } from '../src/modules/statement-mail/statement-queue';
import { IN_DOUBT_REASON } from '../src/modules/statement-mail/statement-delivery';
import { contractHarness } from './contract';
import { listeningProcesses } from './server-process';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { invoiceOfShippers } from './statement-send-fixture';

const api = contractHarness(() => ({ mailQueue: { ...DEFAULT_STATEMENT_QUEUE_SETTINGS, concurrency: 0 } }));
const EMAILS = Array.from({ length: 20 }, (_, index) => `crash${index + 1}@customer.example`);

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

/** An app process that sends statements, one at a time, to the test's SMTP server. */
const appProcess = listeningProcesses(
  () => api.server.db.url,
  () => ({
    SMTP_URL: sink.url,
    MAIL_SEND_CONCURRENCY: '1',
    MAIL_QUEUE_MONITOR_SECONDS: '1',
    MAIL_RETRY_DELAY_SECONDS: '1',
  }),
);

const sends = () =>
  api.server.db.orm.em
    .fork()
    .execute<{ id: string; state: string; error: string | null; worker: string | null; email: string }[]>(
      `select s.statement_send_id::text as id, s.state, s.error, s.worker, c.email
         from statement_send s join company c on c.company_id = s.company_id order by s.statement_send_id`,
    );

it('a process killed mid-send: the batch goes on in the others, and no company gets a mail twice', async () => {
  const fx = await invoiceOfShippers(api, EMAILS);
  const [first, second] = await Promise.all([appProcess(), appProcess()]);

  let held: { sendId: string; to: string } | null = null;
  const killed = new Promise<number>((resolve) => {
    sink.beforeAnswer = async (mail) => {
      if (held || sink.received.length < 6) return;
      const sendId = /statement-send-(\d+)@/.exec(mail.messageId)?.[1] ?? '';
      held = { sendId, to: mail.to };
      const [send] = await api.server.db.orm.em
        .fork()
        .execute<{ worker: string }[]>('select worker from statement_send where statement_send_id = ?', [
          sendId,
        ]);
      const pid = Number(send?.worker.split(':').at(-1));
      process.kill(pid, 'SIGKILL');
      resolve(pid);
    };
  });

  const started = await api.rest<{ statementSendBatchId: number; total: number }>(
    'POST',
    '/api/statement-send-batches',
    { body: { billHistoryId: fx.billHistoryId } },
  );
  expect(started.body.total).toBe(20);
  const killedPid = await killed;
  const victim = [first, second].find((candidate) => candidate.process.pid === killedPid);
  expect(victim).toBeDefined();
  await victim?.exited;
  await appProcess(); // the restart

  for (let waited = 0; ; waited += 500) {
    const { body } = await api.rest<{ finished: boolean }>(
      'GET',
      `/api/statement-send-batches/${started.body.statementSendBatchId}`,
    );
    if (body.finished) break;
    if (waited > 90_000) throw new Error(`not finished: ${JSON.stringify(await sends())}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  const after = await sends();
  const heldSend = held as { sendId: string; to: string } | null;
  // The held mail reached the server, so its company has it: once, never again.
  for (const email of EMAILS) expect([email, sink.countFor(email)]).toEqual([email, 1]);
  expect(sink.received).toHaveLength(20);
  expect(after.filter((send) => send.state !== 'SENT')).toEqual([
    {
      id: heldSend?.sendId,
      state: 'UNKNOWN',
      error: IN_DOUBT_REASON,
      worker: expect.any(String),
      email: heldSend?.to,
    },
  ]);
  // Several processes shared the work.
  const workers = new Set(after.filter((send) => send.state === 'SENT').map((send) => send.worker));
  expect(workers.size).toBeGreaterThanOrEqual(2);
}, 180_000);
