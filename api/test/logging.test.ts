// The server log: JSON lines with request ids; a database error is logged by its code and the names
// of what it concerns, never the SQL text or its values; user text cannot forge a log line.
import { createLogger } from '../src/common/logger';
import { call, createUser, signIn } from './http';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
const lines: string[] = [];

beforeAll(async () => {
  server = await startTestServer({
    logger: createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(line) } }),
  });
  await createUser(server, 'admin', 'admin-pass-1', 'admin');
});
afterAll(() => server.close());

const logEntries = () => lines.join('').split('\n').filter(Boolean);

describe('the server log', () => {
  it('writes one JSON object a request, with its id and no headers, tokens or query text', async () => {
    const session = await signIn(server, 'admin', 'admin-pass-1');
    lines.length = 0;
    const answer = await call(server, 'GET', '/api/member/list?name=홍길동', { token: session.accessToken });
    const entries = logEntries().map((line) => JSON.parse(line) as Record<string, unknown>);
    const request = entries.find((entry) => entry.msg === 'request completed');
    expect(request).toMatchObject({
      reqId: answer.headers.get('x-request-id'),
      req: { method: 'GET', path: '/api/member/list' },
      res: { status: 200 },
    });
    const text = logEntries().join('\n');
    expect(text).not.toContain(session.accessToken);
    expect(text).not.toContain('홍길동');
  });

  it('keeps user text inside its JSON value: a newline cannot start a forged line', async () => {
    lines.length = 0;
    const forged = 'kim\n{"level":30,"msg":"admin signed in"}\n';
    expect(
      (await call(server, 'POST', '/auth/login', { body: { userId: forged, userPw: 'x' } })).status,
    ).toBe(401);
    const entries = logEntries();
    for (const line of entries) expect(() => JSON.parse(line) as unknown).not.toThrow();
    expect(entries.filter((line) => line.startsWith('{"level":30,"msg":"admin signed in"'))).toEqual([]);
  });

  it('logs a database error by its code and names, without the SQL or its values', async () => {
    const session = await signIn(server, 'admin', 'admin-pass-1');
    // A fault the services do not expect: a column gone from under them.
    const em = server.db.orm.em.fork();
    await em.execute('alter table company rename column company_nm to company_nm_gone');
    try {
      lines.length = 0;
      const answer = await call<{ code: string; message: string }>(
        server,
        'GET',
        `/api/company/list?companyNm=${encodeURIComponent('비밀거래처')}`,
        { token: session.accessToken },
      );
      expect(answer.status).toBe(500);
      expect(answer.body.message).toMatch(/^서버 오류가 발생했습니다\. .*\(요청 번호 [0-9a-f]{8}\)$/);
      const failure = logEntries()
        .map((line) => JSON.parse(line) as { msg: string; err?: Record<string, unknown> })
        .find((entry) => entry.msg === 'unexpected error');
      expect(failure?.err).toMatchObject({ code: '42703' });
      const text = logEntries().join('\n');
      expect(text).not.toMatch(/select|from company/i);
      expect(text).not.toContain('비밀거래처');
    } finally {
      await em.execute('alter table company rename column company_nm_gone to company_nm');
    }
  });
});
