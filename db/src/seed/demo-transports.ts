import { linePrices, type PartyPrices } from '@parcel/shared/settlement/billing';
import { addDays, addMonths, dayOfWeek, daysBetween, seoulTimestamp } from './calendar';
import type { CustomerPools } from './customer-pools';
import type { NewWaybillRow, WaybillNumbers } from './demo-waybills';
import { DELIVERY_MEMOS, RECEIVER_MEMOS, SENDER_MEMOS } from './memos';
import type { Random } from './random';
import type { CompanyRow, ReceiverRow, SenderRow, ShipmentRow } from './tables';

/** Months of history by default: a busy office's recent quarter. */
export const DEFAULT_DEMO_MONTHS = 3;

/** The first day of the demo's transports: they cover the `months` months up to today. */
export function demoPeriodStart(today: string, months = DEFAULT_DEMO_MONTHS): string {
  return addDays(addMonths(today, -months), 1);
}

export interface DayPlan {
  date: string;
  count: number;
}

/**
 * How many transports each day of the `months` months up to today receives: weekdays busy (Monday
 * busiest), Saturday light, Sunday almost never, a little day-to-day noise and growth over the
 * period, and today half a working day whatever its weekday. The same total over more months makes
 * quieter days (24 months: a mid-size agency), today keeping its half day's share. The counts add
 * up to `total` exactly (largest remainders).
 */
export function planDays(
  random: Random,
  today: string,
  total: number,
  months = DEFAULT_DEMO_MONTHS,
): DayPlan[] {
  const start = demoPeriodStart(today, months);
  const length = daysBetween(start, today) + 1;
  const weekday = [0.02, 1.15, 1, 1, 1, 0.95, 0.35];
  const weights = Array.from({ length }, (_, i) => {
    const date = addDays(start, i);
    const growth = 0.92 + (0.16 * i) / length;
    // Today is half over, and busy even on a weekend: the home screen lists today's transports,
    // so a demo opened on a Sunday must still have some to show.
    const dayShare = date === today ? 0.55 : (weekday[dayOfWeek(date)] ?? 1);
    return dayShare * growth * (0.85 + 0.3 * random.next());
  });
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  const exact = weights.map((weight) => (weight / sum) * total);
  const counts = exact.map(Math.floor);
  const remainder = total - counts.reduce((acc, count) => acc + count, 0);
  exact
    .map((value, i) => ({ i, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.i - b.i)
    .slice(0, remainder)
    .forEach(({ i }) => (counts[i] = (counts[i] ?? 0) + 1));
  return counts.map((count, i) => ({ date: addDays(start, i), count }));
}

/**
 * A transport as generated: its rows with every id 0, numbered when they are written (in place:
 * copying millions of rows only to add ids costs more than making them).
 */
export interface TransportDraft {
  sender: SenderRow;
  receivers: { row: ReceiverRow; lines: ShipmentRow[] }[];
}

export interface TransportBatch {
  transports: TransportDraft[];
  receiverCount: number;
  lineCount: number;
  /** Waybill ranges senders registered because theirs ran out (written before the transports). */
  waybills: NewWaybillRow[];
}

export interface TransportContext {
  today: string;
  plan: DayPlan[];
  pools: CustomerPools;
  waybills: WaybillNumbers;
  collectorIds: number[];
  driverNames: string[];
  routeIds: number[];
}

// GOODS_KIND codes: boxes and documents dominate.
const KINDS = [
  ['TAC0202', 40],
  ['TAC0201', 20],
  ['TAC0207', 12],
  ['TAC0206', 8],
  ['TAC0204', 8],
  ['TAC0203', 7],
  ['TAC0205', 5],
] as const;
const WEIGHT_KINDS = [
  ['TAC0202', 60],
  ['TAC0207', 25],
  ['TAC0201', 15],
] as const;
// A party with no price of its own (no contract) is charged the standard rates.
const STANDARD_UNTPC = 4000;
const STANDARD_WEIGHT_UNTPC = 1000;
const QUANTITIES = [
  [1, 40],
  [2, 20],
  [3, 12],
  [4, 8],
  [5, 7],
  [6, 4],
  [7, 3],
  [8, 2],
  [9, 2],
  [10, 2],
] as const;

// Days from reception to delivery.
const DELIVERY_DELAYS = [
  [0, 55],
  [1, 35],
  [2, 10],
] as const;

/** TRANSPORT_PROCESS by the sender's shipper type; communication reception (통신수신) is the most common. */
function processOf(random: Random, sender: CompanyRow): string {
  switch (sender.shipper_cd) {
    case 'COM':
      return random.chance(0.7) ? 'COMM_RECV' : 'COMM';
    case 'PCL':
      return random.chance(0.88) ? 'PARCEL' : 'RETURN';
    case 'GEN':
      return random.weighted([
        ['GENERAL', 80],
        ['PARCEL', 15],
        ['RETURN', 5],
      ] as const);
    default:
      return random.weighted([
        ['PARCEL', 50],
        ['GENERAL', 45],
        ['RETURN', 5],
      ] as const);
  }
}

/** CHARGE: shippers mostly on credit (CH003/CH004), walk-in senders pay or send cash on delivery. */
function chargeOf(random: Random, sender: CompanyRow, process: string): string {
  if (process === 'RETURN') return random.chance(0.7) ? 'CH002' : 'CH004';
  if (sender.shipper_yn === 'Y') {
    return random.weighted([
      ['CH003', 60],
      ['CH004', 15],
      ['CH001', 15],
      ['CH002', 10],
    ] as const);
  }
  return random.chance(0.6) ? 'CH001' : 'CH002';
}

/** TRANSPORT_CD: how the goods were delivered, following how they were received. */
function deliveryCodeOf(random: Random, process: string): string {
  if (process === 'COMM_RECV' || process === 'COMM') {
    return random.weighted([
      ['COMM', 85],
      ['DIRECT', 10],
      ['QUICK', 5],
    ] as const);
  }
  if (process === 'GENERAL') {
    return random.weighted([
      ['DIRECT', 60],
      ['PARCEL', 30],
      ['QUICK', 10],
    ] as const);
  }
  return random.chance(0.9) ? 'PARCEL' : 'DIRECT';
}

/** Share of receivers delivered by age in days: nearly all after three days, few on the same day. */
function deliveredShare(age: number): number {
  if (age >= 3) return 0.97;
  return [0.15, 0.65, 0.9][age] ?? 0.97;
}

/**
 * Generates the transports day by day, in reception order, and hands them out in batches of about
 * `batchSize` senders, so memory stays flat however many are asked for.
 */
export function* transportBatches(
  random: Random,
  ctx: TransportContext,
  batchSize: number,
): Generator<TransportBatch> {
  // Each course has its regular collector and driver.
  const collectorOf = new Map(
    ctx.routeIds.map((id, i) => [id, ctx.collectorIds[i % ctx.collectorIds.length] ?? null]),
  );
  const driverOf = new Map(
    ctx.routeIds.map((id, i) => [id, ctx.driverNames[i % ctx.driverNames.length] ?? '']),
  );
  const emptyBatch = (): TransportBatch => ({ transports: [], receiverCount: 0, lineCount: 0, waybills: [] });
  let batch = emptyBatch();
  for (const day of ctx.plan) {
    // Reception times of the day in order, so ids grow with time as when staff type them in.
    const minutes = Array.from({ length: day.count }, () => random.int(8 * 60, 19 * 60 - 1)).sort(
      (a, b) => a - b,
    );
    for (const minute of minutes) {
      const transport = buildTransport(random, ctx, day.date, minute, collectorOf, driverOf);
      batch.transports.push(transport);
      batch.receiverCount += transport.receivers.length;
      batch.lineCount += transport.receivers.reduce((sum, receiver) => sum + receiver.lines.length, 0);
      batch.waybills.push(...ctx.waybills.drainRegistered());
      if (batch.transports.length >= batchSize) {
        yield batch;
        batch = emptyBatch();
      }
    }
  }
  if (batch.transports.length > 0) yield batch;
}

function buildTransport(
  random: Random,
  ctx: TransportContext,
  date: string,
  minute: number,
  collectorOf: Map<number, number | null>,
  driverOf: Map<number, string>,
): TransportDraft {
  const company = ctx.pools.pickSender(random);
  const regDt = seoulTimestamp(date, minute, random.int(0, 59));
  const process = processOf(random, company);
  const senderPrices = {
    untpc: company.untpc > 0 ? company.untpc : STANDARD_UNTPC,
    weightUntpc: company.weight_untpc > 0 ? company.weight_untpc : STANDARD_WEIGHT_UNTPC,
  };
  const routeId = company.delivery_route_id;
  const age = daysBetween(date, ctx.today);

  const taken = new Set<number>();
  const receiverCount = random.weighted([
    [1, 25],
    [2, 30],
    [3, 25],
    [4, 20],
  ] as const);
  const receivers: TransportDraft['receivers'] = [];
  const receiverPricesOf: PartyPrices[] = [];
  let shipmentCount = 0;
  for (let r = 0; r < receiverCount; r += 1) {
    const target = ctx.pools.pickReceiver(random, company, taken);
    taken.add(target.company_id);
    const receiverPrices = {
      untpc: target.untpc > 0 ? target.untpc : STANDARD_UNTPC,
      weightUntpc: target.weight_untpc > 0 ? target.weight_untpc : STANDARD_WEIGHT_UNTPC,
    };
    // Both ends communication shippers: charged by weight (spec: TRNSPRT_TYPE WEIGHT).
    const byWeight = company.shipper_cd === 'COM' && target.shipper_cd === 'COM';
    const delivered = random.chance(deliveredShare(age));
    const deliveryDate = delivered
      ? minDate(addDays(date, random.weighted(DELIVERY_DELAYS)), ctx.today)
      : null;
    const targetRoute = target.delivery_route_id;
    const driver =
      targetRoute !== null && random.chance(0.85)
        ? (driverOf.get(targetRoute) ?? '')
        : random.pick(ctx.driverNames);
    const deliveryCode = delivered ? deliveryCodeOf(random, process) : null;
    const lineCount = random.weighted([
      [1, 40],
      [2, 40],
      [3, 20],
    ] as const);
    const lines: ShipmentRow[] = [];
    shipmentCount += lineCount;
    for (let l = 0; l < lineCount; l += 1) {
      const kind = random.weighted(byWeight ? WEIGHT_KINDS : KINDS);
      const qty = byWeight ? weightKg(random) : random.weighted(QUANTITIES);
      lines.push({
        shipment_id: 0,
        receiver_transport_id: 0,
        reg_dt: regDt,
        chg_dt: deliveryDate ? seoulTimestamp(deliveryDate, random.int(10 * 60, 19 * 60)) : null,
        kind_cd: kind,
        waybill_no: ctx.waybills.take(company.company_id, date),
        trnsprt_cd: byWeight ? 'WEIGHT' : 'QTY',
        sender_qty: qty,
        receiver_qty: qty,
        // Priced once the charge is known (below).
        sender_untpc: 0,
        receiver_untpc: 0,
        sender_amount: 0,
        receiver_amount: 0,
        sort_order: l + 1,
        // Collected goods are checked in at pickup; some recent ones are still on the way in.
        pickup_check: delivered || random.chance(0.5) ? 'Y' : 'N',
        transport_manager: delivered ? driver : null,
        transport_date: deliveryDate,
        transport_code: deliveryCode,
        memo: delivered && random.chance(0.04) ? random.pick(DELIVERY_MEMOS) : null,
      });
    }
    receivers.push({
      row: {
        receiver_transport_id: 0,
        sender_transport_id: 0,
        reg_dt: regDt,
        receiver_company_id: target.company_id,
        company_nm: target.company_nm,
        tel_no: target.tel_no,
        manager_tel_no: target.manager_tel_no,
        address: target.address,
        rmk: random.chance(0.05) ? random.pick(RECEIVER_MEMOS) : null,
        amount: 0,
        region_cd: target.region_cd,
        region_dtl_cd: target.region_dtl_cd,
        untpc: receiverPrices.untpc,
        weight_untpc: receiverPrices.weightUntpc,
        shipper_cd: target.shipper_cd,
        delivery_route_id: targetRoute,
        sort_order: r + 1,
        requst_dt: date,
      },
      lines,
    });
    receiverPricesOf.push(receiverPrices);
  }
  const collector =
    routeId !== null && random.chance(0.8)
      ? (collectorOf.get(routeId) ?? null)
      : random.pick(ctx.collectorIds);
  // Drawn here, as ever, so the rest of the demo data stays as it was.
  const chargeCd = chargeOf(random, company, process);
  const senderAmount = priceLines(receivers, chargeCd, senderPrices, receiverPricesOf);
  return {
    sender: {
      sender_transport_id: 0,
      reg_dt: regDt,
      requst_dt: date,
      transport_process_cd: process,
      sender_company_id: company.company_id,
      charge_cd: chargeCd,
      company_nm: company.company_nm,
      tel_no: company.tel_no,
      address: company.address,
      manager_nm: company.manager_nm,
      manager_tel_no: company.manager_tel_no,
      rmk: random.chance(0.06) ? random.pick(SENDER_MEMOS) : null,
      amount: senderAmount,
      region_cd: company.region_cd,
      region_dtl_cd: company.region_dtl_cd,
      untpc: senderPrices.untpc,
      weight_untpc: senderPrices.weightUntpc,
      shipper_cd: company.shipper_cd,
      delivery_route_id: routeId,
      manager_id: collector,
      receiver_count: receiverCount,
      goods_line_count: shipmentCount,
    },
    receivers,
  };
}

/**
 * Prices every line as the editor prices a new one, by the payer
 * (docs/decisions.md#prices-follow-the-payer; billing.ts linePrices), and the receivers' amounts;
 * answers the sender's.
 */
function priceLines(
  receivers: TransportDraft['receivers'],
  chargeCd: string,
  senderPrices: PartyPrices,
  receiverPricesOf: readonly PartyPrices[],
): number {
  let senderAmount = 0;
  receivers.forEach((receiver, r) => {
    receiver.row.amount = 0;
    for (const line of receiver.lines) {
      const calculation = line.trnsprt_cd === 'WEIGHT' ? 'WEIGHT' : 'QTY';
      const prices = linePrices(chargeCd, calculation, senderPrices, receiverPricesOf[r]!);
      line.sender_untpc = prices.senderUntpc;
      line.receiver_untpc = prices.receiverUntpc;
      line.sender_amount = line.sender_qty * prices.senderUntpc;
      line.receiver_amount = line.receiver_qty * prices.receiverUntpc;
      senderAmount += line.sender_amount;
      receiver.row.amount += line.receiver_amount;
    }
  });
  return senderAmount;
}

/** Communication goods by weight: mostly a few kg, sometimes a full load. */
function weightKg(random: Random): number {
  const band = random.next();
  if (band < 0.5) return random.int(1, 5);
  if (band < 0.85) return random.int(6, 15);
  return random.int(16, 30);
}

function minDate(a: string, b: string): string {
  return a < b ? a : b;
}
