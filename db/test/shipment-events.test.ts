import type { EntityManager } from '@mikro-orm/postgresql';
import { rowBuilders } from '../src/testing/builders';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database';

/**
 * The tracking steps are written by statement triggers on shipment (migration ..._shipment_events),
 * whoever writes: an insert is RECEIVED, pickup_check N→Y PICKED_UP (Y→N takes it back),
 * transport_date null→date DELIVERED (date→null takes it back). The api's writers (editor save,
 * scan, recordDelivery, 배송 출발) are tested over HTTP in api/test/tracking.test.ts.
 */
let db: TestDatabase;
let em: EntityManager;
const { aDeliveryRoute, aTransport } = rowBuilders(() => em);

beforeAll(async () => {
  db = await createTestDatabase();
  em = db.orm.em.fork() as EntityManager;
});
afterAll(() => db.destroy());

const sql = <Row = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<Row[]> =>
  em.getConnection().execute(query, params) as Promise<Row[]>;

interface EventRow {
  event_cd: string;
  delivery_route_id: number | null;
  occurred_at: string;
}

const eventsOf = (shipmentId: number) =>
  sql<EventRow>(
    `select event_cd, delivery_route_id, occurred_at from shipment_event where shipment_id = ?
      order by shipment_event_id`,
    [shipmentId],
  );
const iso = (value: string) => new Date(value).toISOString();
const codesOf = async (shipmentId: number) => (await eventsOf(shipmentId)).map((row) => row.event_cd);

describe('shipment events kept by triggers', () => {
  it('an inserted line is RECEIVED, with the receiver’s course, else the sender’s', async () => {
    const senderRoute = await aDeliveryRoute();
    const receiverRoute = await aDeliveryRoute();
    const transport = await aTransport({
      delivery_route_id: senderRoute,
      receivers: [
        { delivery_route_id: receiverRoute, shipments: [{}] },
        { delivery_route_id: null, shipments: [{}, {}] },
      ],
    });
    const [first, second, third] = transport.shipmentIds;
    expect(await eventsOf(first!)).toEqual([
      expect.objectContaining({ event_cd: 'RECEIVED', delivery_route_id: receiverRoute }),
    ]);
    expect(await eventsOf(second!)).toEqual([
      expect.objectContaining({ event_cd: 'RECEIVED', delivery_route_id: senderRoute }),
    ]);
    expect(await codesOf(third!)).toEqual(['RECEIVED']);
  });

  it('a line inserted picked up and delivered gets those steps too', async () => {
    const transport = await aTransport({
      receivers: [{ shipments: [{ pickup_check: 'Y', transport_date: '2026-01-05' }] }],
    });
    const events = await eventsOf(transport.shipmentIds[0]!);
    expect(events.map((row) => row.event_cd).sort()).toEqual(['DELIVERED', 'PICKED_UP', 'RECEIVED']);
    // A past date without a change that day: the day's start in Asia/Seoul.
    expect(iso(events.find((row) => row.event_cd === 'DELIVERED')!.occurred_at)).toBe(
      '2026-01-04T15:00:00.000Z',
    );
  });

  it('pickup N→Y writes PICKED_UP once, Y→N deletes it', async () => {
    const { shipmentIds } = await aTransport({ receivers: [{ shipments: [{ pickup_check: 'N' }] }] });
    const id = shipmentIds[0]!;
    await sql(`update shipment set pickup_check = 'Y' where shipment_id = ?`, [id]);
    await sql(`update shipment set pickup_check = 'Y', memo = 'again' where shipment_id = ?`, [id]);
    expect(await codesOf(id)).toEqual(['RECEIVED', 'PICKED_UP']);
    await sql(`update shipment set pickup_check = 'N' where shipment_id = ?`, [id]);
    expect(await codesOf(id)).toEqual(['RECEIVED']);
  });

  it('a delivery date null→date writes DELIVERED, a new date moves it, date→null deletes it', async () => {
    const { shipmentIds } = await aTransport({ receivers: [{ shipments: [{}] }] });
    const id = shipmentIds[0]!;
    await sql(`update shipment set transport_date = '2026-02-03' where shipment_id = ?`, [id]);
    expect(await codesOf(id)).toEqual(['RECEIVED', 'DELIVERED']);
    await sql(
      `update shipment set transport_date = '2026-02-04', chg_dt = '2026-02-04T05:06:00Z' where shipment_id = ?`,
      [id],
    );
    const delivered = (await eventsOf(id)).find((row) => row.event_cd === 'DELIVERED')!;
    expect(iso(delivered.occurred_at)).toBe('2026-02-04T05:06:00.000Z');
    await sql(`update shipment set transport_date = null where shipment_id = ?`, [id]);
    expect(await codesOf(id)).toEqual(['RECEIVED']);
  });

  it('one statement over many lines writes each line’s steps (statement-level triggers)', async () => {
    const { shipmentIds } = await aTransport({ receivers: [{ shipments: [{}, {}, {}] }] });
    await sql(
      `update shipment set pickup_check = 'Y', transport_date = '2026-03-01' where shipment_id in (?)`,
      [shipmentIds],
    );
    const [row] = await sql<{ count: number }>(
      `select count(*)::int as count from shipment_event where shipment_id in (?)`,
      [shipmentIds],
    );
    expect(row?.count).toBe(9);
  });

  it('deleting a line deletes its events; OUT_FOR_DELIVERY is kept by updates', async () => {
    const { shipmentIds } = await aTransport({ receivers: [{ shipments: [{}] }] });
    const id = shipmentIds[0]!;
    await sql(`insert into shipment_event (shipment_id, event_cd) values (?, 'OUT_FOR_DELIVERY')`, [id]);
    await sql(`update shipment set memo = 'x' where shipment_id = ?`, [id]);
    expect(await codesOf(id)).toEqual(['RECEIVED', 'OUT_FOR_DELIVERY']);
    await sql(`delete from shipment where shipment_id = ?`, [id]);
    expect(await codesOf(id)).toEqual([]);
  });

  it('the database refuses an unknown step and a second event of a step', async () => {
    const { shipmentIds } = await aTransport({ receivers: [{ shipments: [{}] }] });
    await expect(
      sql(`insert into shipment_event (shipment_id, event_cd) values (?, 'LOST')`, [shipmentIds[0]]),
    ).rejects.toThrow(/check/);
    await expect(
      sql(`insert into shipment_event (shipment_id, event_cd) values (?, 'RECEIVED')`, [shipmentIds[0]]),
    ).rejects.toThrow(/shipment_event_step_unique/);
  });

  it('rebuild_shipment_events() writes the events of lines loaded with the triggers off', async () => {
    const { shipmentIds } = await aTransport({
      receivers: [{ shipments: [{ pickup_check: 'Y', transport_date: '2026-01-10' }] }],
    });
    const id = shipmentIds[0]!;
    await sql(`delete from shipment_event where shipment_id = ?`, [id]);
    await sql(`select rebuild_shipment_events()`);
    expect((await codesOf(id)).sort()).toEqual(['DELIVERED', 'PICKED_UP', 'RECEIVED']);
  });
});
