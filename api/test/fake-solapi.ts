// A fake SOLAPI for the notification tests: a node:http server the test starts, answering
// POST /messages/v4/send-many/detail as SOLAPI does (checking the HMAC signature of the key pair),
// recording every message, and answering as the test's plan says: accepted, a 5xx, a 4xx refusal,
// or a 알림톡 refused as undeliverable (then the app sends it as 문자). `beforeAnswer` may hold an
// answer (the crash test kills the sending process meanwhile).
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_SOLAPI_KEYS = {
  SOLAPI_API_KEY: 'NCSFAKEKEY0000001',
  SOLAPI_API_SECRET: 'FAKESECRETFAKESECRETFAKESECRET00',
  SOLAPI_SENDER: '0212345678',
  SOLAPI_PF_ID: 'KA01PF-fake-channel',
  SOLAPI_TEMPLATE_RECEIVED: 'KA01TP-received',
  SOLAPI_TEMPLATE_OUT_FOR_DELIVERY: 'KA01TP-out',
  SOLAPI_TEMPLATE_DELIVERED: 'KA01TP-delivered',
} as const;

export interface FakeMessage {
  to: string;
  from: string;
  text: string;
  type?: string;
  kakaoOptions?: { pfId: string; templateId: string; variables: Record<string, string>; disableSms: boolean };
}

/** What to answer one call: accept, an HTTP error, or a 알림톡 refusal naming its status code. */
export type FakeAnswer =
  | { kind: 'accept' }
  | { kind: 'http'; status: number; errorCode: string; errorMessage: string }
  | { kind: 'refuse'; statusCode: string; statusMessage: string };

export interface FakeSolapi {
  /** SOLAPI_BASE_URL. */
  url: string;
  /** Every message answered as accepted, in order. */
  accepted: FakeMessage[];
  /** Every call received (accepted or not). */
  calls: FakeMessage[];
  /** The answer to a message (accept unless it says otherwise). */
  plan: (message: FakeMessage, calls: FakeMessage[]) => FakeAnswer;
  /** Runs before a call is answered (after it was received): may wait, or kill the sender. */
  beforeAnswer: ((message: FakeMessage) => Promise<void>) | null;
  acceptedFor(to: string): FakeMessage[];
  close(): Promise<void>;
}

function signed(req: IncomingMessage): boolean {
  const header = req.headers.authorization ?? '';
  const match = /^HMAC-SHA256 apiKey=([^,]+), date=([^,]+), salt=([^,]+), signature=([0-9a-f]+)$/.exec(
    header,
  );
  if (!match || match[1] !== FAKE_SOLAPI_KEYS.SOLAPI_API_KEY) return false;
  const expected = createHmac('sha256', FAKE_SOLAPI_KEYS.SOLAPI_API_SECRET)
    .update(match[2]! + match[3]!)
    .digest('hex');
  return expected === match[4];
}

export async function startFakeSolapi(): Promise<FakeSolapi> {
  let serial = 0;
  const fake: FakeSolapi = {
    url: '',
    accepted: [],
    calls: [],
    plan: () => ({ kind: 'accept' }),
    beforeAnswer: null,
    acceptedFor: (to) => fake.accepted.filter((message) => message.to === to),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      void (async () => {
        const reply = (status: number, json: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(json));
        };
        if (req.method !== 'POST' || req.url !== '/messages/v4/send-many/detail')
          return reply(404, { errorCode: 'NotFound', errorMessage: 'no such route' });
        if (!signed(req))
          return reply(403, { errorCode: 'SignatureDoesNotMatch', errorMessage: '서명 오류' });
        const { messages } = JSON.parse(body) as { messages: FakeMessage[] };
        const message = messages[0]!;
        fake.calls.push(message);
        const answer = fake.plan(message, fake.calls);
        if (fake.beforeAnswer) await fake.beforeAnswer(message);
        if (answer.kind === 'http')
          return reply(answer.status, { errorCode: answer.errorCode, errorMessage: answer.errorMessage });
        const groupInfo = { count: { total: 1, registeredFailed: answer.kind === 'refuse' ? 1 : 0 } };
        if (answer.kind === 'refuse')
          return reply(200, {
            groupInfo,
            failedMessageList: [
              { to: message.to, statusCode: answer.statusCode, statusMessage: answer.statusMessage },
            ],
            messageList: [],
          });
        fake.accepted.push(message);
        serial += 1;
        const type = message.type ?? (Buffer.byteLength(message.text) > 90 ? 'LMS' : 'SMS');
        return reply(200, {
          groupInfo,
          failedMessageList: [],
          messageList: [
            { messageId: `M4V${String(serial).padStart(8, '0')}`, type, to: message.to, statusCode: '2000' },
          ],
        });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
