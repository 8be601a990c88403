// Delivery notifications survive kill -9 and no receiver is told a step twice: two app processes
// (npm run serve, one send at a time each) dispatch and send the 접수 notifications of a transport
// of 12 receivers through a fake SOLAPI; the process sending the 4th message is killed while the
// fake holds that call unanswered (the moment the sender cannot know whether it went out); a process
// started afterwards finishes. The held notification ends UNKNOWN and is not sent again; every other
// receiver gets exactly one message. The test's own server only saves.
import { rowBuilders } from '@parcel/db/src/testing/builders';
import { NOTIFICATION_MESSAGES } from '../src/modules/notification/notifications';
import { contractHarness } from './contract';
import { FAKE_SOLAPI_KEYS, type FakeSolapi, startFakeSolapi } from './fake-solapi';
import { listeningProcesses } from './server-process';

const api = contractHarness();
const PHONES = Array.from({ length: 12 }, (_, index) => `0107000${String(index + 1).padStart(4, '0')}`);

let fake: FakeSolapi;
beforeAll(async () => {
  fake = await startFakeSolapi();
});
afterAll(() => fake.close());

/** An app process that dispatches and sends notifications, one at a time, to the fake SOLAPI. */
const appProcess = listeningProcesses(
  () => api.server.db.url,
  () => ({
    ...FAKE_SOLAPI_KEYS,
    SOLAPI_BASE_URL: fake.url,
    PUBLIC_URL: 'https://parcel.example',
    NOTIFY_SEND_CONCURRENCY: '1',
    NOTIFY_QUEUE_MONITOR_SECONDS: '1',
    NOTIFY_RETRY_DELAY_SECONDS: '1',
    NOTIFY_POLL_SECONDS: '1',
    MAIL_SEND_CONCURRENCY: '0',
  }),
);

const notifications = () =>
  api.server.db.orm.em
    .fork()
    .execute<{ id: string; state: string; error: string | null; worker: string | null; phoneNo: string }[]>(
      `select notification_id::text as id, state, error, worker, phone_no as "phoneNo"
         from notification order by notification_id`,
    );

it('a process killed mid-send: the others go on, and no receiver is told a step twice', async () => {
  const sender = await rowBuilders(() => api.server.db.orm.em.fork()).aCompany({
    company_nm: '중단 보내는곳',
  });
  const [first, second] = await Promise.all([appProcess(), appProcess()]);

  let held: string | null = null;
  const killed = new Promise<number>((resolve) => {
    fake.beforeAnswer = async (message) => {
      if (held || fake.calls.length < 4) return;
      held = message.to;
      const [row] = await api.server.db.orm.em
        .fork()
        .execute<{ worker: string }[]>(
          "select worker from notification where phone_no = ? and state = 'SENDING'",
          [message.to],
        );
      const pid = Number(row?.worker.split(':').at(-1));
      process.kill(pid, 'SIGKILL');
      resolve(pid);
    };
  });

  const saved = await api.rest('POST', '/api/transport/shipment-save', {
    body: {
      senderTransportId: 0,
      sender: {
        senderCompanyId: sender,
        chargeCd: 'CH001',
        companyNm: '중단 보내는곳',
        telNo: '053-123-4567',
        managerTelNo: '010-9999-0000',
        address: '대구광역시 북구 칠성로 1',
        regionCd: 'DAEGU',
        managerNm: '김보냄',
      },
      receivers: PHONES.map((phone, index) => ({
        receiverTransportId: 0,
        companyNm: `중단 받는곳 ${index + 1}`,
        telNo: '053-765-4321',
        managerTelNo: phone,
        address: '대구광역시 수성구 달구벌대로 1',
        regionCd: 'DAEGU',
        notifyYn: 'Y',
        shipments: [
          {
            shipmentId: 0,
            trnsprtCd: 'QTY',
            kindCd: 'TAC0202',
            waybillNo: String(770_000_000_000 + index),
            senderQty: 1,
            receiverQty: 1,
            senderUntpc: 4000,
            receiverUntpc: 3500,
          },
        ],
        deletedShipmentIds: [],
      })),
      deletedReceiverIds: [],
    },
  });
  expect(saved.status).toBe(200);
  const killedPid = await killed;
  const victim = [first, second].find((candidate) => candidate.process.pid === killedPid);
  expect(victim).toBeDefined();
  await victim?.exited;
  await appProcess(); // the restart

  for (let waited = 0; ; waited += 500) {
    const rows = await notifications();
    if (rows.length === PHONES.length && rows.every((row) => !['WAITING', 'SENDING'].includes(row.state)))
      break;
    if (waited > 90_000) throw new Error(`not finished: ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  const after = await notifications();
  // The held call reached the provider, so its receiver has the message: once, never again.
  for (const phone of PHONES) {
    expect([phone, fake.calls.filter((call) => call.to === phone).length]).toEqual([phone, 1]);
    expect([phone, fake.acceptedFor(phone).length]).toEqual([phone, 1]);
  }
  expect(after.filter((row) => row.state !== 'SENT')).toEqual([
    {
      id: expect.any(String),
      state: 'UNKNOWN',
      error: NOTIFICATION_MESSAGES.inDoubt,
      worker: expect.any(String),
      phoneNo: held,
    },
  ]);
  const workers = new Set(after.filter((row) => row.state === 'SENT').map((row) => row.worker));
  expect(workers.size).toBeGreaterThanOrEqual(2);
}, 180_000);
