// A real SMTP server (smtp-server) for the statement-send tests: it counts the mails each recipient
// received, refuses recipients as a test scripts (a few times, or always), and lets a test act on a
// received mail before the server answers 250 (the moment a client killed mid-send leaves in doubt).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  /** The Message-ID header, as the client wrote it. */
  messageId: string;
}

export interface SmtpSink {
  url: string;
  /** Every mail received, in order (a mail counts once its data ended, answered or not). */
  readonly received: readonly ReceivedMail[];
  /** How many mails `address` received. */
  countFor(address: string): number;
  /** Refuses `address` at RCPT with `code` for its next `times` attempts (Infinity: always). */
  refuse(address: string, code: 451 | 550, times: number): void;
  /** Runs before the server answers a received mail; the client waits meanwhile. */
  beforeAnswer: ((mail: ReceivedMail) => Promise<void>) | null;
  close(): Promise<void>;
}

const REFUSALS = {
  451: '4.3.0 Mailbox busy, try again later',
  550: '5.1.1 Recipient address rejected: mailbox unavailable',
} as const;

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const refusals = new Map<string, { code: 451 | 550; times: number }>();
  const sink: SmtpSink = {
    url: '',
    received,
    countFor: (address) => received.filter((mail) => mail.to === address).length,
    refuse: (address, code, times) => void refusals.set(address, { code, times }),
    beforeAnswer: null,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onRcptTo(address, _session, callback) {
      const refusal = refusals.get(address.address);
      if (!refusal || refusal.times <= 0) return callback();
      refusal.times -= 1;
      callback(
        Object.assign(new Error(`${REFUSALS[refusal.code]} <${address.address}>`), {
          responseCode: refusal.code,
        }),
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        const mail = {
          to: session.envelope.rcptTo[0]?.address ?? '',
          messageId: /^message-id:\s*(\S+)/im.exec(raw)?.[1] ?? '',
        };
        received.push(mail);
        void (sink.beforeAnswer?.(mail) ?? Promise.resolve()).finally(() => callback());
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sink.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return sink;
}
