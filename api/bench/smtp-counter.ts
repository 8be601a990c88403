// The bench's local SMTP server (smtp-server, as api/test/smtp-sink.ts's): it accepts every mail,
// counts the mails each recipient received and notes when each one ended, so a 전체 발송 can be
// checked (one mail a recipient) and timed from the server's side.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CountedMail {
  to: string;
  /** performance.now() in the bench's process when the mail's data ended. */
  at: number;
  bytes: number;
}

export interface SmtpCounter {
  /** smtp://127.0.0.1:port, for the app's SMTP_URL. */
  url: string;
  /** Every mail received, in order. */
  readonly received: readonly CountedMail[];
  /** How many mails each recipient received. */
  countsByRecipient(): Map<string, number>;
  close(): Promise<void>;
}

export async function startSmtpCounter(): Promise<SmtpCounter> {
  const received: CountedMail[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    // The app's processes each hold a few connections; a bench never refuses one.
    maxClients: 1_000,
    onData(stream, session, callback) {
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => (bytes += chunk.length));
      stream.on('end', () => {
        for (const recipient of session.envelope.rcptTo)
          received.push({ to: recipient.address, at: performance.now(), bytes });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    countsByRecipient() {
      const counts = new Map<string, number>();
      for (const mail of received) counts.set(mail.to, (counts.get(mail.to) ?? 0) + 1);
      return counts;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
