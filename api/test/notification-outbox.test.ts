// Without SOLAPI keys a delivery notification is written to the outbox folder (NOTIFY_OUTBOX_DIR),
// one JSON file per message, and logged as sent by OUTBOX.
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { rowBuilders } from '@parcel/db/src/testing/builders';
import { readNotificationSettings } from '../src/modules/notification/notification-settings';
import { contractHarness } from './contract';

let outbox: string;
beforeAll(async () => {
  outbox = await mkdtemp(path.join(os.tmpdir(), 'parcel-notify-outbox-'));
});
const api = contractHarness(() => ({
  publicUrl: 'https://parcel.example',
  notificationSettings: readNotificationSettings({ NOTIFY_OUTBOX_DIR: outbox }),
}));

it('writes the 접수 message of a consenting receiver to the outbox', async () => {
  const em = () => api.server.db.orm.em.fork();
  const { shipmentIds } = await rowBuilders(em).aTransport({
    receivers: [{ manager_tel_no: '01080000001', shipments: [{ waybill_no: '660000000001' }] }],
  });
  await em().execute(
    `update transport_receiver set notify_yn = 'Y'
      where receiver_transport_id = (select receiver_transport_id from shipment where shipment_id = ?)`,
    [shipmentIds[0]],
  );
  expect(await api.server.deps.notifications.dispatch()).toBe(1);
  for (let waited = 0; (await readdir(outbox)).length === 0; waited += 200) {
    if (waited > 20_000) throw new Error('nothing written to the outbox');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const [file] = await readdir(outbox);
  const written = JSON.parse(await readFile(path.join(outbox, file!), 'utf8')) as {
    to: string;
    text: string;
  };
  expect(written.to).toBe('01080000001');
  expect(written.text).toContain('https://parcel.example/track/660000000001');
  for (let waited = 0; ; waited += 200) {
    const [row] = await em().execute<{ state: string; channel: string | null }[]>(
      'select state, channel from notification where shipment_id = ?',
      [shipmentIds[0]],
    );
    if (row?.state === 'SENT') {
      expect(row.channel).toBe('OUTBOX');
      break;
    }
    if (waited > 10_000) throw new Error(`not sent: ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});
