import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { outboxProvider } from './message-provider';

const message = {
  notificationId: '41',
  to: '01012345678',
  eventCd: 'RECEIVED' as const,
  text: '[택배 접수 안내]',
  variables: { 운송장번호: '1', 배송코스: '-', 조회링크: 'https://x/track/1', 수신거부링크: 'https://x/o' },
};

it('writes a message to the outbox as one JSON file, and once however often it is sent', async () => {
  const folder = path.join(await mkdtemp(path.join(os.tmpdir(), 'notify-outbox-')), 'nested');
  const provider = outboxProvider(folder);
  expect(await provider.send(message)).toEqual({
    sent: true,
    channel: 'OUTBOX',
    messageId: 'notification-41.json',
    note: null,
  });
  expect(await provider.send(message)).toMatchObject({ sent: true, channel: 'OUTBOX' });
  expect(await readdir(folder)).toEqual(['notification-41.json']);
  expect(JSON.parse(await readFile(path.join(folder, 'notification-41.json'), 'utf8'))).toMatchObject({
    to: '01012345678',
    eventCd: 'RECEIVED',
    text: '[택배 접수 안내]',
  });
});

it('answers a folder it cannot write as a failure to retry', async () => {
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'notify-outbox-')), 'a-file');
  await writeFile(file, '');
  const provider = outboxProvider(path.join(file, 'outbox'));
  expect(await provider.send(message)).toMatchObject({ sent: false, permanent: false });
});
