import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let baseUrl: string;

beforeAll(async () => {
  server = await startTestServer();
  baseUrl = server.url;
});
afterAll(() => server.close());

describe('the HTTP app', () => {
  it('answers /healthz with 200 when the database is up', async () => {
    const response = await fetch(`${baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'up' });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}$/);
  });

  it('serves GraphQL at /graphql', async () => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ appInfo { productName demoData } }' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: { appInfo: { productName: '택배관리시스템', demoData: false } },
    });
    // Answers are the caller's own: never kept by a browser or a proxy.
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers an unknown API path with a Korean JSON 404, never the web page', async () => {
    for (const path of ['/api/nothing', '/auth/nothing']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        code: 'NOT_FOUND',
        message: '요청한 주소를 찾을 수 없습니다.',
      });
    }
  });

  it('refuses a GraphQL query that is not valid with a 400', async () => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ nothingHere }' }),
    });
    expect(response.status).toBe(400);
  });

  it('answers a missing file with a JSON 404, not the web page', async () => {
    const response = await fetch(`${baseUrl}/assets/chunk-that-is-gone.js`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: '요청한 주소를 찾을 수 없습니다.' });
  });

  it('answers a badly encoded address with 400 in Korean', async () => {
    const response = await fetch(`${baseUrl}/api/member/delete/%E0%A4%A`, { method: 'DELETE' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'BAD_USER_INPUT', message: '잘못된 요청입니다.' });
  });

  it('sends the Content-Security-Policy, and HSTS only on answers over https', async () => {
    const plain = await fetch(`${baseUrl}/healthz`);
    expect(plain.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);
    expect(plain.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(plain.headers.get('strict-transport-security')).toBeNull();

    const behindProxy = await startTestServer({ http: { trustProxy: 1, introspection: 'analysts' } });
    try {
      const secure = await fetch(`${behindProxy.url}/healthz`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(secure.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    } finally {
      await behindProxy.close();
    }
  });

  it("sends the app's whole Content-Security-Policy: frames may open the app and the print program's scheme alone", async () => {
    const policy = policyOf(await fetch(`${baseUrl}/healthz`));
    expect(policy).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob:",
      'font-src': "'self' data:",
      'connect-src': "'self'",
      'frame-src': "'self' parcelprint:",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    });
  });

  it('follows PRINT_URL_TEMPLATE: a print program over http is admitted by its origin alone', async () => {
    const httpProgram = await startTestServer({
      printUrlTemplate: 'http://127.0.0.1:9100/print?waybillId={id}&ticket={ticket}',
    });
    try {
      const policy = policyOf(await fetch(`${httpProgram.url}/healthz`));
      expect(policy['frame-src']).toBe("'self' http://127.0.0.1:9100");
      expect(policy['default-src']).toBe("'self'");
    } finally {
      await httpProgram.close();
    }
  });
});

/** The Content-Security-Policy's directives by name, each with its sources as sent. */
function policyOf(response: Response): Record<string, string> {
  const policy = response.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources.join(' ')];
    }),
  );
}
