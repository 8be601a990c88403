// Requests timed at the client (the bench and the app on one machine, so close to the server's own
// time), and their figures: count, failures, p50, p95 and the slowest.

/** Why a request failed: its kind (status and error code), which failures are counted by, and what it said. */
export interface Failure {
  kind: string;
  detail: string;
}

export const describeFailure = ({ kind, detail }: Failure) => `${kind}: ${detail}`;

/** What a request answered: its time until the last byte, its parsed body, and why it failed if it did. */
export interface TimedAnswer {
  ms: number;
  body: unknown;
  /** A status outside 2xx, a GraphQL error or no answer at all; undefined when it succeeded. */
  error?: Failure;
}

/** The app's error answers: REST's {code, message}, GraphQL's errors with extensions.code. */
interface ErrorBody {
  code?: string;
  message?: string;
  errors?: { message?: string; extensions?: { code?: string } }[];
}

function failureOf(status: number, body: unknown): Failure | undefined {
  const answer = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
  const graphqlError = answer.errors?.[0];
  if (status >= 200 && status <= 299 && !graphqlError) return undefined;
  const code = answer.code ?? graphqlError?.extensions?.code ?? '';
  const detail = answer.message ?? graphqlError?.message ?? (typeof body === 'string' ? body : '');
  return { kind: `${status} ${code}`.trim(), detail: detail.slice(0, 200) };
}

/** Sends a request, reads its whole answer and times both; never throws (a failure is in `error`). */
export async function timedFetch(url: string, init: RequestInit): Promise<TimedAnswer> {
  const started = performance.now();
  try {
    const response = await fetch(url, init);
    const text = await response.text();
    const ms = performance.now() - started;
    const body = parseJson(text);
    const error = failureOf(response.status, body);
    return error ? { ms, body, error } : { ms, body };
  } catch (error) {
    return {
      ms: performance.now() - started,
      body: null,
      error: { kind: 'no answer', detail: String(error) },
    };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The figures of a set of requests. Percentiles count every request, failed ones too: someone waited for them. */
export interface LatencySummary {
  count: number;
  errors: number;
  p50: number;
  p95: number;
  max: number;
}

/** The nearest-rank percentile of ascending values. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Failures of one kind at one key: how often, and what the first said. */
export interface FailureCount {
  key: string;
  kind: string;
  count: number;
  example: string;
}

/** Requests' times and failures, by key (a list and target, or a kind of write). */
export class TimingLog {
  private readonly samples = new Map<string, { ms: number; failed: boolean }[]>();
  private readonly failureCounts = new Map<string, FailureCount>();

  record(key: string, answer: TimedAnswer): void {
    const samples = this.samples.get(key) ?? [];
    samples.push({ ms: answer.ms, failed: Boolean(answer.error) });
    this.samples.set(key, samples);
    if (answer.error) {
      const { kind, detail } = answer.error;
      const seen = this.failureCounts.get(`${key} ${kind}`) ?? { key, kind, count: 0, example: detail };
      this.failureCounts.set(`${key} ${kind}`, { ...seen, count: seen.count + 1 });
    }
  }

  /** The failures by key and kind, the most frequent first. */
  failures(): FailureCount[] {
    return [...this.failureCounts.values()].sort((a, b) => b.count - a.count);
  }

  summary(key: string): LatencySummary {
    const samples = this.samples.get(key) ?? [];
    const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
    return {
      count: samples.length,
      errors: samples.filter((sample) => sample.failed).length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      max: sorted.at(-1) ?? 0,
    };
  }
}
