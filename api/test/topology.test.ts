// compose.yaml's topology without Docker (topology.ts): two app processes as the image runs them,
// Debian's nginx in front with the repository's deploy/nginx.conf, one database. Sign-in, a save and
// the list go through nginx; with the database out of reach every caller gets the app's 503; then
// one app process is killed (SIGKILL) under a load of saves and reads: no acknowledged save is
// lost, no save is stored twice (nginx never repeats a POST that reached the dead process: its
// caller gets 502), reads never fail, and every request sent after the death is served by the
// other process. Skipped, saying so, only outside CI when nginx is not installed.
import { readFile } from 'node:fs/promises';
import { rowBuilders } from '@parcel/db/src/testing/builders';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import { createTestDatabase, type TestDatabase } from '@parcel/db/src/testing/test-database';
import { pieceShipment } from './big-transport';
import { type DatabaseRelay, startDatabaseRelay } from './database-relay';
import { call, createUser, graphql, signIn } from './http';
import { findNginx, NGINX_SITE, readDeploymentFacts, siteForThisMachine } from './nginx-proxy';
import { startTopology, type Topology } from './topology';

const NGINX = findNginx();
const IN_CI = Boolean(process.env.CI) && process.env.CI !== 'false';
const SKIP_REASON = 'nginx was not found (apt-get install nginx, or set NGINX): the topology test is skipped';
if (NGINX === null && !IN_CI) console.warn(SKIP_REASON);
const suite = NGINX === null && !IN_CI ? describe.skip : describe;

const TODAY = seoulToday();
/** The load: saves sent by CONCURRENCY callers at once; app1 is killed after KILL_AFTER answers. */
const SAVES = 150;
const CONCURRENCY = 10;
const KILL_AFTER = 50;
const READERS = 2;

let db: TestDatabase;
let relay: DatabaseRelay | undefined;
let topology: Topology;
let token: string;
let senderCompanyId: number;
let receiverCompanyId: number;

const company = (bizNo: string, name: string) =>
  rowBuilders(() => db.orm.em.fork()).aCompany({
    ...{ biz_no: bizNo, company_nm: name, tel_no: '0531234567' },
    ...{ address: '대구광역시 북구', shipper_cd: 'COM' },
  });

/** The editor's save of a new transport: one receiver with one goods line, `rmk` to find it by. */
const newTransport = (senderName: string, rmk: string) => ({
  senderTransportId: 0,
  sender: {
    senderCompanyId,
    chargeCd: 'CH001',
    companyNm: senderName,
    telNo: '053-123-4567',
    address: '대구광역시 북구 칠성로 1',
    managerNm: '김보냄',
    managerTelNo: '010-1234-5678',
    rmk,
    regionCd: 'DAEGU',
    regionDtlCd: 'BUKGU',
    shipperCd: 'COM',
    untpc: 4000,
    weightUntpc: 500,
  },
  receivers: [
    {
      receiverTransportId: 0,
      receiverCompanyId,
      companyNm: '토폴로지 받는마트',
      telNo: '053-765-4321',
      managerTelNo: '010-9876-5432',
      address: '대구광역시 수성구 달구벌대로 2',
      rmk: null,
      regionCd: 'DAEGU',
      regionDtlCd: 'SUSEONGGU',
      shipperCd: 'COM',
      untpc: 3500,
      weightUntpc: 400,
      shipments: [pieceShipment(null)],
      deletedShipmentIds: [],
    },
  ],
  deletedReceiverIds: [],
});

/** Where the kill stands when a request starts: before it, signalled, or the process gone. */
type Phase = 'before' | 'signalled' | 'gone';

interface Saved {
  senderTransportId: number;
  version: number;
}

describe('deploy/nginx.conf on this machine', () => {
  const addresses = ['127.0.0.1:41001', '127.0.0.1:41002'];

  it("names compose.yaml's app services on the image's port; only they, Docker's DNS and port 80 are replaced", async () => {
    const source = await readFile(NGINX_SITE, 'utf8');
    const site = siteForThisMachine(source, addresses, 41000, await readDeploymentFacts());
    expect(site).toMatch(/server 127\.0\.0\.1:41001 [^;]*;\s+server 127\.0\.0\.1:41002 [^;]*;/);
    expect(site).toContain('listen 127.0.0.1:41000;');
    const directives = site.replace(/#.*$/gm, '');
    expect(directives).not.toMatch(/\bapp\d|\bresolve\b|127\.0\.0\.11|listen 80;/);
    expect(site.split('\n').length).toBeGreaterThan(source.split('\n').length - 3);
  });

  it('is refused when it disagrees with compose.yaml or the Dockerfile', async () => {
    const source = await readFile(NGINX_SITE, 'utf8');
    const facts = await readDeploymentFacts();
    const withThird = source.replace(/(server app2:\d+[^;]*;)/, '$1\n    server app3:4000;');
    expect(() => siteForThisMachine(withThird, [...addresses, '127.0.0.1:41003'], 41000, facts)).toThrow(
      'deploy/nginx.conf proxies to app1, app2, app3, compose.yaml runs app1, app2',
    );
    expect(() => siteForThisMachine(source.replaceAll(':4000', ':3000'), addresses, 41000, facts)).toThrow(
      "the image's app listens on 4000",
    );
    expect(() =>
      siteForThisMachine(source.replace('listen 80;', 'listen 8080;'), addresses, 41000, facts),
    ).toThrow('one `listen 80;`');
  });
});

suite('two app processes behind nginx (deploy/nginx.conf)', () => {
  beforeAll(async () => {
    if (NGINX === null) throw new Error("nginx was not found: .ci/run installs Debian's nginx on CI");
    db = await createTestDatabase();
    await createUser({ db }, 'topology', 'topology-pass-1', 'admin', '토폴로지 관리자');
    senderCompanyId = await company('7208699001', '토폴로지 보내는상사');
    receiverCompanyId = await company('7208699002', '토폴로지 받는마트');
    // The app processes reach the database through a relay the outage test cuts.
    relay = await startDatabaseRelay(db.url);
    topology = await startTopology(relay.url, NGINX);
    token = (await signIn({ url: topology.url }, 'topology', 'topology-pass-1')).accessToken;
  }, 60_000);

  afterAll(async () => {
    await topology?.stop();
    await relay?.close();
    await db?.destroy();
  });

  it('signs in, saves a transport and lists it back through nginx', async () => {
    const proxy = { url: topology.url };
    const { accessToken } = await signIn(proxy, 'topology', 'topology-pass-1');

    const saved = await call<Saved>(proxy, 'POST', '/api/transport/shipment-save', {
      token: accessToken,
      body: newTransport('토폴로지 보내는상사', 'topology-first'),
    });
    expect(saved.status).toBe(200);
    const id = saved.body.senderTransportId;

    const listed = await call<{ items: { senderTransportId: number }[] }>(
      proxy,
      'GET',
      `/api/transport/list?startDate=${TODAY}&endDate=${TODAY}&senderCompanyNm=${encodeURIComponent('토폴로지 보내는')}`,
      { token: accessToken },
    );
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((row) => row.senderTransportId)).toEqual([id]);

    const viaGraphql = await graphql<{ transport: { senderTransportId: number; companyNm: string } }>(
      proxy,
      'query Saved($id: Int!) { transport(senderTransportId: $id) { senderTransportId companyNm } }',
      { id },
      accessToken,
    );
    expect(viaGraphql).toEqual({
      status: 200,
      data: { transport: { senderTransportId: id, companyNm: '토폴로지 보내는상사' } },
    });
  });

  it("while the database is out of reach, every caller gets the app's 503 and Retry-After, then service resumes", async () => {
    const proxy = { url: topology.url };
    await relay!.cut();
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const answer = await call<{ code?: string }>(
        proxy,
        'GET',
        `/api/transport/list?startDate=${TODAY}&endDate=${TODAY}`,
        { token },
      );
      answers.push({
        status: answer.status,
        code: answer.body.code,
        retryAfter: answer.headers.get('retry-after'),
      });
    }
    await relay!.restore();
    expect(answers).toEqual(Array(6).fill({ status: 503, code: 'SERVICE_UNAVAILABLE', retryAfter: '5' }));
    for (let waited = 0; ; waited += 200) {
      const status = (
        await call(proxy, 'GET', `/api/transport/list?startDate=${TODAY}&endDate=${TODAY}`, { token })
      ).status;
      if (status === 200) break;
      if (waited > 10_000) throw new Error(`still ${status} 10 s after the database came back`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });

  it('loses no acknowledged save when one app process is killed mid-load, and serves on with the other', async () => {
    const proxy = { url: topology.url };
    const [victim, survivor] = topology.apps;
    let phase = 'before' as Phase;
    let inFlight = 0;
    let inFlightAtKill = 0;
    let acknowledgedSoFar = 0;
    const saves: { index: number; phase: Phase; answeredIn: Phase; status: number; id: number | null }[] = [];
    const reads: { index: number; phase: Phase; status: number }[] = [];

    const kill = () => {
      phase = 'signalled';
      inFlightAtKill = inFlight;
      victim!.server.process.kill('SIGKILL');
      void victim!.server.exited.then(() => (phase = 'gone'));
    };

    let nextSave = 0;
    const saver = async () => {
      for (let index = nextSave++; index < SAVES; index = nextSave++) {
        const started = phase;
        inFlight++;
        const answer = await call<Partial<Saved>>(proxy, 'POST', '/api/transport/shipment-save', {
          token,
          body: newTransport('토폴로지 부하상사', `topology-load-${index}`),
          headers: { 'x-test-request': `save-${index}` },
        }).catch(() => ({ status: 0, body: {} as Partial<Saved> }));
        inFlight--;
        const id = answer.status === 200 ? (answer.body.senderTransportId ?? null) : null;
        saves.push({ index, phase: started, answeredIn: phase, status: answer.status, id });
        if (id !== null && ++acknowledgedSoFar === KILL_AFTER) kill();
      }
    };
    let readCount = 0;
    const reader = async () => {
      while (nextSave < SAVES) {
        const index = readCount++;
        const started = phase;
        const answer = await call(proxy, 'GET', `/api/transport/list?startDate=${TODAY}&endDate=${TODAY}`, {
          token,
          headers: { 'x-test-request': `read-${index}` },
        }).catch(() => ({ status: 0 }));
        reads.push({ index, phase: started, status: answer.status });
      }
    };
    await Promise.all([
      ...Array.from({ length: CONCURRENCY }, saver),
      ...Array.from({ length: READERS }, reader),
    ]);
    expect(phase).toBe('gone');

    const acknowledged = saves.filter((save) => save.id !== null);
    const failed = saves.filter((save) => save.id === null);
    const stored = await db.orm.em
      .fork()
      .execute<{ rmk: string; sender_transport_id: number }[]>(
        `select rmk, sender_transport_id from transport_sender where rmk like 'topology-load-%'`,
      );
    const storedIds = new Map(stored.map((row) => [row.rmk, row.sender_transport_id]));
    const found = acknowledged.filter((save) => storedIds.get(`topology-load-${save.index}`) === save.id);
    const storedThoughFailed = failed.filter((save) => storedIds.has(`topology-load-${save.index}`));
    const log = new Map((await topology.proxy.accessLog()).map((line) => [line.testRequest, line]));
    const logOf = (request: string) => {
      const line = log.get(request);
      if (!line) throw new Error(`nginx logged no ${request}`);
      return line;
    };
    /** The processes that received the request (its bytes sent; a refused connection sends none). */
    const receivedBy = (request: string) =>
      logOf(request).upstreams.filter((_address, attempt) => logOf(request).upstreamBytesSent[attempt]! > 0);
    /**
     * The killed process had begun the answer (nginx passed on its 200) and died before its end: the
     * caller's connection closed mid-answer, which nginx cannot mend by asking the other process.
     */
    const cutMidAnswer = (request: string, status: number) =>
      status === 0 &&
      logOf(request).upstreams.join() === victim!.address &&
      logOf(request).upstreamStatuses.join() === '200';
    const afterDeath = saves.filter((save) => save.phase === 'gone');
    const triedBoth = (request: string) => logOf(request).upstreams.length > 1;
    console.log(
      [
        `topology: ${saves.length} saves through nginx by ${CONCURRENCY} callers, app1 killed (SIGKILL) with ${inFlightAtKill} in flight:`,
        `${acknowledged.length} acknowledged, ${failed.length} failed (statuses ${failed.map((save) => save.status).join(', ') || 'none'}),`,
        `${found.length} of the acknowledged found in the database, ${storedThoughFailed.length} stored though its caller got a failure;`,
        `${afterDeath.length} sent after app1 was gone, ${afterDeath.filter((save) => triedBoth(`save-${save.index}`)).length} of them after a refused connection to it;`,
        `${reads.length} reads, ${reads.filter((read) => read.status === 200).length} answered 200, ${reads.filter((read) => triedBoth(`read-${read.index}`)).length} on app2 after app1 failed,`,
        `${reads.filter((read) => cutMidAnswer(`read-${read.index}`, read.status)).length} cut mid-answer`,
      ].join(' '),
    );

    // The kill came mid-load: saves were in flight, and answered before and after it.
    expect(inFlightAtKill).toBeGreaterThan(0);
    expect(afterDeath.length).toBeGreaterThan(0);
    expect(saves.filter((save) => save.answeredIn === 'before' && save.id === null)).toEqual([]);
    // Every acknowledged save is stored, under the id it was answered with; none is stored twice.
    expect(found.length).toBe(acknowledged.length);
    expect(stored.length).toBe(storedIds.size);
    // nginx never sent a save to a second process once one had received it (a POST is not repeated:
    // it may have been carried out). A save fails only when the killed process had received it: its
    // caller gets nginx's 502, or, when the process died while sending the answer, a cut answer.
    expect(saves.filter((save) => receivedBy(`save-${save.index}`).length !== 1)).toEqual([]);
    for (const save of failed) {
      const request = `save-${save.index}`;
      expect({ request, status: save.status, receivedBy: receivedBy(request) }).toEqual({
        request,
        status: cutMidAnswer(request, save.status) ? 0 : 502,
        receivedBy: [victim!.address],
      });
    }
    // After the death, everything is answered, by the other process (after a refused connection to
    // the dead one, which nginx may still try: a POST it never delivered is safe to send on).
    for (const save of afterDeath) {
      expect({ save: save.index, status: save.status }).toEqual({ save: save.index, status: 200 });
      expect(receivedBy(`save-${save.index}`)).toEqual([survivor!.address]);
    }
    // Reads are repeated on the other process even when the dead one had received them; only an
    // answer the dead process had begun to send cannot be.
    const failedReads = reads.filter(
      (read) => read.status !== 200 && !cutMidAnswer(`read-${read.index}`, read.status),
    );
    expect(failedReads.map((read) => ({ ...read, proxied: logOf(`read-${read.index}`) }))).toEqual([]);
  }, 60_000);
});
