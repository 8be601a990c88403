import { Worker } from 'node:worker_threads';
import type { GeneratedPart, GenerationInput } from './demo-generation';

/**
 * Runs the demo data generation (demo-generation.ts) in a worker thread and hands out its parts in
 * order: the generation (JavaScript) and PostgreSQL's work on the previous part (copying it in) run
 * on two cores at once instead of taking turns. Leaving the loop early or a failure on either side
 * stops the worker.
 */
export async function* generateInWorker(input: GenerationInput): AsyncGenerator<GeneratedPart> {
  // The worker compiles the TypeScript sources itself, as `node -r @swc-node/register` does, whatever
  // compiles this thread's (swc-node, or jest's transform).
  const worker = new Worker(
    `require(${JSON.stringify(require.resolve('@swc-node/register'))});
     require(${JSON.stringify(require.resolve('./generation-worker'))});`,
    { eval: true, execArgv: [], workerData: { input } },
  );
  const parts: GeneratedPart[] = [];
  let ended = false;
  let failure: Error | null = null;
  let wake: () => void = () => undefined;
  worker.on('message', (message: GeneratedPart | { kind: 'end' }) => {
    if (message.kind === 'end') ended = true;
    else parts.push(message);
    wake();
  });
  worker.on('error', (error) => {
    failure = error;
    wake();
  });
  worker.on('exit', (code) => {
    if (!ended) failure ??= new Error(`the demo data generation stopped (exit code ${code})`);
    wake();
  });
  try {
    for (;;) {
      if (failure) throw failure;
      const part = parts.shift();
      if (part) {
        yield part;
        worker.postMessage('taken');
      } else if (ended) {
        return;
      } else {
        await new Promise<void>((resolve) => (wake = resolve));
      }
    }
  } finally {
    await worker.terminate();
  }
}
