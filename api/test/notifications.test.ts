// Delivery notifications against a fake SOLAPI started by the test (fake-solapi.ts): one message per
// step (접수 on save, 배송 출발, 배송 완료) and never a second, retries on 5xx then success, a 4xx
// refusal final, 알림톡 refused → 문자 recorded, no consent and opted-out numbers skipped with the
// reason, the opt-out link, and the send log of a goods line.
import { rowBuilders } from '@parcel/db/src/testing/builders';
import { NOTIFICATION_MESSAGES } from '../src/modules/notification/notifications';
import { readNotificationSettings } from '../src/modules/notification/notification-settings';
import { contractHarness } from './contract';
import { FAKE_SOLAPI_KEYS, type FakeSolapi, startFakeSolapi } from './fake-solapi';

let fake: FakeSolapi;
const PUBLIC_URL = 'https://parcel.example';
// Before the harness's own beforeAll, which starts the server with the fake's address.
beforeAll(async () => {
  fake = await startFakeSolapi();
});
const api = contractHarness(() => ({
  publicUrl: PUBLIC_URL,
  notificationSettings: readNotificationSettings({
    ...FAKE_SOLAPI_KEYS,
    SOLAPI_BASE_URL: fake.url,
    NOTIFY_SEND_CONCURRENCY: '2',
    NOTIFY_SEND_ATTEMPTS: '3',
    NOTIFY_RETRY_DELAY_SECONDS: '1',
    NOTIFY_QUEUE_MONITOR_SECONDS: '1',
  }),
}));

afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  fake.plan = () => ({ kind: 'accept' });
});

const em = () => api.server.db.orm.em.fork();
/** Today in Asia/Seoul, the business day a delivery is dated. */
const SEOUL_TODAY = "(now() at time zone 'Asia/Seoul')::date";
let waybill = 880_000_000_000;
let sender: number;

interface Receiver {
  managerTelNo: string | null;
  notifyYn?: 'Y' | 'N';
}

/** Saves a new transport (the editor's REST save) with one goods line per receiver; answers the lines' ids. */
async function saveTransport(receivers: Receiver[]): Promise<{ shipmentIds: number[]; waybills: string[] }> {
  sender ??= await rowBuilders(em).aCompany({ company_nm: '알림 보내는곳' });
  const waybills = receivers.map(() => String(++waybill));
  const body = {
    senderTransportId: 0,
    sender: {
      senderCompanyId: sender,
      chargeCd: 'CH001',
      companyNm: '알림 보내는곳',
      telNo: '053-123-4567',
      managerTelNo: '010-9999-0000',
      address: '대구광역시 북구 칠성로 1',
      regionCd: 'DAEGU',
      regionDtlCd: 'BUKGU',
      managerNm: '김보냄',
    },
    receivers: receivers.map((receiver, index) => ({
      receiverTransportId: 0,
      companyNm: `알림 받는곳 ${index + 1}`,
      telNo: '053-765-4321',
      managerTelNo: receiver.managerTelNo,
      address: '대구광역시 수성구 달구벌대로 1',
      regionCd: 'DAEGU',
      regionDtlCd: 'SUSEONGGU',
      ...(receiver.notifyYn && { notifyYn: receiver.notifyYn }),
      shipments: [
        {
          shipmentId: 0,
          trnsprtCd: 'QTY',
          kindCd: 'TAC0202',
          waybillNo: waybills[index],
          senderQty: 1,
          receiverQty: 1,
          senderUntpc: 4000,
          receiverUntpc: 3500,
        },
      ],
      deletedShipmentIds: [],
    })),
    deletedReceiverIds: [],
  };
  const saved = await api.rest<{ senderTransportId: number }>('POST', '/api/transport/shipment-save', {
    body,
  });
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
  const rows = await em().execute<{ shipmentId: number }[]>(
    `select s.shipment_id as "shipmentId" from shipment s
       join transport_receiver r on r.receiver_transport_id = s.receiver_transport_id
      where r.sender_transport_id = ? order by r.sort_order`,
    [saved.body.senderTransportId],
  );
  return { shipmentIds: rows.map((row) => row.shipmentId), waybills };
}

interface Row {
  shipmentId: number;
  eventCd: string;
  state: string;
  channel: string | null;
  attempts: number;
  skipCd: string | null;
  error: string | null;
  phoneNo: string | null;
}

const notificationsOf = (shipmentIds: number[]) =>
  em().execute<Row[]>(
    `select shipment_id as "shipmentId", event_cd as "eventCd", state, channel, attempts, skip_cd as "skipCd",
            error, phone_no as "phoneNo"
       from notification where shipment_id in (${shipmentIds.map(() => '?').join(', ')}) order by notification_id`,
    shipmentIds,
  );

/** Dispatches the steps taken so far and waits until every notification of the lines is settled. */
async function dispatchAndSettle(shipmentIds: number[], timeoutMs = 40_000): Promise<Row[]> {
  await api.server.deps.notifications.dispatch();
  for (const started = Date.now(); ;) {
    const rows = await notificationsOf(shipmentIds);
    if (rows.every((row) => !['WAITING', 'SENDING'].includes(row.state))) return rows;
    if (Date.now() - started > timeoutMs) throw new Error(`not settled: ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

it('tells a consenting receiver each step once (접수 on save, 배송 출발, 배송 완료) and skips the one without consent', async () => {
  const { shipmentIds, waybills } = await saveTransport([
    { managerTelNo: '010-2000-0001', notifyYn: 'Y' },
    { managerTelNo: '010-2000-0002', notifyYn: 'N' },
  ]);
  expect(await dispatchAndSettle(shipmentIds)).toEqual([
    expect.objectContaining({
      shipmentId: shipmentIds[0],
      eventCd: 'RECEIVED',
      state: 'SENT',
      channel: 'ATA',
      attempts: 1,
    }),
    expect.objectContaining({
      shipmentId: shipmentIds[1],
      eventCd: 'RECEIVED',
      state: 'SKIPPED',
      skipCd: 'NO_CONSENT',
      error: NOTIFICATION_MESSAGES.skip.NO_CONSENT,
      attempts: 0,
    }),
  ]);
  const [received] = fake.acceptedFor('01020000001');
  expect(received).toMatchObject({
    from: FAKE_SOLAPI_KEYS.SOLAPI_SENDER,
    type: 'ATA',
    kakaoOptions: {
      pfId: FAKE_SOLAPI_KEYS.SOLAPI_PF_ID,
      templateId: FAKE_SOLAPI_KEYS.SOLAPI_TEMPLATE_RECEIVED,
      disableSms: false,
      variables: expect.objectContaining({
        '#{운송장번호}': waybills[0],
        '#{조회링크}': `${PUBLIC_URL}/track/${waybills[0]}`,
      }),
    },
  });
  expect(received?.text).toContain(`${PUBLIC_URL}/track/${waybills[0]}`);
  expect(received?.text).toContain(`${PUBLIC_URL}/api/public/notifications/opt-out?token=`);

  const marked = await api.rest('POST', '/api/shipments/out-for-delivery', { body: { shipmentIds } });
  expect(marked.status).toBe(200);
  await dispatchAndSettle(shipmentIds);
  await em().execute(
    `update shipment set transport_date = ${SEOUL_TODAY} where shipment_id in (?, ?)`,
    shipmentIds,
  );
  const rows = await dispatchAndSettle(shipmentIds);
  expect(
    rows.filter((row) => row.shipmentId === shipmentIds[0]).map((row) => [row.eventCd, row.state]),
  ).toEqual([
    ['RECEIVED', 'SENT'],
    ['OUT_FOR_DELIVERY', 'SENT'],
    ['DELIVERED', 'SENT'],
  ]);
  expect(rows.filter((row) => row.shipmentId === shipmentIds[1]).map((row) => row.state)).toEqual([
    'SKIPPED',
    'SKIPPED',
    'SKIPPED',
  ]);
  expect(fake.acceptedFor('01020000001').map((message) => message.kakaoOptions?.templateId)).toEqual([
    FAKE_SOLAPI_KEYS.SOLAPI_TEMPLATE_RECEIVED,
    FAKE_SOLAPI_KEYS.SOLAPI_TEMPLATE_OUT_FOR_DELIVERY,
    FAKE_SOLAPI_KEYS.SOLAPI_TEMPLATE_DELIVERED,
  ]);
  expect(fake.acceptedFor('01020000002')).toEqual([]);

  // A step undone and reached again is not told twice.
  await em().execute('update shipment set transport_date = null where shipment_id = ?', [shipmentIds[0]]);
  await em().execute(`update shipment set transport_date = ${SEOUL_TODAY} where shipment_id = ?`, [
    shipmentIds[0],
  ]);
  expect(await api.server.deps.notifications.dispatch()).toBe(0);
  expect(fake.acceptedFor('01020000001')).toHaveLength(3);
});

it('retries a 5xx answer with backoff until it is accepted', async () => {
  fake.plan = (message, calls) =>
    message.to === '01030000001' && calls.filter((call) => call.to === message.to).length <= 2
      ? { kind: 'http', status: 503, errorCode: 'ServiceUnavailable', errorMessage: '잠시 후 다시 시도' }
      : { kind: 'accept' };
  const { shipmentIds } = await saveTransport([{ managerTelNo: '010-3000-0001', notifyYn: 'Y' }]);
  expect(await dispatchAndSettle(shipmentIds)).toEqual([
    expect.objectContaining({ state: 'SENT', channel: 'ATA', attempts: 3 }),
  ]);
  expect(fake.acceptedFor('01030000001')).toHaveLength(1);
  expect(fake.calls.filter((call) => call.to === '01030000001')).toHaveLength(3);
});

it('ends a 4xx refusal at once with the provider’s reason, and sends 문자 when 알림톡 cannot be delivered', async () => {
  fake.plan = (message) => {
    if (message.to === '01040000001')
      return {
        kind: 'http',
        status: 400,
        errorCode: 'InvalidPhoneNumber',
        errorMessage: '수신번호 형식 오류',
      };
    if (message.to === '01040000002' && message.type === 'ATA')
      return { kind: 'refuse', statusCode: '3104', statusMessage: '카카오톡을 사용하지 않는 사용자' };
    return { kind: 'accept' };
  };
  const { shipmentIds } = await saveTransport([
    { managerTelNo: '010-4000-0001', notifyYn: 'Y' },
    { managerTelNo: '010-4000-0002', notifyYn: 'Y' },
  ]);
  const [refused, fallback] = await dispatchAndSettle(shipmentIds);
  expect(refused).toMatchObject({ state: 'FAILED', attempts: 1, channel: null });
  expect(refused?.error).toContain('수신번호 형식 오류');
  expect(fake.calls.filter((call) => call.to === '01040000001')).toHaveLength(1);
  expect(fallback).toMatchObject({ state: 'SENT', channel: 'SMS', attempts: 1 });
  expect(fallback?.error).toContain('3104');
  const [sms] = fake.acceptedFor('01040000002');
  expect(sms).toMatchObject({ from: FAKE_SOLAPI_KEYS.SOLAPI_SENDER });
  expect(sms?.type).toBeUndefined();
  expect(sms?.text).toContain('[택배 접수 안내]');
});

it('skips a landline and an opted-out number, and the opt-out link stops the messages that follow', async () => {
  const optedOut = await api.rest('POST', '/api/notification-opt-outs', {
    body: { phoneNo: '010-5000-0002' },
  });
  expect(optedOut).toMatchObject({ status: 200, body: { phoneNo: '010-5000-0002', sourceCd: 'STAFF' } });
  const landline = await api.rest('POST', '/api/notification-opt-outs', {
    body: { phoneNo: '053-111-2222' },
  });
  expect(landline).toMatchObject({ status: 400, body: { field: 'phoneNo' } });
  const { shipmentIds } = await saveTransport([
    { managerTelNo: '010-5000-0001', notifyYn: 'Y' },
    { managerTelNo: '010-5000-0002', notifyYn: 'Y' },
    { managerTelNo: '010-5000-0003', notifyYn: 'Y' },
  ]);
  // An imported or older receiver whose contact number is a landline.
  await em().execute(
    `update transport_receiver set manager_tel_no = '0531112222'
      where receiver_transport_id = (select receiver_transport_id from shipment where shipment_id = ?)`,
    [shipmentIds[0]],
  );
  const rows = await dispatchAndSettle(shipmentIds);
  expect(rows.map((row) => [row.state, row.skipCd])).toEqual([
    ['SKIPPED', 'NO_MOBILE'],
    ['SKIPPED', 'OPTED_OUT'],
    ['SENT', null],
  ]);
  expect(fake.acceptedFor('01050000002')).toEqual([]);

  // The receiver follows the link of the message it got: a page, then the opt-out it confirms.
  const link = /https:\/\/parcel\.example(\/api\/public\/notifications\/opt-out\?token=\S+)/.exec(
    fake.acceptedFor('01050000003')[0]?.text ?? '',
  )?.[1];
  expect(link).toBeDefined();
  const page = await fetch(`${api.server.url}${link}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('수신 거부');
  expect(
    (await em().execute('select 1 from notification_opt_out where phone_no = ?', ['01050000003'])).length,
  ).toBe(0);
  const confirmed = await fetch(`${api.server.url}${link}`, { method: 'POST' });
  expect(confirmed.status).toBe(200);
  expect(await confirmed.text()).toContain('수신 거부되었습니다');
  const forged = await fetch(`${api.server.url}${link!.replace('01050000003', '01050000004')}`, {
    method: 'POST',
  });
  expect(forged.status).toBe(400);

  await api.rest('POST', '/api/shipments/out-for-delivery', { body: { shipmentIds: [shipmentIds[2]] } });
  const after = await dispatchAndSettle(shipmentIds);
  expect(after.at(-1)).toMatchObject({ eventCd: 'OUT_FOR_DELIVERY', state: 'SKIPPED', skipCd: 'OPTED_OUT' });
  expect(fake.acceptedFor('01050000003')).toHaveLength(1);
});

it('lists a goods line’s notifications for staff (GraphQL and REST)', async () => {
  const { shipmentIds } = await saveTransport([{ managerTelNo: '010-6000-0001', notifyYn: 'Y' }]);
  await dispatchAndSettle(shipmentIds);
  const rest = await api.rest<unknown[]>('GET', `/api/shipments/${shipmentIds[0]}/notifications`);
  expect(rest.status).toBe(200);
  expect(rest.body).toEqual([
    expect.objectContaining({
      eventCd: 'RECEIVED',
      eventNm: '접수',
      state: 'SENT',
      channel: 'ATA',
      attempts: 1,
      phoneNo: '010-6000-0001',
      sentAt: expect.any(String),
    }),
  ]);
  const gql = await api.graphql<{ shipmentNotifications: { state: string }[] }>(
    `query ($shipmentId: Int!) { shipmentNotifications(shipmentId: $shipmentId) { eventCd state channel attempts error createdAt } }`,
    { shipmentId: shipmentIds[0] },
  );
  expect(gql.data?.shipmentNotifications).toEqual([expect.objectContaining({ state: 'SENT' })]);
  expect((await api.rest('GET', '/api/shipments/99999999/notifications')).status).toBe(404);
});

it('keeps a receiver’s consent when a save does not send it, and changes it when one does', async () => {
  const { shipmentIds, waybills } = await saveTransport([{ managerTelNo: '010-9000-0001', notifyYn: 'Y' }]);
  const [owner] = await em().execute<{ senderTransportId: number }[]>(
    `select r.sender_transport_id as "senderTransportId" from shipment s
       join transport_receiver r on r.receiver_transport_id = s.receiver_transport_id where s.shipment_id = ?`,
    [shipmentIds[0]],
  );
  type Tree = {
    version: number;
    receivers: ({ receiverTransportId: number; notifyYn: string } & Record<string, unknown>)[];
  } & Record<string, unknown>;
  const load = async () =>
    (await api.rest<Tree>('GET', `/api/transport-info?transportId=${owner!.senderTransportId}`)).body;
  const loaded = await load();
  expect(loaded.receivers.map((receiver) => receiver.notifyYn)).toEqual(['Y']);
  const resave = async (notifyYn: 'Y' | 'N' | undefined, version: number) => {
    const { receivers: _receivers, ...sender } = loaded;
    const saved = await api.graphql<{ saveTransport: { version: number } }>(
      `mutation ($input: TransportSaveInput!) { saveTransport(input: $input) { version } }`,
      {
        input: {
          senderTransportId: owner!.senderTransportId,
          version,
          sender: {
            senderCompanyId: sender.senderCompanyId,
            chargeCd: sender.chargeCd,
            companyNm: sender.companyNm,
            telNo: sender.telNo,
            managerTelNo: sender.managerTelNo,
            address: sender.address,
            managerNm: sender.managerNm,
          },
          receivers: [
            {
              receiverTransportId: loaded.receivers[0]!.receiverTransportId,
              companyNm: '알림 받는곳 1',
              telNo: '053-765-4321',
              managerTelNo: '010-9000-0002',
              address: '대구광역시 수성구 달구벌대로 1',
              ...(notifyYn && { notifyYn }),
              shipments: [
                {
                  shipmentId: shipmentIds[0],
                  trnsprtCd: 'QTY',
                  kindCd: 'TAC0202',
                  waybillNo: waybills[0],
                  senderQty: 1,
                  receiverQty: 1,
                  senderUntpc: 4000,
                  receiverUntpc: 3500,
                },
              ],
              deletedShipmentIds: [],
            },
          ],
          deletedReceiverIds: [],
        },
      },
    );
    expect(saved.errors).toBeUndefined();
    return saved.data!.saveTransport.version;
  };
  const second = await resave(undefined, loaded.version);
  expect((await load()).receivers.map((receiver) => receiver.notifyYn)).toEqual(['Y']);
  await resave('N', second);
  expect((await load()).receivers.map((receiver) => receiver.notifyYn)).toEqual(['N']);
});
