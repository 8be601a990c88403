import { readAccessToken, writeAccessToken } from '../app/session/session-storage';
import { TIMEOUT_MESSAGE } from './auth-api';
import { refreshAccessToken } from './token-refresh';
import { UploadError, uploadWithSession } from './upload-file';

jest.mock('./token-refresh', () => ({ refreshAccessToken: jest.fn() }));
const refresh = jest.mocked(refreshAccessToken);

/** What the fake server does with each request, in order. */
type Reply = { status: number; body: unknown } | 'timeout' | 'network';
const replies: Reply[] = [];
const sent: { url: string; authorization: string | undefined; body: unknown }[] = [];

/** XMLHttpRequest as far as the helper uses it: the body "sent" in two progress steps, then the reply. */
class FakeRequest {
  upload: { onprogress?: (event: ProgressEvent) => void; onload?: () => void } = {};
  status = 0;
  response: unknown = null;
  withCredentials = false;
  responseType = '';
  timeout = 0;
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  onabort?: () => void;
  onloadend?: () => void;
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    sent.push({ url: this.url, authorization: this.headers.authorization, body });
    const reply = replies.shift();
    setTimeout(() => {
      for (const loaded of [50, 100])
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
      this.upload.onload?.();
      if (reply === 'timeout') this.ontimeout?.();
      else if (reply === 'network' || reply === undefined) this.onerror?.();
      else {
        this.status = reply.status;
        this.response = reply.body;
        this.onload?.();
      }
      this.onloadend?.();
    }, 0);
  }
}

const realRequest = globalThis.XMLHttpRequest;
beforeAll(() => {
  globalThis.XMLHttpRequest = FakeRequest as unknown as typeof XMLHttpRequest;
});
afterAll(() => {
  globalThis.XMLHttpRequest = realRequest;
});
afterEach(() => {
  replies.length = 0;
  sent.length = 0;
  sessionStorage.clear();
  refresh.mockReset();
});

const form = () => {
  const data = new FormData();
  data.append('file', new Blob(['a,b']), 'rows.csv');
  return data;
};

describe('uploadWithSession', () => {
  it('sends the form with the token, reports the bytes sent and the end of sending, answers the body', async () => {
    writeAccessToken('token');
    replies.push({ status: 201, body: { id: 7 } });
    const progress: number[] = [];
    const onSent = jest.fn();
    const answer = await uploadWithSession<{ id: number }>('/api/transport/import', form(), {
      onProgress: (loaded, total) => progress.push(loaded / total),
      onSent,
    });
    expect(answer).toEqual({ id: 7 });
    expect(progress).toEqual([0.5, 1]);
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([
      { url: '/api/transport/import', authorization: 'Bearer token', body: expect.any(FormData) },
    ]);
  });

  it('renews the token once on a 401 and sends the form again', async () => {
    writeAccessToken('old');
    refresh.mockImplementation(async () => {
      writeAccessToken('new');
      return 'new';
    });
    replies.push(
      { status: 401, body: { message: '로그인이 필요합니다.' } },
      { status: 201, body: { id: 8 } },
    );
    await expect(uploadWithSession('/api/transport/import', form())).resolves.toEqual({ id: 8 });
    expect(sent.map((request) => request.authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(readAccessToken()).toBe('new');
  });

  it("throws the server's Korean message with its status (413, 400)", async () => {
    replies.push({
      status: 413,
      body: { code: 'PAYLOAD_TOO_LARGE', message: '파일은 10MB까지 올릴 수 있습니다.' },
    });
    const refusal = uploadWithSession('/api/transport/import', form());
    await expect(refusal).rejects.toThrow(new UploadError(413, '파일은 10MB까지 올릴 수 있습니다.'));
    await expect(refusal).rejects.toMatchObject({ status: 413 });
    replies.push({ status: 400, body: null });
    await expect(uploadWithSession('/api/transport/import', form())).rejects.toThrow(
      '파일을 올리지 못했습니다. (400)',
    );
    expect(refresh).not.toHaveBeenCalled();
  });

  it('says when the server does not answer in time or cannot be reached', async () => {
    replies.push('timeout');
    await expect(uploadWithSession('/x', form())).rejects.toThrow(TIMEOUT_MESSAGE);
    replies.push('network');
    await expect(uploadWithSession('/x', form())).rejects.toThrow('서버 연결에 문제가 발생했습니다.');
  });
});
