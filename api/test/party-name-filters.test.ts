// The shipments list's and the delivery check's sender and receiver filters, looked up first
// (name-or-phone.ts lookUpParty): each list answers the same rows, in the same order and with the
// same total, as the filter written straight into the statement (nameOrPhoneSuffix), for names,
// phones' ends and both at once; a party matches by the name it was saved with (what the lists
// show), typed without a company or saved before its company was renamed. Also the triggers the
// lookup relies on: every saved name is in transport_party_name, and a receiver carries its
// transport's reception date.
import { rowBuilders } from '@parcel/db/src/testing/builders';
import 'reflect-metadata';
import { type PagedList, readPage, runOn } from '../src/common/paged-query';
import {
  lookUpParties,
  partyCondition,
  type PartyLookups,
  RECEIVER_SEARCHED,
} from '../src/common/name-or-phone';
import { deliveryCheckList } from '../src/modules/delivery-check/delivery-check.service';
import { transportList, transportRowList } from '../src/modules/transport/transport.service';
import { contractHarness } from './contract';
import { rowInserter } from './rows';

const api = contractHarness();
const insert = rowInserter(api);
const { manyTransports } = rowBuilders(() => api.server.db.orm.em.fork());
const em = () => api.server.db.orm.em.fork();

/** Days of their own, far from any other test's rows. */
const DAY_1 = '2019-05-01';
const DAY_2 = '2019-05-02';
const DAY_3 = '2019-05-03';
const PERIOD = { startDate: DAY_1, endDate: DAY_3 };

const company = (name: string, bizNo: string, telNo: string, managerTelNo: string | null) =>
  insert('company', 'company_id', {
    biz_no: bizNo,
    company_nm: name,
    tel_no: telNo,
    manager_tel_no: managerTelNo,
  });
const transport = async (
  day: string,
  sender: Record<string, unknown>,
  receivers: Record<string, unknown>[],
  values: Record<string, unknown> = {},
) => {
  const senderId = await insert('transport_sender', 'sender_transport_id', {
    ...{ requst_dt: day, transport_process_cd: 'COMM_RECV', charge_cd: 'CH001' },
    ...sender,
    ...values,
  });
  for (const [r, receiver] of receivers.entries()) {
    const receiverId = await insert('transport_receiver', 'receiver_transport_id', {
      ...{ sender_transport_id: senderId, sort_order: r + 1 },
      ...receiver,
    });
    for (const sortOrder of [1, 2])
      await insert('shipment', 'shipment_id', {
        ...{ receiver_transport_id: receiverId, kind_cd: 'TAC0202', sort_order: sortOrder },
        ...{ sender_qty: 1, receiver_qty: 1, sender_untpc: 1000, receiver_untpc: 1000 },
        ...{ sender_amount: 1000, receiver_amount: 1000 },
      });
  }
  return senderId;
};

let movedTransport = 0;

beforeAll(async () => {
  const hangyeol = await company('(주)한결정밀', '5048112345', '0531234567', '01099998888');
  const hangyeolTrading = await company('한결물산', '5048112346', '0532345678', null);
  // Saved as 옛봄식품, renamed 새봄식품 after its first transports.
  const bom = await company('옛봄식품', '5048112347', '0533456789', '01012120000');
  const party = (name: string, companyId: number | null, column: string, telNo?: string) => ({
    company_nm: name,
    [column]: companyId,
    ...(telNo && { tel_no: telNo }),
  });
  const sender = (name: string, companyId: number | null, telNo?: string) =>
    party(name, companyId, 'sender_company_id', telNo);
  const receiver = (name: string, companyId: number | null, telNo?: string) =>
    party(name, companyId, 'receiver_company_id', telNo);

  await transport(DAY_1, sender('(주)한결정밀', hangyeol, '0531234567'), [
    receiver('옛봄식품', bom, '0533456789'),
    receiver('손님상회', null, '0537770001'),
  ]);
  await transport(DAY_1, sender('옛봄식품', bom, '0533456789'), [receiver('한결정밀 본점', hangyeol)]);
  await em().execute(`update company set company_nm = '새봄식품' where company_id = ?`, [bom]);

  await transport(DAY_2, sender('손님상회', null, '0537770001'), [
    receiver('(주)한결정밀', hangyeol, '0531234567'),
    receiver('한결물산', hangyeolTrading),
  ]);
  await transport(DAY_3, sender('새봄식품', bom), [
    receiver('새봄식품', bom),
    receiver('50%할인_마트', null, '0539998888'),
  ]);
  await transport(DAY_3, sender('한결물산', hangyeolTrading), [receiver('(주)한결정밀', hangyeol)]);
  // Deleted: never listed.
  await transport(DAY_3, sender('(주)한결정밀', hangyeol), [receiver('(주)한결정밀', hangyeol)], {
    del_yn: 'Y',
  });
  // 31 receivers named 대량수신1-31: more names than a filter is narrowed to (MOST_LOOKED_UP_NAMES).
  await manyTransports({ day: DAY_2, transports: 1, receivers: 31, lines: 1 });
  // Received on DAY_1, then moved to DAY_2 (its receiver follows: the trigger).
  movedTransport = await transport(DAY_1, sender('한결물산', hangyeolTrading), [receiver('옛봄식품', bom)]);
  await em().execute(`update transport_sender set requst_dt = ? where sender_transport_id = ?`, [
    DAY_2,
    movedTransport,
  ]);
});

/** Every row and the total of a list's page, by its statements as fetchPage runs them. */
async function pageOf(list: PagedList) {
  const fork = em();
  return readPage(runOn(fork), list);
}

type Filter = { senderCompanyNm?: string; receiverCompanyNm?: string };
const LISTS: Record<string, (filter: Filter, page: unknown, lookups?: PartyLookups) => PagedList> = {
  'the delivery check': (filter, page, lookups) => deliveryCheckList({ ...PERIOD, ...filter }, page, lookups),
  'the shipments list': (filter, page, lookups) => transportRowList({ ...PERIOD, ...filter }, page, lookups),
  'the nested transports': (filter, page, lookups) =>
    transportList({ ...PERIOD, ...filter }, page, undefined, lookups),
};

/** Names, parts of names (LIKE's signs among them), phones' ends, and texts that find nothing. */
const TEXTS = [
  ...['한결', '(주)한결정밀', '한결정밀', '정밀', '옛봄', '새봄', '봄식품', '손님', '50%', '_', '%'],
  ...['대량수신', '대량수신3'],
  ...['4567', '8888', '0001', '010-9999-8888', '0533-456789', '678', '없는상호', '9999'],
];
const CASES: Filter[] = [
  ...TEXTS.flatMap((text) => [{ senderCompanyNm: text }, { receiverCompanyNm: text }]),
  { senderCompanyNm: '한결', receiverCompanyNm: '봄' },
  { senderCompanyNm: '0001', receiverCompanyNm: '(주)한결정밀' },
  { senderCompanyNm: '새봄식품', receiverCompanyNm: '8888' },
];
const PAGES = [
  { page: 0, size: 100 },
  { page: 0, size: 2 },
  { page: 1, size: 2 },
];

describe.each(Object.entries(LISTS))('%s, looked up first', (_name, listOf) => {
  test.each(CASES)('answers what the filter in the statement does: %j', async (filter) => {
    const lookups = await lookUpParties(runOn(em()), {
      sender: filter.senderCompanyNm,
      receiver: filter.receiverCompanyNm,
    });
    for (const page of PAGES)
      expect(await pageOf(listOf(filter, page, lookups))).toEqual(await pageOf(listOf(filter, page)));
  });
});

/** The receivers the shipments list shows for a receiver filter (REST, as the screen asks). */
async function receiversFound(text: string): Promise<string[]> {
  const query = new URLSearchParams({ ...PERIOD, receiverCompanyNm: text, page: '0', size: '50' });
  const answer = await api.rest<{ items: { receiverCompanyNm: string; requstDt: string }[] }>(
    'GET',
    `/api/transport/list?${query}`,
  );
  expect(answer.status).toBe(200);
  return answer.body.items.map((row) => `${row.requstDt} ${row.receiverCompanyNm}`);
}

describe('a party matches by the name it was saved with', () => {
  test("a renamed company's earlier transports by the former name, its later ones by the new", async () => {
    expect(await receiversFound('옛봄')).toEqual([`${DAY_2} 옛봄식품`, `${DAY_1} 옛봄식품`]);
    expect(await receiversFound('새봄')).toEqual([`${DAY_3} 새봄식품`]);
  });

  test('a party typed without a company, and a name typed beside its company', async () => {
    expect(await receiversFound('손님')).toEqual([`${DAY_1} 손님상회`]);
    expect(await receiversFound('본점')).toEqual([`${DAY_1} 한결정밀 본점`]);
  });

  test("one saved name's rows, newest first, the deleted transport left out", async () => {
    expect(await receiversFound('(주)한결정밀')).toEqual([`${DAY_3} (주)한결정밀`, `${DAY_2} (주)한결정밀`]);
    const lookups = await lookUpParties(runOn(em()), { receiver: '(주)한결정밀' });
    expect(partyCondition('(주)한결정밀', RECEIVER_SEARCHED, lookups.receiver).oneName).toBe(true);
  });

  test("a phone's end finds the registered company's receivers whatever their saved name", async () => {
    // 옛봄식품's registered phone: its receivers saved as 옛봄식품 and as 새봄식품.
    expect(await receiversFound('6789')).toEqual([
      `${DAY_3} 새봄식품`,
      `${DAY_2} 옛봄식품`,
      `${DAY_1} 옛봄식품`,
    ]);
  });
});

describe('what the lookup relies on', () => {
  test('every name a party was saved with is in transport_party_name', async () => {
    const rows = await em().execute<{ company_nm: string }[]>(
      `select company_nm from transport_party_name
        where company_nm in ('(주)한결정밀', '한결정밀 본점', '옛봄식품', '새봄식품', '손님상회', '50%할인_마트')
        order by company_nm`,
    );
    expect(rows.map((row) => row.company_nm)).toEqual(
      ['(주)한결정밀', '50%할인_마트', '새봄식품', '손님상회', '옛봄식품', '한결정밀 본점'].sort(),
    );
    await em().execute(
      `update transport_receiver set company_nm = '이름고침상사' where sender_transport_id = ?`,
      [movedTransport],
    );
    expect(await receiversFound('이름고침')).toEqual([`${DAY_2} 이름고침상사`]);
  });

  test("a receiver carries its transport's reception date, moved with it", async () => {
    const rows = await em().execute<{ mismatched: number }[]>(
      `select count(*)::int as mismatched from transport_receiver tr
         join transport_sender ts on ts.sender_transport_id = tr.sender_transport_id
        where tr.requst_dt is distinct from ts.requst_dt`,
    );
    expect(rows[0]?.mismatched).toBe(0);
    // The move is the transport's entry in the audit trail; its receivers' copies are nobody's edit.
    const audited = await em().execute<{ entries: number }[]>(
      `select count(*)::int as entries from audit_log a
         join transport_receiver tr on a.entity_id = tr.receiver_transport_id::text
        where a.entity_name = 'transport_receiver' and a.action = 'update'
          and a.changes -> 'requst_dt' is not null and tr.sender_transport_id = ?`,
      [movedTransport],
    );
    expect(audited[0]?.entries).toBe(0);
  });
});
