import { BusinessNumbers } from './business-numbers';
import { addDays, daysBetween } from './calendar';
import { CopyRows } from './copy-rows';
import { buildCompanies } from './demo-companies';
import { buildCustomerMember, buildMembers } from './demo-members';
import { buildRoutes, buildSuppliers } from './demo-suppliers';
import { demoPeriodStart, planDays, transportBatches } from './demo-transports';
import { buildWaybills, type NewWaybillRow, WaybillNumbers } from './demo-waybills';
import { CustomerPools } from './customer-pools';
import { Random } from './random';
import {
  type BillCompanyRow,
  type CompanyRow,
  type DeliveryRouteRow,
  type MemberRow,
  SHIPMENT,
  TRANSPORT_RECEIVER,
  TRANSPORT_SENDER,
  type WaybillRow,
} from './tables';

/** Everything the demo data is made from: the options and the ids the database reserved. */
export interface GenerationInput {
  transports: number;
  months: number;
  today: string;
  seed: number;
  /** The demo passwords' argon2 hashes (made once, by the caller). */
  hashes: { admin: string; user: string };
  /** Ids reserved for the rows made first; their counts say how many to make. */
  ids: Record<'member' | 'bill_company' | 'delivery_route' | 'company' | 'waybill', number[]>;
  /** The first id of each transport table (LockedTableIds): rows are numbered on from there. */
  firstIds: { sender: number; receiver: number; line: number };
  /** Senders per batch of transports. */
  batchSize: number;
}

/** The rows everything else refers to, made first. */
export interface DemoBase {
  kind: 'base';
  members: MemberRow[];
  suppliers: BillCompanyRow[];
  routes: DeliveryRouteRow[];
  companies: CompanyRow[];
  /** Waybill ranges registered before the period. */
  waybills: WaybillRow[];
}

/** A batch of transports, as COPY text (UTF-8) of each table with ids assigned. */
export interface TransportRows {
  kind: 'transports';
  senders: Uint8Array;
  receivers: Uint8Array;
  lines: Uint8Array;
  counts: { transports: number; receivers: number; lines: number };
  /** Ranges senders registered because theirs ran out (ids are reserved when they are written). */
  registered: NewWaybillRow[];
}

export type GeneratedPart = DemoBase | TransportRows;

/**
 * Makes the demo data from ONE random stream, in a fixed order, so the same input always gives the
 * same rows: first the base rows, then the transports in batches of `batchSize` senders, day by day
 * in reception order. Pure computation: it runs in a worker thread (generation-thread.ts) while the
 * main thread copies the previous batch into PostgreSQL.
 */
export function* generateDemoData(input: GenerationInput): Generator<GeneratedPart> {
  const { today, months, ids } = input;
  const random = new Random(input.seed);
  const periodStart = demoPeriodStart(today, months);
  // A longer history than the default starts earlier: companies were registered before it.
  const extraDays = Math.max(0, daysBetween(periodStart, demoPeriodStart(today)));
  const numbers = new BusinessNumbers(random);
  const members = buildMembers(random, ids.member, input.hashes, today);
  const suppliers = buildSuppliers(random, ids.bill_company, numbers, today);
  const routes = buildRoutes(random, ids.delivery_route, today);
  const companies = buildCompanies(random, {
    ids: ids.company,
    supplierIds: ids.bill_company,
    routes,
    numbers,
    registeredBefore: addDays(today, -extraDays),
  });
  const pools = new CustomerPools(random, companies);
  const waybillNumbers = new WaybillNumbers(random);
  const waybills = buildWaybills(random, ids.waybill, pools, waybillNumbers, periodStart);
  const customer = buildCustomerMember(ids.member.at(-1) ?? 0, companies, input.hashes.user, today);
  yield {
    kind: 'base',
    members: [...members.rows, ...customer],
    suppliers,
    routes: routes.rows,
    companies,
    waybills,
  };

  const next = { ...input.firstIds };
  const batches = transportBatches(
    random,
    {
      today,
      plan: planDays(random, today, input.transports, months),
      pools,
      waybills: waybillNumbers,
      collectorIds: members.collectorIds,
      driverNames: members.driverNames,
      routeIds: ids.delivery_route,
    },
    input.batchSize,
  );
  for (const batch of batches) {
    const senders = new CopyRows(TRANSPORT_SENDER);
    const receivers = new CopyRows(TRANSPORT_RECEIVER);
    const lines = new CopyRows(SHIPMENT);
    // Rows are numbered in place: copying millions of rows only to add ids costs more than making them.
    for (const { sender, receivers: parts } of batch.transports) {
      sender.sender_transport_id = next.sender++;
      senders.add(sender);
      for (const { row: receiver, lines: shipments } of parts) {
        receiver.receiver_transport_id = next.receiver++;
        receiver.sender_transport_id = sender.sender_transport_id;
        receivers.add(receiver);
        for (const line of shipments) {
          line.shipment_id = next.line++;
          line.receiver_transport_id = receiver.receiver_transport_id;
          lines.add(line);
        }
      }
    }
    yield {
      kind: 'transports',
      senders: senders.take(),
      receivers: receivers.take(),
      lines: lines.take(),
      counts: { transports: batch.transports.length, receivers: batch.receiverCount, lines: batch.lineCount },
      registered: batch.waybills,
    };
  }
}
