import { addDays, seoulTimestamp } from './calendar';
import type { CustomerPools } from './customer-pools';
import type { Random } from './random';
import type { WaybillRow } from './tables';

/** Ranges registered before the demo period starts; senders register more as theirs run out. */
export const DEMO_WAYBILL_RANGES = 40;

/** A range registered while transports are generated: its id is reserved when it is written. */
export type NewWaybillRow = Omit<WaybillRow, 'waybill_id'>;

interface Cursor {
  next: number;
  end: number;
}

/** A sender's ranges in registration order; numbers are taken from the first with room left. */
interface SenderRanges {
  cursors: Cursor[];
  /** Ranges before this one are used up (they only ever fill up, and new ones come last). */
  current: number;
}

// Block sizes (labels per range) and how often each is registered.
const BLOCK_SIZES = [
  [100, 20],
  [200, 20],
  [300, 15],
  [500, 25],
  [1000, 20],
] as const;

/**
 * Waybill numbers (12 digits) for goods lines, by the editor's rule: a sender with pre-registered
 * ranges always takes numbers from its own live ranges, in order; when they run out it registers
 * the next block (a range dated a few days before the transport that needs it). Everything else
 * takes the next number of the office's own stock, another block (3xxxxxxxxxxx vs 6xxxxxxxxxxx),
 * so no number is ever used twice. Ranges come from one cursor and never overlap.
 */
export class WaybillNumbers {
  private last: number;
  private blockCursor: number;
  private readonly ranges = new Map<number, SenderRanges>();
  private registered: NewWaybillRow[] = [];

  constructor(private readonly random: Random) {
    this.last = random.int(310_000, 349_999) * 1_000_000;
    this.blockCursor = random.int(601_000, 609_000) * 1_000_000 + 1;
  }

  /** The next free block of a register's size, after a gap of unused blocks. */
  nextBlock(): { start: number; end: number; qty: number } {
    const qty = this.random.weighted(BLOCK_SIZES);
    const start = this.blockCursor;
    const end = start + qty - 1;
    this.blockCursor = end + 1 + this.random.int(0, 20) * 1000;
    return { start, end, qty };
  }

  addRange(senderCompanyId: number, start: number, end: number): void {
    const ranges = this.ranges.get(senderCompanyId) ?? { cursors: [], current: 0 };
    ranges.cursors.push({ next: start, end });
    this.ranges.set(senderCompanyId, ranges);
  }

  /** True when the sender has pre-registered ranges (its numbers must come from them). */
  hasRanges(senderCompanyId: number): boolean {
    return this.ranges.has(senderCompanyId);
  }

  /** A waybill number for a goods line of `senderCompanyId` received on `date` (yyyy-MM-dd). */
  take(senderCompanyId: number | null, date: string): string {
    const ranges = senderCompanyId === null ? undefined : this.ranges.get(senderCompanyId);
    if (senderCompanyId !== null && ranges) {
      let cursor = ranges.cursors[ranges.current];
      while (cursor && cursor.next > cursor.end) cursor = ranges.cursors[++ranges.current];
      if (!cursor) cursor = this.register(senderCompanyId, date);
      cursor.next += 1;
      return String(cursor.next - 1);
    }
    // Small gaps: voided and misprinted labels.
    this.last += this.random.chance(0.9) ? 1 : this.random.int(2, 4);
    return String(this.last);
  }

  /** Ranges registered since the last call (written with the transports that use them). */
  drainRegistered(): NewWaybillRow[] {
    const rows = this.registered;
    this.registered = [];
    return rows;
  }

  /** The sender's next block, registered at the office one to three working days before `date`. */
  private register(senderCompanyId: number, date: string): Cursor {
    const { start, end, qty } = this.nextBlock();
    this.addRange(senderCompanyId, start, end);
    this.registered.push({
      reg_dt: seoulTimestamp(addDays(date, -this.random.int(1, 3)), this.random.int(540, 1080)),
      sender_company_id: senderCompanyId,
      receiver_company_id: null,
      charge_cd: 'credit',
      qty,
      start_no: start,
      end_no: end,
    });
    const { cursors } = this.ranges.get(senderCompanyId)!;
    return cursors[cursors.length - 1]!;
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
  return ids.map((waybillId) => {
    const sender = pools.pickShipper(random);
    const { start, end, qty } = numbers.nextBlock();
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
