import { readAccessToken, writeAccessToken } from '../app/session/session-storage';
import { fetchWithSession } from './session-fetch';
import { refreshAccessToken } from './token-refresh';

jest.mock('./token-refresh', () => ({ refreshAccessToken: jest.fn() }));
const refresh = jest.mocked(refreshAccessToken);

const sent: { url: string; headers: Record<string, string> }[] = [];
function answerWith(...statuses: number[]) {
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(url), headers: init?.headers as Record<string, string> });
    return { status: statuses.shift() } as Response;
  }) as typeof fetch;
}

afterEach(() => {
  sent.length = 0;
  sessionStorage.clear();
  refresh.mockReset();
});

describe('fetchWithSession', () => {
  it("sends the session's token with the caller's headers", async () => {
    writeAccessToken('old');
    answerWith(200);
    const response = await fetchWithSession('/graphql', { headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(200);
    expect(sent).toEqual([
      { url: '/graphql', headers: { 'content-type': 'application/json', authorization: 'Bearer old' } },
    ]);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('renews the token once on a 401 and sends again with the new one', async () => {
    writeAccessToken('old');
    refresh.mockImplementation(async () => {
      writeAccessToken('new');
      return 'new';
    });
    answerWith(401, 200);
    expect((await fetchWithSession('/api/x')).status).toBe(200);
    expect(sent.map((request) => request.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('answers the 401 when the session cannot be renewed', async () => {
    writeAccessToken('old');
    refresh.mockResolvedValue(null);
    answerWith(401);
    expect((await fetchWithSession('/api/x')).status).toBe(401);
    expect(sent).toHaveLength(1);
    expect(readAccessToken()).toBe('old');
  });
});
