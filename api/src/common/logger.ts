import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * The server's structured log: one JSON object a line (pino), so user text inside a value is
 * escaped and can never start a forged line. Level from LOG_LEVEL (default info).
 */
export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? process.env.LOG_LEVEL ?? 'info',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    options.destination,
  );
}
