import { addDays, seoulTimestamp } from './calendar';
import type { CustomerPools } from './customer-pools';
import type { Random } from './random';
import type { WaybillRow } from './tables';

export const DEMO_WAYBILL_RANGES = 40;

interface Cursor {
  next: number;
  end: number;
}

/**
 * Waybill numbers (12 digits) for goods lines. Shippers with pre-registered ranges mostly use
 * numbers from them; everything else takes the next number of the office's own stock, which lies
 * in another block (3xxxxxxxxxxx vs 6xxxxxxxxxxx), so no number is ever used twice.
 */
export class WaybillNumbers {
  private last: number;
  private readonly ranges = new Map<number, Cursor[]>();

  constructor(private readonly random: Random) {
    this.last = random.int(310_000, 349_999) * 1_000_000;
  }

  addRange(senderCompanyId: number, start: number, end: number): void {
    const list = this.ranges.get(senderCompanyId) ?? [];
    list.push({ next: start, end });
    this.ranges.set(senderCompanyId, list);
  }

  take(senderCompanyId: number | null): string {
    const cursor =
      senderCompanyId === null ? undefined : this.ranges.get(senderCompanyId)?.find((c) => c.next <= c.end);
    if (cursor && this.random.chance(0.7)) {
      cursor.next += 1;
      return String(cursor.next - 1);
    }
    // Small gaps: voided and misprinted labels.
    this.last += this.random.chance(0.9) ? 1 : this.random.int(2, 4);
    return String(this.last);
  }
}

/**
 * Pre-registered waybill ranges of shippers: contiguous blocks of at most 1000 labels, registered
 * before the period the transports cover; a block never overlaps another (waybill_range_no_overlap).
 */
export function buildWaybills(
  random: Random,
  ids: number[],
  pools: CustomerPools,
  numbers: WaybillNumbers,
  periodStart: string,
): WaybillRow[] {
  let cursor = random.int(601_000, 609_000) * 1_000_000 + 1;
  return ids.map((waybillId) => {
    const sender = pools.pickShipper(random);
    const qty = random.weighted([
      [100, 20],
      [200, 20],
      [300, 15],
      [500, 25],
      [1000, 20],
    ] as const);
    const start = cursor;
    const end = start + qty - 1;
    cursor = end + 1 + random.int(0, 20) * 1000;
    numbers.addRange(sender.company_id, start, end);
    const receiver = random.chance(0.3) ? pools.pickReceiver(random, sender, new Set()) : null;
    return {
      waybill_id: waybillId,
      reg_dt: seoulTimestamp(addDays(periodStart, -random.int(1, 40)), random.int(540, 1080)),
      sender_company_id: sender.company_id,
      receiver_company_id: receiver?.company_id ?? null,
      charge_cd: random.weighted([
        ['credit', 60],
        ['pre', 25],
        ['collect', 15],
      ] as const),
      qty,
      start_no: start,
      end_no: end,
    };
  });
}
