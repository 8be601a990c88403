// Where delivery notifications go: SOLAPI (카카오 알림톡, falling back to 문자) when its keys are set,
// else the outbox folder, one JSON file per message. Made once at start-up (AppDependencies).
//
// SOLAPI is spoken over its REST API with fetch rather than through its SDK (solapi 6.0.1): the
// SDK's address is a private class field fixed to https://api.solapi.com with no option to change
// it, so a test could not point it at a fake provider server, and its answers are decoded by
// schemas a fake would have to match field for field. The API used is one call,
// POST /messages/v4/send-many/detail, signed as the SDK signs (HMAC-SHA256 of date + salt).
import { createHmac, randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { NotificationChannel, NotifiedEventCode } from '@parcel/db';
import type { NotificationSettings, SolapiSettings } from './notification-settings';
import { kakaoVariables, type NotificationVariables } from './notification-templates';

/** How long one call to the provider may take before it counts as failed (and is retried). */
export const PROVIDER_TIMEOUT_MS = 10_000;
const MAX_REASON_LENGTH = 500;

export interface OutgoingNotification {
  notificationId: string;
  /** The receiver's mobile, digits only. */
  to: string;
  eventCd: NotifiedEventCode;
  /** The whole message (the 문자 text, and 알림톡's text as its template renders it). */
  text: string;
  variables: NotificationVariables;
}

/**
 * How a send ended: accepted, by which channel (and a note when 알림톡 fell back to 문자); or refused
 * and why, `permanent` when trying again cannot help (a 4xx answer: bad number, refused template),
 * unlike a 5xx answer, a connection failure or a time-out (try later, with backoff).
 */
export type NotificationOutcome =
  | { sent: true; channel: NotificationChannel; messageId: string | null; note: string | null }
  | { sent: false; reason: string; permanent: boolean };

export interface MessageProvider {
  /** For the start-up log: the provider's address (never a key) or the folder. */
  readonly destination: string;
  send(message: OutgoingNotification): Promise<NotificationOutcome>;
}

export function createMessageProvider(
  settings: Pick<NotificationSettings, 'solapi' | 'outboxDir'>,
): MessageProvider {
  return settings.solapi ? solapiProvider(settings.solapi) : outboxProvider(settings.outboxDir);
}

const clip = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, MAX_REASON_LENGTH);

/** Writes each message as `notification-<id>.json`; a second write of one message is refused by the file system. */
export function outboxProvider(folder: string): MessageProvider {
  let ready: Promise<void> | null = null;
  return {
    destination: `the outbox folder ${folder}`,
    async send(message) {
      ready ??= mkdir(folder, { recursive: true }).then(() => access(folder, constants.W_OK));
      const name = `notification-${message.notificationId}.json`;
      try {
        await ready;
        await writeFile(
          path.join(folder, name),
          `${JSON.stringify({ ...message, writtenAt: new Date().toISOString() }, null, 2)}\n`,
          { flag: 'wx' },
        );
      } catch (error) {
        ready = null;
        const code = (error as NodeJS.ErrnoException).code;
        // Written by an attempt before: it is there once, which is what was asked.
        if (code === 'EEXIST') return { sent: true, channel: 'OUTBOX', messageId: name, note: null };
        return {
          sent: false,
          reason: clip(`보관함 폴더에 쓰지 못했습니다: ${String(error)}`),
          permanent: false,
        };
      }
      return { sent: true, channel: 'OUTBOX', messageId: name, note: null };
    },
  };
}

/**
 * SOLAPI's answers to a 알림톡 that mean the receiver cannot get it as 알림톡 (no 카카오톡, blocked
 * the channel, ...): the message is sent again as 문자. SOLAPI sends a 문자 itself for refusals it
 * learns of later (kakaoOptions.disableSms false).
 */
export const KAKAO_UNDELIVERABLE_CODES = new Set([
  '3102',
  '3103',
  '3104',
  '3105',
  '3106',
  '3107',
  '3108',
  '3109',
]);

/** The Authorization header of a SOLAPI call. */
export function solapiAuthorization(apiKey: string, apiSecret: string, now = new Date()): string {
  const date = now.toISOString();
  const salt = randomBytes(16).toString('hex');
  const signature = createHmac('sha256', apiSecret)
    .update(date + salt)
    .digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

interface SolapiMessageResult {
  messageId?: string;
  type?: string;
  to?: string;
  statusCode?: string;
  statusMessage?: string;
}
interface SolapiSendAnswer {
  failedMessageList?: SolapiMessageResult[];
  messageList?: SolapiMessageResult[];
  errorCode?: string;
  errorMessage?: string;
}

type CallResult =
  | { ok: true; accepted: SolapiMessageResult | null; failed: SolapiMessageResult | null }
  | { ok: false; reason: string; permanent: boolean };

function solapiProvider(settings: SolapiSettings): MessageProvider {
  const call = async (message: Record<string, unknown>): Promise<CallResult> => {
    let response: Response;
    try {
      response = await fetch(`${settings.baseUrl}/messages/v4/send-many/detail`, {
        method: 'POST',
        headers: {
          Authorization: solapiAuthorization(settings.apiKey, settings.apiSecret),
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ messages: [message], allowDuplicates: false }),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      return {
        ok: false,
        reason: timedOut
          ? `문자 발송 서버가 ${PROVIDER_TIMEOUT_MS / 1000}초 안에 답하지 않았습니다.`
          : clip(`문자 발송 서버에 연결하지 못했습니다: ${(error as Error).message}`),
        permanent: false,
      };
    }
    const answer = (await response.json().catch(() => ({}))) as SolapiSendAnswer;
    if (!response.ok) {
      const words = [answer.errorCode, answer.errorMessage].filter(Boolean).join(': ');
      return {
        ok: false,
        reason: clip(`문자 발송 서버가 거절했습니다(HTTP ${response.status}${words ? `, ${words}` : ''}).`),
        // 4xx: the request itself is wrong (keys, number, template); trying again cannot help.
        permanent: response.status >= 400 && response.status < 500 && response.status !== 429,
      };
    }
    return {
      ok: true,
      accepted: answer.messageList?.[0] ?? null,
      failed: answer.failedMessageList?.[0] ?? null,
    };
  };
  const refusal = (failed: SolapiMessageResult) =>
    clip(`문자 발송 서버가 거절했습니다(${failed.statusCode ?? '?'}: ${failed.statusMessage ?? ''}).`);

  const sendSms = async (
    message: OutgoingNotification,
    note: string | null,
  ): Promise<NotificationOutcome> => {
    const result = await call({ to: message.to, from: settings.sender, text: message.text });
    if (!result.ok) return { sent: false, reason: result.reason, permanent: result.permanent };
    if (result.failed) return { sent: false, reason: refusal(result.failed), permanent: true };
    return { sent: true, channel: 'SMS', messageId: result.accepted?.messageId ?? null, note };
  };

  return {
    destination: `SOLAPI at ${settings.baseUrl} (${settings.kakao ? '알림톡, 문자 대체 발송' : '문자'})`,
    async send(message) {
      if (!settings.kakao) return sendSms(message, null);
      const result = await call({
        to: message.to,
        from: settings.sender,
        text: message.text,
        type: 'ATA',
        kakaoOptions: {
          pfId: settings.kakao.pfId,
          templateId: settings.kakao.templateIds[message.eventCd],
          variables: kakaoVariables(message.variables),
          // SOLAPI sends the text as 문자 itself when 카카오 refuses the 알림톡 later on.
          disableSms: false,
        },
      });
      if (!result.ok) return { sent: false, reason: result.reason, permanent: result.permanent };
      if (result.failed) {
        if (!KAKAO_UNDELIVERABLE_CODES.has(result.failed.statusCode ?? ''))
          return { sent: false, reason: refusal(result.failed), permanent: true };
        return sendSms(
          message,
          clip(
            `알림톡을 보낼 수 없어 문자로 보냈습니다(${result.failed.statusCode}: ${result.failed.statusMessage ?? ''}).`,
          ),
        );
      }
      const channel = result.accepted?.type === 'ATA' || !result.accepted?.type ? 'ATA' : 'SMS';
      return { sent: true, channel, messageId: result.accepted?.messageId ?? null, note: null };
    },
  };
}
