// GET /metrics: closed (404) unless METRICS_TOKEN is set; then only for that bearer token, in
// Prometheus' text format, with request durations by route pattern and GraphQL operation name,
// the database pool and Node's process metrics.
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { Gauge, Registry, register } from 'prom-client';
import { exposition } from '../src/common/metrics';
import { startTestServer, type TestServer } from './test-server';

const TOKEN = 'scrape-token-0123456789abcdef';

/** One sample line of the text exposition format: name, labels, value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** A sample value as the format spells it: a decimal float, or exactly NaN, +Inf, -Inf. */
const SAMPLE_VALUE = /^(?:[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?|NaN|[+-]Inf)$/;

/**
 * Reads an exposition as a scraper would: parse-prometheus-text-format (a port of the Prometheus
 * Python client's parser) must accept every line and find the metric families, and, since that
 * parser keeps values as written, every sample's value must be spelled as the format says.
 */
function parseExposition(text: string): Sample[] {
  const families = parsePrometheusTextFormat(text);
  expect(families.length).toBeGreaterThan(0);
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || !SAMPLE_VALUE.test(match[3]!)) throw new Error(`not a Prometheus sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      labels[pair[1]!] = pair[2]!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

describe('the exposition', () => {
  it('spells a sample that is not a number NaN, as the text format says', async () => {
    const registry = new Registry();
    new Gauge({ name: 'nothing_sampled_yet', help: 'a mean of no samples', registers: [registry] }).set(NaN);
    const text = await exposition(registry);
    expect(text).toContain('nothing_sampled_yet NaN\n');
    expect(parseExposition(text)).toEqual([{ name: 'nothing_sampled_yet', labels: {}, value: NaN }]);
  });
});

describe('without METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers 404, with or without a bearer token', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    const withToken = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(withToken.status).toBe(404);
    expect(await withToken.text()).not.toContain('http_request_duration_seconds');
  });
});

describe('with METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ metricsToken: TOKEN });
  });
  afterAll(() => server.close());

  const scrape = () => fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });

  it('answers 401 without a bearer token and 403 with a wrong one', async () => {
    const anonymous = await fetch(`${server.url}/metrics`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const wrong = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(403);
    const basic = await fetch(`${server.url}/metrics`, { headers: { authorization: `Basic ${TOKEN}` } });
    expect(basic.status).toBe(401);
  });

  it('times REST requests by route pattern and GraphQL requests by operation name', async () => {
    // A parameterised route (refused: no sign-in) and a named GraphQL operation.
    expect((await fetch(`${server.url}/api/member/userId/check/someone-42`)).status).toBe(401);
    const graphql = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query ProductName { appInfo { productName } }' }),
    });
    expect(graphql.status).toBe(200);

    const answer = await scrape();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(register.contentType);
    const samples = parseExposition(await answer.text());
    const count = (labels: Record<string, string>) =>
      samples.find(
        (sample) =>
          sample.name === 'http_request_duration_seconds_count' &&
          Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
      )?.value;
    expect(
      count({ method: 'GET', route: '/api/member/userId/check/:userId', operation: '', status_class: '4xx' }),
    ).toBe(1);
    expect(count({ method: 'POST', route: '/graphql', operation: 'ProductName', status_class: '2xx' })).toBe(
      1,
    );
    // The raw URL never becomes a label.
    expect(
      samples.some((sample) => Object.values(sample.labels).some((value) => value.includes('someone-42'))),
    ).toBe(false);
    const buckets = samples.filter(
      (sample) =>
        sample.name === 'http_request_duration_seconds_bucket' && sample.labels.operation === 'ProductName',
    );
    expect(buckets.map((bucket) => bucket.labels.le)).toContain('+Inf');

    // The pool: the requests above have used it, and nothing waits for it now.
    const pool = (state: string) =>
      samples.find((sample) => sample.name === 'db_pool_connections' && sample.labels.state === state)?.value;
    expect(pool('used')).toBe(0);
    expect(pool('pending')).toBe(0);
    expect(pool('free')).toBeGreaterThanOrEqual(1);
    expect(samples.find((sample) => sample.name === 'db_pool_max')?.value).toBe(4);
    // Node's default metrics.
    expect(samples.some((sample) => sample.name === 'process_resident_memory_bytes')).toBe(true);
    expect(samples.some((sample) => sample.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
  });

  it('answers scrapes in quick succession in the text format (the event loop delay may be unsampled)', async () => {
    const texts = await Promise.all(
      [scrape(), scrape(), scrape()].map(async (answer) => (await answer).text()),
    );
    for (const text of texts)
      expect(
        parseExposition(text).some((sample) => sample.name === 'nodejs_eventloop_lag_mean_seconds'),
      ).toBe(true);
  });

  it('keeps caller-chosen operation names from growing the metrics without bound', async () => {
    const send = (operationName: string) =>
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ appInfo { productName } }', operationName }),
      });
    await send('not a name; drop table');
    const samples = parseExposition(await (await scrape()).text());
    const operations = samples
      .filter((sample) => sample.name === 'http_request_duration_seconds_count')
      .map((sample) => sample.labels.operation);
    expect(operations).toContain('(anonymous)');
    expect(operations).not.toContain('not a name; drop table');
  });
});
