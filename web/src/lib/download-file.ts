import { REQUEST_TIMEOUT_MS, TIMEOUT_MESSAGE } from './auth-api';
import { fetchWithSession } from './session-fetch';
import { UserFacingError } from './user-facing-error';

/** Longer than a JSON call: a large list takes a while to write. */
const DOWNLOAD_TIMEOUT_MS = REQUEST_TIMEOUT_MS * 6;

/** The file name of a Content-Disposition header (RFC 5987 `filename*` first). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

/** A GET, or a POST of a JSON body, with the session (renewed once on a 401). */
async function request(url: string, body?: unknown): Promise<Response> {
  try {
    return await fetchWithSession(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError')
      throw new Error(TIMEOUT_MESSAGE, { cause: error });
    throw error;
  }
}

/**
 * GETs a file from a REST route with the session's token and saves it under the server's file name.
 * A refusal throws its Korean message.
 */
export async function downloadFile(path: string, params: Record<string, string>, fallbackName: string) {
  const query = new URLSearchParams(params).toString();
  await saveAnswer(await request(query ? `${path}?${query}` : path), fallbackName);
}

/**
 * POSTs a JSON body to a REST route that answers a file (the tax-bill zip), with the session's token,
 * and saves it under the server's file name. A refusal throws its Korean message.
 */
export async function downloadPostedFile(path: string, body: object, fallbackName: string) {
  await saveAnswer(await request(path, body), fallbackName);
}

async function saveAnswer(response: Response, fallbackName: string) {
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new UserFacingError(answer?.message ?? `${response.status}: ${response.statusText}`);
  }
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has handed the blob to the browser's download by then.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}
