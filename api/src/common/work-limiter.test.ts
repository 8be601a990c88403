import { AppError } from './errors';
import { WorkLimiter } from './work-limiter';

/** A task that finishes when the test says so. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, task: () => opened };
}

describe('WorkLimiter', () => {
  it('runs up to the concurrency at once, queues up to the limit and refuses the rest with 429', async () => {
    const limiter = new WorkLimiter(2, 1, 3);
    const gates = [gate(), gate(), gate()];
    const started: number[] = [];
    const runs = gates.map((g, index) =>
      limiter.run(async () => {
        started.push(index);
        await g.task();
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);

    const refused = await limiter.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'TOO_MANY_REQUESTS', status: 429, retryAfterSeconds: 3 });

    gates[0]?.open();
    await runs[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    gates[1]?.open();
    gates[2]?.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
  });

  it('frees the slot of a task that fails', async () => {
    const limiter = new WorkLimiter(1, 0);
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
