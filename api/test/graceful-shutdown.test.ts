// SIGTERM with requests in flight: the server stops accepting connections at once, every request
// it had accepted is answered, and the process exits 0 (also as a cluster of workers); a request
// that outlasts SHUTDOWN_GRACE_SECONDS is cut and the process still stops.
import http from 'node:http';
import net from 'node:net';
import { createTestDatabase, type TestDatabase } from '@parcel/db/src/testing/test-database';
import { LISTENING, type ServerProcess, startServerProcess, waitForOutput } from './server-process';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.destroy());

const QUERY = JSON.stringify({ query: '{ appInfo { productName } }' });

interface HeldRequest {
  /** Sends the rest of the body: the request is complete only then. */
  finish(): void;
  answer: Promise<{ status: number; body: string }>;
}

/**
 * A GraphQL POST whose body is sent only in part: the server has accepted the request and waits
 * for the rest, so it stays in flight for as long as the test wants.
 */
function holdRequest(address: string): HeldRequest {
  const url = new URL('/graphql', address);
  const body = Buffer.from(QUERY);
  const request = http.request(url, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': body.length },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.once('error', reject);
    });
  });
  request.write(body.subarray(0, 10));
  return { finish: () => request.end(body.subarray(10)), answer };
}

/** Resolves with the error code of a new connection (ECONNREFUSED once the server stopped accepting). */
function connectOutcome(address: string): Promise<string> {
  const { hostname, port } = new URL(address);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

async function untilRefused(address: string): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    if ((await connectOutcome(address)) === 'ECONNREFUSED') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('new connections were still accepted 10 s after SIGTERM');
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function stopWithRequestsInFlight(server: ServerProcess, address: string, count: number) {
  const held = Array.from({ length: count }, () => holdRequest(address));
  // Give the server time to accept every connection and start reading the bodies.
  await pause(500);
  server.process.kill('SIGTERM');
  await untilRefused(address);
  // The process waits for the requests it accepted...
  await pause(300);
  expect(server.process.exitCode).toBeNull();
  // ...which all complete.
  for (const request of held) request.finish();
  const answers = await Promise.all(held.map((request) => request.answer));
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ data: { appInfo: { productName: '택배관리시스템' } } });
  }
  expect(await server.exited).toBe(0);
}

it('one process: SIGTERM refuses new connections, answers the 5 requests in flight with 200, exits 0', async () => {
  const server = startServerProcess(db.url);
  try {
    const address = await waitForOutput(server, LISTENING);
    await stopWithRequestsInFlight(server, address, 5);
    expect(server.output()).toContain('SIGTERM: not accepting connections');
  } finally {
    server.process.kill('SIGKILL');
  }
}, 90_000);

it('two cluster workers: SIGTERM to the primary lets both finish their requests, and all exit 0', async () => {
  const server = startServerProcess(db.url, {}, ['--workers', '2']);
  try {
    await waitForOutput(server, /(http:\/\/127\.0\.0\.1:\d+)[\s\S]*\1/);
    const address = await waitForOutput(server, LISTENING);
    await stopWithRequestsInFlight(server, address, 6);
    expect(server.output().match(/SIGTERM: not accepting connections/g)).toHaveLength(2);
  } finally {
    server.process.kill('SIGKILL');
  }
}, 90_000);

it('a request that outlasts SHUTDOWN_GRACE_SECONDS is cut, and the process still exits 0', async () => {
  const server = startServerProcess(db.url, { SHUTDOWN_GRACE_SECONDS: '1' });
  try {
    const address = await waitForOutput(server, LISTENING);
    const held = holdRequest(address);
    const outcome = held.answer.then(
      () => 'answered',
      () => 'cut',
    );
    await pause(500);
    const signalled = Date.now();
    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(5000);
    expect(await outcome).toBe('cut');
    expect(server.output()).toContain('requests still running after 1 s were cut');
  } finally {
    server.process.kill('SIGKILL');
  }
}, 90_000);
