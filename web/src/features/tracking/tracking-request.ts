import type { TrackingAnswer } from '@parcel/shared/tracking/tracking';

/** What a lookup answered: the steps, or the server's Korean reason (400, 429, unreachable). */
export type TrackingResult = { ok: true; answer: TrackingAnswer } | { ok: false; message: string };

export const TRACKING_REQUEST_MESSAGES = {
  unreachable: '서버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
} as const;

/**
 * GET /api/public/track/{waybillNo} with plain fetch (no sign-in, no Apollo Client: the page stays
 * small); the browser's HTTP cache keeps answers 60 s and revalidates them with their ETag.
 */
export async function requestTracking(waybillNo: string, signal?: AbortSignal): Promise<TrackingResult> {
  try {
    const response = await fetch(`/api/public/track/${encodeURIComponent(waybillNo)}`, {
      headers: { Accept: 'application/json' },
      signal,
    });
    const body = (await response.json()) as TrackingAnswer | { message?: string };
    if (response.ok) return { ok: true, answer: body as TrackingAnswer };
    return {
      ok: false,
      message: (body as { message?: string }).message ?? TRACKING_REQUEST_MESSAGES.unreachable,
    };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { ok: false, message: TRACKING_REQUEST_MESSAGES.unreachable };
  }
}
