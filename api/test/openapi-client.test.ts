// A client written as an outside tool's author would write it from openapi.json: openapi-typescript 7
// turns the document into types, openapi-fetch calls through them. The client must type-check
// (the spec's values typed as such: billCharCd 'credit', not any text) and work against the app.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { contractHarness } from './contract';

const run = promisify(execFile);
const ROOT = path.join(__dirname, '..', '..');

/** The client: its calls use the generated types; wrong values must not compile. */
const CLIENT_SOURCE = `
import createClient from 'openapi-fetch';
import type { components, paths } from './schema.js';

type BillCharCd = components['schemas']['Company']['billCharCd'];

export async function registerAndFind(baseUrl: string, token: string, companyNm: string) {
  const client = createClient<paths>({ baseUrl, headers: { authorization: 'Bearer ' + token } });
  const created = await client.POST('/api/company/insert', {
    body: {
      companyNm,
      bizNo: '220-81-62517',
      regionCd: 'DAEGU',
      regionDtlCd: 'BUKGU',
      representativeNm: '김대표',
      address: '대구 북구 산격동 1',
      bizType: '운수업',
      telNo: '053-123-4567',
      bizItem: '화물운송',
      faxNo: '053-123-4568',
      email: 'typed@example.com',
      billCharCd: 'credit',
    },
  });
  if (!created.data) throw new Error('insert: ' + JSON.stringify(created.error));
  const billCharCd: BillCharCd = created.data.billCharCd;
  const listed = await client.GET('/api/company/list', { params: { query: { companyNm, size: 17 } } });
  if (!listed.data) throw new Error('list: ' + JSON.stringify(listed.error));
  const total = 'total' in listed.data ? listed.data.total : null;
  return { companyId: created.data.companyId, billCharCd, total };
}

// @ts-expect-error the stored form is not the spec's
export const storedForm: BillCharCd = 'CREDIT';
// @ts-expect-error a path the document does not have
export const unknownPath: keyof paths = '/api/company/remove';
`;

/** Runs the compiled client once against the app and prints its answer. */
const RUNNER_SOURCE = `
import { registerAndFind } from './client.mjs';
const [baseUrl, token, companyNm] = process.argv.slice(2);
console.log(JSON.stringify(await registerAndFind(baseUrl, token, companyNm)));
`;

const api = contractHarness();
let folder: string;

beforeAll(async () => {
  // Under node_modules, so that the client resolves openapi-fetch as a project would.
  await mkdir(path.join(ROOT, 'node_modules', '.cache'), { recursive: true });
  folder = await mkdtemp(path.join(ROOT, 'node_modules', '.cache', 'typed-client-'));
  await run(
    path.join(ROOT, 'node_modules', '.bin', 'openapi-typescript'),
    [path.join(ROOT, 'openapi.json'), '--output', path.join(folder, 'schema.d.ts')],
    { cwd: ROOT },
  );
  await writeFile(path.join(folder, 'client.mts'), CLIENT_SOURCE);
  await writeFile(path.join(folder, 'run.mjs'), RUNNER_SOURCE);
}, 60_000);

afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

it('type-checks against the types openapi-typescript generates from openapi.json', () => {
  const program = ts.createProgram([path.join(folder, 'client.mts')], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.Node16,
    moduleResolution: ts.ModuleResolutionKind.Node16,
    types: [],
  });
  const problems = ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  expect(problems).toEqual([]);
}, 60_000);

it('registers a company with the spec’s billCharCd through openapi-fetch and finds it on a page', async () => {
  const compiled = ts.transpileModule(CLIENT_SOURCE, {
    compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
  });
  await writeFile(path.join(folder, 'client.mjs'), compiled.outputText);
  const companyNm = `타입클라이언트상사 ${Date.now() % 100000}`;
  const { stdout } = await run(process.execPath, [
    path.join(folder, 'run.mjs'),
    api.server.url,
    String(await api.token('admin')),
    companyNm,
  ]);
  expect(JSON.parse(stdout)).toEqual({ companyId: expect.any(Number), billCharCd: 'credit', total: 1 });
  const [stored] = await api.server.db.orm.em
    .fork()
    .execute<{ bill_char_cd: string }[]>('select bill_char_cd from company where company_nm = ?', [
      companyNm,
    ]);
  expect(stored).toEqual({ bill_char_cd: 'CREDIT' });
});
