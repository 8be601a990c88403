import { readAccessToken } from '../app/session/session-storage';
import { CONNECTION_FAILED_MESSAGE, TIMEOUT_MESSAGE } from './auth-api';
import { refreshAccessToken } from './token-refresh';
import { UserFacingError } from './user-facing-error';

/** An upload and the server's reading of it: well over the 5 s that 10,000 rows take to check. */
const UPLOAD_TIMEOUT_MS = 120_000;

export interface UploadProgress {
  /** Bytes sent so far of `total`; called as the browser sends the body. */
  onProgress?: (sent: number, total: number) => void;
  /** The whole body is sent: the server now reads it (no progress to report until it answers). */
  onSent?: () => void;
  signal?: AbortSignal;
}

/** A refusal of the server: its status and Korean message (413, 400, ...). */
export class UploadError extends UserFacingError {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

interface Answer {
  status: number;
  body: unknown;
}

function send(url: string, form: FormData, { onProgress, onSent, signal }: UploadProgress): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.responseType = 'json';
    request.timeout = UPLOAD_TIMEOUT_MS;
    const token = readAccessToken();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    request.upload.onload = () => onSent?.();
    request.onload = () => resolve({ status: request.status, body: request.response as unknown });
    request.onerror = () => reject(new UploadError(0, CONNECTION_FAILED_MESSAGE));
    request.ontimeout = () => reject(new UploadError(0, TIMEOUT_MESSAGE));
    const abort = () => request.abort();
    request.onabort = () => reject(new DOMException('업로드를 취소했습니다.', 'AbortError'));
    signal?.addEventListener('abort', abort, { once: true });
    request.onloadend = () => signal?.removeEventListener('abort', abort);
    request.send(form);
  });
}

/**
 * POSTs a multipart form (a file upload) to a REST route with the session's token, reporting the
 * bytes sent: `fetch` cannot tell upload progress, XMLHttpRequest's `upload.onprogress` can. A 401
 * renews the token once (token-refresh.ts) and sends the form again, as `fetchWithSession` does.
 * Answers the JSON body of a success; a refusal throws an UploadError with the server's message.
 */
export async function uploadWithSession<T>(
  url: string,
  form: FormData,
  progress: UploadProgress = {},
): Promise<T> {
  let answer = await send(url, form, progress);
  if (answer.status === 401 && (await refreshAccessToken())) answer = await send(url, form, progress);
  if (answer.status >= 200 && answer.status < 300) return answer.body as T;
  const message = (answer.body as { message?: unknown } | null)?.message;
  throw new UploadError(
    answer.status,
    typeof message === 'string' ? message : `파일을 올리지 못했습니다. (${answer.status})`,
  );
}
