// docs/print-programs.md cannot rot: its ```sh blocks run in order as one bash session (curl and jq)
// against the test server, with the guide's demo account, and each answers in the shape of the
// ```json block that follows it (the same fields at every level; codes, messages and lists of
// plain values exactly).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { rowBuilders } from '@parcel/db/src/testing/builders';
import { answerDifferences, guideBlocks } from './guide-examples';
import { call, createUser, signIn } from './http';
import { startTestServer, type TestServer } from './test-server';

const GUIDE = path.join(__dirname, '..', '..', 'docs', 'print-programs.md');
/** The server the guide's examples name, replaced by the test server's address. */
const GUIDE_SERVER = 'http://localhost:4000';
const END_OF_BLOCK = '@@end of block@@';
/** Values the guide shows exactly: error codes and messages, the print channel, operation names. */
const EXACT_KEYS = new Set(['code', 'message', 'field', 'channel', 'langkey', 'operationId']);

interface Example {
  script: string;
  /** The JSON block after it, if any. */
  output?: unknown;
}

function examples(markdown: string): Example[] {
  const blocks = guideBlocks(markdown);
  return blocks.flatMap((block, i) => {
    if (block.lang !== 'sh') return [];
    const next = blocks[i + 1];
    return [
      { script: block.body, ...(next?.lang === 'json' && { output: JSON.parse(next.body) as unknown }) },
    ];
  });
}

let server: TestServer;
let workFolder: string;

beforeAll(async () => {
  server = await startTestServer();
  workFolder = await mkdtemp(path.join(os.tmpdir(), 'print-guide-'));
  // The guide's demo account and one range of three numbers, never printed.
  await createUser(server, 'admin', 'admin1234', 'admin', '관리자');
  const companyId = await rowBuilders(() => server.db.orm.em.fork()).aCompany({
    ...{ biz_no: '6108611111', company_nm: '가나물산' },
    ...{ tel_no: '0531234567', address: '대구광역시 북구 산격동 1' },
  });
  const { accessToken } = await signIn(server, 'admin', 'admin1234');
  const range = await call(server, 'POST', '/api/waybill/insert', {
    token: accessToken,
    body: { senderCompanyId: companyId, startNo: '12300000000', endNo: '12300000002', qty: 3 },
  });
  expect(range.status).toBe(200);
});

afterAll(async () => {
  await rm(workFolder, { recursive: true, force: true });
  await server.close();
});

it("runs the guide's curl examples, each answering as the guide shows", async () => {
  const guide = examples(await readFile(GUIDE, 'utf8'));
  expect(guide.filter((example) => example.output !== undefined).length).toBeGreaterThanOrEqual(8);
  const session = [
    'set -euo pipefail',
    ...guide.map(
      (example) =>
        `${example.script.replaceAll(GUIDE_SERVER, server.url)}\nprintf '\\n%s\\n' '${END_OF_BLOCK}'`,
    ),
  ].join('\n');
  const { stdout } = await promisify(execFile)('bash', ['-c', session], { cwd: workFolder, timeout: 60_000 });
  const outputs = stdout.split(`\n${END_OF_BLOCK}\n`);
  expect(outputs).toHaveLength(guide.length + 1);
  const problems = guide.flatMap((example, i) => {
    if (example.output === undefined) return [];
    const text = outputs[i]!.trim();
    let answer: unknown;
    try {
      answer = JSON.parse(text) as unknown;
    } catch {
      return [`example ${i + 1}: not JSON: ${text.slice(0, 200)}`];
    }
    return answerDifferences(example.output, answer, EXACT_KEYS).map(
      (problem) => `example ${i + 1}: ${problem}`,
    );
  });
  expect(problems).toEqual([]);
});
