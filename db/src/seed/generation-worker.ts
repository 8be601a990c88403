/**
 * The worker thread of generation-thread.ts: makes the demo data (demo-generation.ts) and posts it
 * part by part, at most AHEAD parts ahead of what the main thread has taken, so memory stays flat.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type GeneratedPart, type GenerationInput, generateDemoData } from './demo-generation';

/** Parts posted and not yet taken: one being copied in, one ready. */
const AHEAD = 2;

async function postAll(port: NonNullable<typeof parentPort>, input: GenerationInput): Promise<void> {
  let waiting = 0;
  let taken: (() => void) | null = null;
  port.on('message', () => {
    waiting -= 1;
    taken?.();
  });
  for (const part of generateDemoData(input)) {
    port.postMessage(part, transferablesOf(part));
    waiting += 1;
    while (waiting >= AHEAD) await new Promise<void>((resolve) => (taken = resolve));
  }
  port.postMessage({ kind: 'end' });
}

/** The batches' buffers move to the main thread instead of being copied. */
function transferablesOf(part: GeneratedPart): ArrayBuffer[] {
  if (part.kind !== 'transports') return [];
  return [part.senders, part.receivers, part.lines].map((data) => data.buffer as ArrayBuffer);
}

if (parentPort) void postAll(parentPort, (workerData as { input: GenerationInput }).input);
