// Where statement mails go: the SMTP server of SMTP_URL, or without one the outbox folder, one .eml
// file per mail that a mail program opens as it would have arrived. Made once at start-up from the
// settings (config.ts) and shared by every request (AppDependencies.mailer); tests make their own.
import { constants } from 'node:fs';
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailSettings } from '../../config';

/** Connecting, the server's greeting and any silence mid-exchange: each gives up after this. */
export const SMTP_TIMEOUT_MS = 10_000;

/** The longest failure reason kept: a server's answer is a line or two. */
const MAX_REASON_LENGTH = 500;

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** One mail to send, from the settings' MAIL_FROM. */
export interface OutgoingMail {
  to: string;
  /** Where answers go (the supplier's own address), when known. */
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
  /** The invoice company row it is for: names the outbox file. */
  billHistoryDetailId: number;
  /**
   * Names the mail's Message-ID (`<key@the sender's domain>`): one per send, so every attempt of a
   * send carries the same one and a mail program can tell them for one.
   */
  sendKey?: string;
}

/**
 * How a send ended: accepted (by the server, or written to the outbox), or refused and why;
 * `permanent` when trying again cannot help (the server's 5xx answer, such as an unknown mailbox),
 * unlike a connection failure, a time-out or a 4xx answer (try later).
 */
export type MailOutcome = { sent: true } | { sent: false; reason: string; permanent: boolean };

export interface Mailer {
  /** Where mails go, for the start-up log: the server's host and port (never its password) or the folder. */
  readonly destination: string;
  /** Sends one mail; a refusal or a connection failure is an outcome, not an exception. */
  send(mail: OutgoingMail): Promise<MailOutcome>;
  /**
   * Start-up check: the outbox folder exists and is writable (else it throws). For an SMTP server,
   * it connects and signs in; an unreachable server is answered as a reason, since the server may
   * come back before the first statement is sent.
   */
  check(): Promise<string | null>;
}

/**
 * The mailer of the settings: SMTP when SMTP_URL is set, else the outbox folder. `timeoutMs`
 * (SMTP_TIMEOUT_MS unless told) bounds each wait on the mail server.
 */
export function createMailer(
  settings: Pick<MailSettings, 'smtpUrl' | 'from' | 'outboxDir'>,
  { timeoutMs = SMTP_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Mailer {
  return settings.smtpUrl === null
    ? outboxMailer(settings.outboxDir, settings.from)
    : smtpMailer(settings.smtpUrl, settings.from, timeoutMs);
}

/** Nothing a mail may make nodemailer fetch: attachments are always buffers. */
const SAFE_CONTENT = { disableFileAccess: true, disableUrlAccess: true } as const;

/** The domain of the sender's address, for Message-IDs. */
const domainOf = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';

const messageOf = (mail: OutgoingMail, from: string) => ({
  to: mail.to,
  ...(mail.replyTo && { replyTo: mail.replyTo }),
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  attachments: mail.attachments,
  ...(mail.sendKey && { messageId: `<${mail.sendKey}@${domainOf(from)}>` }),
});

function smtpMailer(url: string, from: string, timeoutMs: number): Mailer {
  const transport = nodemailer.createTransport(
    {
      url,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      dnsTimeout: timeoutMs,
      ...SAFE_CONTENT,
    },
    { from },
  );
  const { protocol, host } = new URL(url);
  return {
    destination: `${protocol}//${host}`,
    async send(mail) {
      try {
        await transport.sendMail(messageOf(mail, from));
        return { sent: true };
      } catch (error) {
        return { sent: false, reason: failureReason(error, timeoutMs), permanent: isPermanentRefusal(error) };
      }
    },
    async check() {
      try {
        await transport.verify();
        return null;
      } catch (error) {
        return failureReason(error, timeoutMs);
      }
    },
  };
}

function outboxMailer(folder: string, from: string): Mailer {
  const transport = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: 'windows', ...SAFE_CONTENT },
    { from },
  );
  return {
    destination: folder,
    async send(mail) {
      try {
        const { message } = await transport.sendMail(messageOf(mail, from));
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        await mkdir(folder, { recursive: true });
        // 'wx': never overwrite an earlier mail.
        await writeFile(path.join(folder, `${stamp}-${mail.billHistoryDetailId}.eml`), message as Buffer, {
          flag: 'wx',
        });
        return { sent: true };
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        return {
          sent: false,
          reason: `outbox write failed (${typeof code === 'string' ? code : 'error'})`,
          permanent: false,
        };
      }
    },
    async check() {
      await mkdir(folder, { recursive: true });
      await access(folder, constants.W_OK);
      return null;
    },
  };
}

/** The mail server refused for good: a 5xx reply (RFC 5321 4.2.1), where 4xx means "try later". */
function isPermanentRefusal(error: unknown): boolean {
  const { responseCode } = (error ?? {}) as { responseCode?: unknown };
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

/**
 * Why a send failed, as a person reads it: the SMTP server's answer (`550 5.1.1 <x@y>: Recipient
 * address rejected`) or else the error's one-line message (`connect ECONNREFUSED 10.0.0.5:587`);
 * a time-out says how long was waited (`Greeting never received (no answer within 10 s)`; a
 * silent server meets the greeting and the socket time-out at once, so either may be the one).
 * Never a stack.
 */
export function failureReason(error: unknown, timeoutMs: number): string {
  const { response, message, code } = (error ?? {}) as {
    response?: unknown;
    message?: unknown;
    code?: unknown;
  };
  const text =
    typeof response === 'string' && response.trim() !== ''
      ? response
      : typeof message === 'string' && message.trim() !== ''
        ? message
        : 'unknown error';
  const waited = code === 'ETIMEDOUT' ? ` (no answer within ${timeoutMs / 1000} s)` : '';
  return `${text.replace(/\s+/g, ' ').trim()}${waited}`.slice(0, MAX_REASON_LENGTH);
}
