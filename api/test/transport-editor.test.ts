// The shipment editor's API: load a transport (GraphQL `transport`, REST sender/{id} and
// transport-info), save it whole (GraphQL saveTransport, REST shipment-save) in one transaction
// with an optimistic-lock version, delete one receiver or line, list a transport's receivers and a
// receiver's lines. Also: two saves from one version (exactly one 409), a failure injected
// mid-save (nothing half-saved), waybill numbers (unique, inside the sender's ranges), and the
// SQL round trips of a 20 x 100 save (6, whatever the size). 401 and per-role 403 are security.test.ts's.
import pg from 'pg';
import { rowBuilders } from '@parcel/db/src/testing/builders';
import { contractHarness, contractRows, koreanMentioning } from './contract';

const api = contractHarness();
const em = () => api.server.db.orm.em.fork();

const { aCompany, aWaybillRange } = rowBuilders(em);
const company = (name: string, shipperCd: string | null = null) =>
  aCompany({ company_nm: name, tel_no: '0531234567', address: '대구광역시 북구', shipper_cd: shipperCd });

/** Waybill numbers no other test uses: 12 digits from a running counter. */
let waybillSequence = 0;
const nextWaybill = () => String(730_000_000_000 + ++waybillSequence);

let senderCompany: number;
let receiverCompany: number;
let rangedSender: number;
beforeAll(async () => {
  senderCompany = await company('편집 보내는상사', 'COM');
  receiverCompany = await company('편집 받는마트', 'COM');
  rangedSender = await company('대역 보내는상사');
  await aWaybillRange({ sender_company_id: rangedSender, start_no: 740000000000 });
});

type Json = Record<string, unknown>;

const sender = (overrides: Json = {}): Json => ({
  senderCompanyId: senderCompany,
  chargeCd: 'CH001',
  companyNm: '편집 보내는상사',
  telNo: '053-123-4567',
  address: '대구광역시 북구 칠성로 1',
  managerNm: '김보냄',
  managerTelNo: '010-1234-5678',
  rmk: null,
  regionCd: 'DAEGU',
  regionDtlCd: 'BUKGU',
  shipperCd: 'COM',
  untpc: 4000,
  weightUntpc: 500,
  ...overrides,
});

const shipment = (overrides: Json = {}): Json => ({
  shipmentId: 0,
  trnsprtCd: 'QTY',
  kindCd: 'TAC0202',
  waybillNo: nextWaybill(),
  senderQty: 3,
  receiverQty: 3,
  senderUntpc: 4000,
  receiverUntpc: 3500,
  ...overrides,
});

const receiver = (overrides: Json = {}): Json => ({
  receiverTransportId: 0,
  receiverCompanyId: receiverCompany,
  companyNm: '편집 받는마트',
  telNo: '053-765-4321',
  managerTelNo: '010-9876-5432',
  address: '대구광역시 수성구 달구벌대로 2',
  rmk: null,
  regionCd: 'DAEGU',
  regionDtlCd: 'SUSEONGGU',
  shipperCd: 'COM',
  untpc: 3500,
  weightUntpc: 400,
  shipments: [shipment()],
  deletedShipmentIds: [],
  ...overrides,
});

const newTransport = (overrides: Json = {}): Json => ({
  senderTransportId: 0,
  sender: sender(),
  receivers: [receiver()],
  deletedReceiverIds: [],
  ...overrides,
});

interface Saved {
  senderTransportId: number;
  version: number;
}
interface Tree {
  senderTransportId: number;
  version: number;
  amount: number;
  companyNm: string;
  deliveryRouteId: number | null;
  transportProcessCd: string;
  receivers: {
    receiverTransportId: number;
    companyNm: string;
    totalSenderAmount: number;
    totalReceiverAmount: number;
    shipments: {
      shipmentId: number;
      waybillNo: string | null;
      senderAmount: number;
      receiverAmount: number;
    }[];
  }[];
}

async function save(body: Json): Promise<Saved> {
  const answer = await api.rest<Saved>('POST', '/api/transport/shipment-save', { body });
  if (answer.status !== 200)
    throw new Error(`save answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function tree(id: number): Promise<Tree> {
  const answer = await api.rest<Tree>('GET', `/api/transport-info?transportId=${id}`);
  if (answer.status !== 200) throw new Error(`transport-info answered ${answer.status}`);
  return answer.body;
}

/** The editor's next save of a loaded transport: every receiver and line as stored. */
function resave(loaded: Tree, overrides: Json = {}): Json {
  return {
    senderTransportId: loaded.senderTransportId,
    version: loaded.version,
    sender: sender(),
    receivers: loaded.receivers.map((stored) =>
      receiver({
        receiverTransportId: stored.receiverTransportId,
        companyNm: stored.companyNm,
        shipments: stored.shipments.map((line) =>
          shipment({ shipmentId: line.shipmentId, waybillNo: line.waybillNo }),
        ),
      }),
    ),
    deletedReceiverIds: [],
    ...overrides,
  };
}

const rowCounts = async (companyNm: string) => {
  const [row] = await em().execute<{ senders: number; receivers: number; lines: number }[]>(
    `select count(distinct ts.sender_transport_id)::int as senders, count(distinct tr.receiver_transport_id)::int as receivers,
            count(s.shipment_id)::int as lines
       from transport_sender ts
       left join transport_receiver tr on tr.sender_transport_id = ts.sender_transport_id
       left join shipment s on s.receiver_transport_id = tr.receiver_transport_id
      where ts.company_nm = ?`,
    [companyNm],
  );
  return row!;
};

describe('creating and editing a transport', () => {
  it('creates a transport with two receivers; amounts, course and type are the server’s', async () => {
    const saved = await save(
      newTransport({
        receivers: [
          receiver({
            shipments: [shipment({ senderQty: 2, senderUntpc: 4000, receiverQty: 2, receiverUntpc: 3000 })],
          }),
          receiver({
            companyNm: '두번째 받는곳',
            receiverCompanyId: null,
            shipments: [
              shipment({
                trnsprtCd: 'WEIGHT',
                senderQty: 12,
                senderUntpc: 500,
                receiverQty: 12,
                receiverUntpc: 400,
              }),
              shipment({ senderQty: 1, senderUntpc: 3000, receiverQty: 1, receiverUntpc: 3000 }),
            ],
          }),
        ],
      }),
    );
    expect(saved).toEqual({ senderTransportId: expect.any(Number), version: 1 });
    const stored = await tree(saved.senderTransportId);
    expect(stored).toMatchObject({
      amount: 8000 + 6000 + 3000,
      transportProcessCd: 'COMM',
      receivers: [
        { totalSenderAmount: 8000, totalReceiverAmount: 6000, shipments: [{ senderAmount: 8000 }] },
        {
          companyNm: '두번째 받는곳',
          totalSenderAmount: 9000,
          totalReceiverAmount: 7800,
          shipments: [{ senderAmount: 6000, receiverAmount: 4800 }, { senderAmount: 3000 }],
        },
      ],
    });
    // The same transport through the editor's GraphQL load.
    const graph = await api.graphql<{
      transport: { version: number; receivers: { shipments: unknown[] }[] };
    }>(
      `query ($id: Int!) { transport(senderTransportId: $id) { version receivers { shipments { shipmentId } } } }`,
      { id: saved.senderTransportId },
      'member_view',
    );
    expect(graph.data?.transport).toEqual({
      version: 1,
      receivers: [{ shipments: [expect.anything()] }, { shipments: [expect.anything(), expect.anything()] }],
    });
  });

  it('updates at the loaded version: changes a line, deletes a receiver and a line, adds one; version moves on', async () => {
    const created = await save(
      newTransport({
        receivers: [
          receiver({ companyNm: '남을곳', shipments: [shipment(), shipment()] }),
          receiver({ companyNm: '지울곳' }),
        ],
      }),
    );
    const loaded = await tree(created.senderTransportId);
    const [kept, dropped] = loaded.receivers;
    const [changedLine, droppedLine] = kept!.shipments;
    const body = resave(loaded, {
      receivers: [
        receiver({
          receiverTransportId: kept!.receiverTransportId,
          companyNm: '남을곳',
          shipments: [
            shipment({
              shipmentId: changedLine!.shipmentId,
              waybillNo: changedLine!.waybillNo,
              senderQty: 10,
            }),
            shipment({ senderQty: 1, senderUntpc: 1000 }),
          ],
          deletedShipmentIds: [droppedLine!.shipmentId],
        }),
      ],
      deletedReceiverIds: [dropped!.receiverTransportId],
    });
    expect(await save(body)).toEqual({ senderTransportId: created.senderTransportId, version: 2 });
    const after = await tree(created.senderTransportId);
    expect(after.receivers).toHaveLength(1);
    expect(after.receivers[0]!.shipments).toEqual([
      expect.objectContaining({ shipmentId: changedLine!.shipmentId, senderAmount: 40000 }),
      expect.objectContaining({ senderAmount: 1000 }),
    ]);
    expect(after.amount).toBe(41000);
  });

  it('answers the spec’s REST shapes: receiver-list, shipment-list and sender/{id}', async () => {
    const created = await save(newTransport({ receivers: [receiver(), receiver({ companyNm: '둘째' })] }));
    const loaded = await tree(created.senderTransportId);
    const second = loaded.receivers[1]!;
    const receivers = await api.rest(
      'GET',
      `/api/transport/receiver-list?senderTransportId=${created.senderTransportId}`,
    );
    expect(receivers.body).toHaveLength(2);
    const one = await api.rest(
      'GET',
      `/api/transport/receiver-list?senderTransportId=${created.senderTransportId}&receiverTransportId=${second.receiverTransportId}`,
    );
    expect(one.body).toEqual([expect.objectContaining({ companyNm: '둘째' })]);
    const lines = await api.rest(
      'GET',
      `/api/transport/shipment-list?receiverTransportId=${second.receiverTransportId}`,
    );
    expect(lines.body).toEqual([expect.objectContaining({ shipmentId: second.shipments[0]!.shipmentId })]);
    const senderAnswer = await api.rest('GET', `/api/transport/sender/${created.senderTransportId}`);
    expect(senderAnswer.body).toEqual(loaded);
  });

  it('deletes one receiver and one line at once, recounting the amount and moving the version', async () => {
    const created = await save(
      newTransport({
        receivers: [
          receiver({
            shipments: [
              shipment({ senderQty: 1, senderUntpc: 1000 }),
              shipment({ senderQty: 1, senderUntpc: 2000 }),
            ],
          }),
          receiver({ shipments: [shipment({ senderQty: 1, senderUntpc: 4000 })] }),
        ],
      }),
    );
    const loaded = await tree(created.senderTransportId);
    const line = await api.rest(
      'DELETE',
      `/api/transport/shipment-delete/${loaded.receivers[0]!.shipments[0]!.shipmentId}`,
    );
    expect(line.body).toEqual({ senderTransportId: created.senderTransportId, version: 2 });
    const gone = await api.graphql<{ deleteReceiver: Saved }>(
      `mutation ($id: Int!) { deleteReceiver(receiverTransportId: $id) { senderTransportId version } }`,
      { id: loaded.receivers[1]!.receiverTransportId },
    );
    expect(gone.data?.deleteReceiver).toEqual({ senderTransportId: created.senderTransportId, version: 3 });
    const after = await tree(created.senderTransportId);
    expect(after).toMatchObject({ amount: 2000, receivers: [{ totalReceiverAmount: 3 * 3500 }] });
    expect((await api.rest('DELETE', '/api/transport/shipment-delete/999999')).status).toBe(404);
    expect((await api.rest('DELETE', '/api/transport/receiver-delete/abc')).status).toBe(400);
  });
});

describe('conflicts and failures', () => {
  it('two saves from the same version: exactly one succeeds, the other gets 409 with a Korean message', async () => {
    const created = await save(newTransport());
    const loaded = await tree(created.senderTransportId);
    const answers = await Promise.all(
      ['첫째 저장', '둘째 저장'].map((rmk) =>
        api.rest('POST', '/api/transport/shipment-save', {
          body: resave(loaded, { sender: sender({ rmk }) }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body).toMatchObject({
      code: 'CONFLICT',
      field: 'version',
      message: koreanMentioning('다시 불러온'),
    });
    expect((await tree(created.senderTransportId)).version).toBe(2);
  });

  it('a failure injected in the middle of the write leaves nothing half-saved (create and update)', async () => {
    // A trigger that refuses one line: the statement fails after the sender and receivers were written.
    const poisoned = nextWaybill();
    await em().execute(
      `create function refuse_poisoned_line() returns trigger language plpgsql as $$
       begin
         if new.waybill_no = '${poisoned}' then
           raise exception 'injected' using errcode = '23514', constraint = 'shipment_quantities_not_negative';
         end if;
         return new;
       end $$`,
    );
    await em().execute(
      `create trigger refuse_poisoned_line before insert or update on shipment for each row execute function refuse_poisoned_line()`,
    );
    try {
      const refused = await api.rest('POST', '/api/transport/shipment-save', {
        body: newTransport({
          sender: sender({ companyNm: '반쯤 저장 없음' }),
          receivers: [receiver(), receiver({ shipments: [shipment(), shipment({ waybillNo: poisoned })] })],
        }),
      });
      expect(refused.status).toBe(400);
      expect(await rowCounts('반쯤 저장 없음')).toEqual({ senders: 0, receivers: 0, lines: 0 });

      const created = await save(newTransport({ sender: sender({ companyNm: '수정 실패' }) }));
      const loaded = await tree(created.senderTransportId);
      const failedUpdate = await api.rest('POST', '/api/transport/shipment-save', {
        body: resave(loaded, {
          sender: sender({ companyNm: '수정 실패', rmk: '바뀌면 안 됨' }),
          receivers: [
            ...(resave(loaded).receivers as Json[]),
            receiver({ shipments: [shipment({ waybillNo: poisoned })] }),
          ],
        }),
      });
      expect(failedUpdate.status).toBe(400);
      expect(await tree(created.senderTransportId)).toEqual(loaded);
    } finally {
      await em().execute('drop trigger refuse_poisoned_line on shipment');
      await em().execute('drop function refuse_poisoned_line()');
    }
  });
});

describe('the spec’s save without a version (REST only): the stored transport under a lock, the last writer wins', () => {
  /** The spec's update payload: senderTransportId in the sender, no version anywhere. */
  const specUpdate = (loaded: Tree, rmk: string): Json => {
    const {
      senderTransportId: _inTheSender,
      version: _version,
      ...body
    } = resave(loaded, {
      sender: sender({ senderTransportId: loaded.senderTransportId, rmk }),
    });
    return body;
  };
  const storedRmk = async (id: number) => {
    const [row] = await em().execute<{ rmk: string | null; version: number }[]>(
      'select rmk, version from transport_sender where sender_transport_id = ?',
      [id],
    );
    return row!;
  };

  it('updates the transport as sent and moves its version on', async () => {
    const created = await save(newTransport());
    const loaded = await tree(created.senderTransportId);
    const body = specUpdate(loaded, '명세 저장');
    expect(body).not.toHaveProperty('version');
    expect(body).not.toHaveProperty('senderTransportId');
    expect(await save(body)).toEqual({ senderTransportId: created.senderTransportId, version: 2 });
    expect(await storedRmk(created.senderTransportId)).toEqual({ rmk: '명세 저장', version: 2 });
  });

  it('two at once: both succeed one after the other, the later one’s text is stored', async () => {
    const created = await save(newTransport());
    const loaded = await tree(created.senderTransportId);
    const answers = await Promise.all(
      ['첫째', '둘째'].map((rmk) =>
        api.rest<Saved>('POST', '/api/transport/shipment-save', { body: specUpdate(loaded, rmk) }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const versions = answers.map((answer) => answer.body.version);
    expect([...versions].sort()).toEqual([2, 3]);
    const last = versions[0] === 3 ? '첫째' : '둘째';
    expect(await storedRmk(created.senderTransportId)).toEqual({ rmk: last, version: 3 });
  });

  it('waits for a writer that holds the row and saves over what it committed (no 409)', async () => {
    const created = await save(newTransport());
    const loaded = await tree(created.senderTransportId);
    const writer = new pg.Client({ connectionString: api.server.db.url });
    await writer.connect();
    try {
      await writer.query('begin');
      await writer.query(
        `update transport_sender set rmk = '먼저 쓴 사람', version = version + 1 where sender_transport_id = $1`,
        [created.senderTransportId],
      );
      const pending = api.rest<Saved>('POST', '/api/transport/shipment-save', {
        body: specUpdate(loaded, '나중 쓴 사람'),
      });
      // The save reads the version under the writer's row lock: it must still be waiting.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await storedRmk(created.senderTransportId)).toEqual({ rmk: null, version: 1 });
      await writer.query('commit');
      const answer = await pending;
      expect(answer).toMatchObject({ status: 200, body: { version: 3 } });
    } finally {
      await writer.end();
    }
    expect(await storedRmk(created.senderTransportId)).toEqual({ rmk: '나중 쓴 사람', version: 3 });
  });

  it('a version sent is still checked: a stale one is 409', async () => {
    const created = await save(newTransport());
    const loaded = await tree(created.senderTransportId);
    await save(specUpdate(loaded, '먼저'));
    const stale = await api.rest('POST', '/api/transport/shipment-save', {
      body: resave(loaded, { sender: sender({ rmk: '낡은 버전' }) }),
    });
    expect(stale).toMatchObject({ status: 409, body: { code: 'CONFLICT', field: 'version' } });
  });

  it('an unknown transport without a version is 404', async () => {
    const loaded = await tree((await save(newTransport())).senderTransportId);
    const answer = await api.rest('POST', '/api/transport/shipment-save', {
      body: { ...specUpdate(loaded, '없는 운송'), sender: sender({ senderTransportId: 99999999 }) },
    });
    expect(answer).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
  });

  it('GraphQL still needs the version: 400 naming it, nothing written', async () => {
    const created = await save(newTransport());
    const loaded = await tree(created.senderTransportId);
    const { version: _version, ...input } = resave(loaded, { sender: sender({ rmk: '그래프 저장' }) });
    const answer = await api.graphql(
      `mutation ($input: TransportSaveInput!) { saveTransport(input: $input) { version } }`,
      { input },
    );
    expect(answer.errors?.[0]).toMatchObject({
      message: '수정할 운송 정보의 버전(version)이 필요합니다.',
      extensions: { code: 'BAD_USER_INPUT', field: 'version' },
    });
    expect(await storedRmk(created.senderTransportId)).toEqual({ rmk: null, version: 1 });
  });
});

describe('waybill numbers', () => {
  it('never repeat: in one save (400), or across transports (409 naming the number)', async () => {
    const number = nextWaybill();
    const twice = await api.rest('POST', '/api/transport/shipment-save', {
      body: newTransport({
        receivers: [
          receiver({ shipments: [shipment({ waybillNo: number }), shipment({ waybillNo: number })] }),
        ],
      }),
    });
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({ message: koreanMentioning(number) });
    await save(newTransport({ receivers: [receiver({ shipments: [shipment({ waybillNo: number })] })] }));
    const taken = await api.rest('POST', '/api/transport/shipment-save', {
      body: newTransport({ receivers: [receiver({ shipments: [shipment({ waybillNo: number })] })] }),
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      field: 'receivers.0.shipments.0.waybillNo',
      message: koreanMentioning(number),
    });
  });

  it('may move between lines of one transport in one save', async () => {
    const created = await save(
      newTransport({ receivers: [receiver({ shipments: [shipment(), shipment()] })] }),
    );
    const loaded = await tree(created.senderTransportId);
    const [a, b] = loaded.receivers[0]!.shipments;
    const swapped = resave(loaded, {
      receivers: [
        receiver({
          receiverTransportId: loaded.receivers[0]!.receiverTransportId,
          shipments: [
            shipment({ shipmentId: a!.shipmentId, waybillNo: b!.waybillNo }),
            shipment({ shipmentId: b!.shipmentId, waybillNo: a!.waybillNo }),
          ],
        }),
      ],
    });
    await save(swapped);
    const after = (await tree(created.senderTransportId)).receivers[0]!.shipments;
    expect(after.map((line) => line.waybillNo)).toEqual([b!.waybillNo, a!.waybillNo]);
  });

  it('of a sender with pre-registered ranges must lie in one of them; others are free', async () => {
    const outside = await api.rest('POST', '/api/transport/shipment-save', {
      body: newTransport({
        sender: sender({ senderCompanyId: rangedSender }),
        receivers: [receiver({ shipments: [shipment({ waybillNo: '750000000001' })] })],
      }),
    });
    expect(outside.status).toBe(400);
    expect(outside.body).toMatchObject({
      field: 'receivers.0.shipments.0.waybillNo',
      message: koreanMentioning('사전 등록'),
    });
    await save(
      newTransport({
        sender: sender({ senderCompanyId: rangedSender }),
        receivers: [receiver({ shipments: [shipment({ waybillNo: '740-0000-00050' })] })],
      }),
    );
  });
});

describe('bad input: a 400 naming the field, in the spec’s order', () => {
  contractRows(api, { as: 'member_pickup' }, [
    {
      name: 'the sender’s charge type first',
      rest: 'POST /api/transport/shipment-save',
      input: newTransport({ sender: sender({ chargeCd: '', address: '' }) }),
      code: 'BAD_USER_INPUT',
      matches: { field: 'sender.chargeCd', message: koreanMentioning('운임 구분') },
    },
    {
      name: 'then the sender’s address',
      rest: 'POST /api/transport/shipment-save',
      input: newTransport({ sender: sender({ address: ' ', managerNm: '' }) }),
      code: 'BAD_USER_INPUT',
      matches: { field: 'sender.address', message: koreanMentioning('보내는 곳 주소') },
    },
    {
      name: 'a badly formed mobile number',
      rest: 'POST /api/transport/shipment-save',
      input: newTransport({ sender: sender({ managerTelNo: '053-1' }) }),
      code: 'BAD_USER_INPUT',
      matches: { field: 'sender.managerTelNo' },
    },
    {
      name: 'a receiver’s phone',
      rest: 'POST /api/transport/shipment-save',
      input: newTransport({ receivers: [receiver(), receiver({ telNo: '' })] }),
      code: 'BAD_USER_INPUT',
      matches: { field: 'receivers.1.telNo', message: koreanMentioning('받는 곳 전화번호') },
    },
    {
      name: 'a line’s kind',
      rest: 'POST /api/transport/shipment-save',
      input: newTransport({ receivers: [receiver({ shipments: [shipment({ kindCd: '' })] })] }),
      code: 'BAD_USER_INPUT',
      matches: { field: 'receivers.0.shipments.0.kindCd' },
    },
    {
      name: 'an unknown kind code',
      rest: 'POST /api/transport/shipment-save',
      input: newTransport({ receivers: [receiver({ shipments: [shipment({ kindCd: 'TAC9999' })] })] }),
      code: 'BAD_USER_INPUT',
      matches: { field: 'receivers.0.shipments.0.kindCd', message: koreanMentioning('품목') },
    },
    {
      name: 'a district of another region',
      rest: 'POST /api/transport/shipment-save',
      input: newTransport({ sender: sender({ regionCd: 'SEOUL', regionDtlCd: 'BUKGU' }) }),
      code: 'BAD_USER_INPUT',
      matches: { field: 'sender.regionDtlCd' },
    },
    {
      name: 'a negative quantity',
      rest: 'POST /api/transport/shipment-save',
      input: newTransport({ receivers: [receiver({ shipments: [shipment({ senderQty: -1 })] })] }),
      code: 'BAD_USER_INPUT',
      matches: { field: 'receivers.0.shipments.0.senderQty' },
    },
    {
      name: 'an amount an integer column cannot hold',
      rest: 'POST /api/transport/shipment-save',
      input: newTransport({
        receivers: [receiver({ shipments: [shipment({ senderQty: 100000, senderUntpc: 100000 })] })],
      }),
      code: 'BAD_USER_INPUT',
      matches: { field: 'receivers.0.shipments.0.senderUntpc' },
    },
    {
      name: 'a company that does not exist',
      rest: 'POST /api/transport/shipment-save',
      input: newTransport({ sender: sender({ senderCompanyId: 99999999 }) }),
      code: 'BAD_USER_INPUT',
      matches: { field: 'sender.senderCompanyId' },
    },
    {
      name: 'an unknown transport',
      rest: 'POST /api/transport/shipment-save',
      input: newTransport({ senderTransportId: 99999999, version: 1 }),
      code: 'NOT_FOUND',
    },
    {
      name: 'a receiver of another transport on create',
      rest: 'POST /api/transport/shipment-save',
      input: newTransport({ receivers: [receiver({ receiverTransportId: 1 })] }),
      code: 'BAD_USER_INPUT',
      matches: { field: 'receivers.0.receiverTransportId' },
    },
    {
      name: 'receivers that are not a list',
      rest: 'POST /api/transport/shipment-save',
      input: { sender: sender(), receivers: 'many' },
      code: 'BAD_USER_INPUT',
    },
    {
      name: 'the same through GraphQL: the sender’s address',
      graphql: `mutation ($input: TransportSaveInput!) { saveTransport(input: $input) { senderTransportId } }`,
      input: { input: newTransport({ sender: sender({ address: '' }) }) },
      code: 'BAD_USER_INPUT',
    },
    {
      name: 'an unknown transport to load',
      rest: 'GET /api/transport-info?transportId=99999999',
      code: 'NOT_FOUND',
    },
    {
      name: 'a transport number that is not one',
      rest: 'GET /api/transport/sender/abc',
      code: 'BAD_USER_INPUT',
    },
  ]);
});

describe('round trips', () => {
  /** Every statement the app sends to PostgreSQL during `work` (BEGIN and COMMIT included). */
  async function roundTripsOf(work: () => Promise<unknown>): Promise<string[]> {
    const query = jest.spyOn(pg.Client.prototype, 'query');
    try {
      await work();
      return query.mock.calls
        .map(([query]) => (typeof query === 'string' ? query : String((query as { text?: unknown }).text)))
        .filter((text) => !text.includes('session_version'));
    } finally {
      query.mockRestore();
    }
  }

  const bigTransport = (): Json =>
    newTransport({
      receivers: Array.from({ length: 20 }, (_, r) =>
        receiver({
          companyNm: `대량 받는곳 ${r + 1}`,
          shipments: Array.from({ length: 100 }, () => shipment()),
        }),
      ),
    });

  // Six: begin, the actor, the parties' companies (typed names linked, prices filled), the stored state, the write, commit.
  it('saves 20 receivers x 100 lines in at most 6 round trips, and its update too', async () => {
    let created: Saved | undefined;
    const createTrips = await roundTripsOf(async () => {
      created = await save(bigTransport());
    });
    expect(createTrips.length).toBeLessThanOrEqual(6);
    const loaded = await tree(created!.senderTransportId);
    expect(loaded.receivers.flatMap((r) => r.shipments)).toHaveLength(2000);

    const update = resave(loaded);
    (update.receivers as Json[])[3] = { ...(update.receivers as Json[])[3], rmk: '바뀐 받는 곳' };
    const updateTrips = await roundTripsOf(() => save(update));
    expect(updateTrips.length).toBeLessThanOrEqual(6);
    expect((await tree(created!.senderTransportId)).version).toBe(2);
  });
});
