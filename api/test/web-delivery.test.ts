// How the web app's files and the API's answers travel: the build's brotli and gzip copies chosen
// by Accept-Encoding, hashed assets cached for good, the page itself never, and API answers over
// 1 kB compressed on the way out.
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createUser, signIn } from './http';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
const script = `console.log(${JSON.stringify('택배'.repeat(2000))});\n`;

/** A build as web/precompress-plugin.ts leaves it: each text asset with its .br and .gz copies. */
async function fakeBuild(): Promise<string> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'parcel-web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  const asset = path.join(dist, 'assets', 'index-AbC123.js');
  await writeFile(asset, script);
  await writeFile(`${asset}.br`, brotliCompressSync(script));
  await writeFile(`${asset}.gz`, gzipSync(script));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  return dist;
}

beforeAll(async () => {
  server = await startTestServer({ webDist: await fakeBuild() });
});
afterAll(() => server.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET that leaves the body as sent (fetch would undo the compression). */
function rawGet(pathname: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${pathname}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the web app files', () => {
  const asset = '/assets/index-AbC123.js';

  it('sends the brotli copy to a browser that accepts it', async () => {
    const answer = await rawGet(asset, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('sends the gzip copy to one that accepts only gzip, and the file itself to one that accepts neither', async () => {
    const gzipped = await rawGet(asset, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(script);
    const plain = await rawGet(asset, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('lets browsers keep hashed assets for good, and asks them to check the page each time', async () => {
    expect((await rawGet(asset)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await rawGet('/transport/check');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body.toString()).toContain('<div id="root">');
  });
});

describe('API answers', () => {
  it('are compressed from 1 kB on, and not below', async () => {
    await createUser(server, 'admin', 'admin-pass-1', 'admin');
    const { accessToken } = await signIn(server, 'admin', 'admin-pass-1');
    const headers = { 'accept-encoding': 'gzip', authorization: `Bearer ${accessToken}` };
    const districts = await rawGet('/api/code/list?type=REGION_DTL_TYPE', headers);
    expect(districts.status).toBe(200);
    expect(districts.headers['content-encoding']).toBe('gzip');
    const list = JSON.parse(gunzipSync(districts.body).toString()) as unknown[];
    expect(JSON.stringify(list).length).toBeGreaterThan(1024);

    const empty = await rawGet('/api/code/list?type=NO_SUCH_TYPE', headers);
    expect(empty.status).toBe(200);
    expect(empty.headers['content-encoding']).toBeUndefined();
    expect(empty.body.toString()).toBe('[]');
  });
});
