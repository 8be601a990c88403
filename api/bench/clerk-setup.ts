// What the mixed run's clerks work with, read from the database before the run: the companies they
// send from and to, the goods kinds they pick, and waybill numbers no transport has.
import type { Client } from 'pg';
import { type PickedCompany, newTransport, saveInputOf } from './editor-saves';

export interface ClerkParties {
  /** One sender company per clerk (repeated when the database has fewer). */
  senders: PickedCompany[];
  /** The receiver companies the clerks pick from, in turn. */
  receivers: PickedCompany[];
  /** The goods kinds in use (GOODS_KIND codes). */
  kinds: string[];
}

/** Companies read as candidates; the first that the editor's save accepts are taken. */
const CANDIDATES = 300;
const RECEIVERS = 60;

/**
 * Live companies with what the editor needs of a party (an address, a phone, a mobile phone); the
 * senders besides with a manager and without pre-registered waybill ranges, as the clerks' waybill
 * numbers are their own (WaybillNumbers) and a sender's ranges would refuse them. A company is taken
 * only when a save naming it passes the shared schema, as the editor checks before sending.
 */
export async function readClerkParties(client: Client, clerks: number): Promise<ClerkParties> {
  const { rows } = await client.query<PickedCompany & { hasWaybillRanges: boolean }>(
    `select c.company_id as "companyId", c.company_nm as "companyNm", c.tel_no as "telNo", c.address,
            c.manager_nm as "managerNm", c.manager_tel_no as "managerTelNo", c.region_cd as "regionCd",
            c.region_dtl_cd as "regionDtlCd", c.shipper_cd as "shipperCd", c.untpc, c.weight_untpc as "weightUntpc",
            exists (select 1 from waybill w where w.sender_company_id = c.company_id and w.del_yn = 'N')
              as "hasWaybillRanges"
       from company c
      where c.use_yn = 'Y' and c.address is not null and c.tel_no is not null and c.manager_tel_no like '01%'
      order by c.company_id
      limit $1`,
    [CANDIDATES],
  );
  const { rows: kinds } = await client.query<{ kind: string }>(
    `select code_val as kind from code where code_type = 'GOODS_KIND' and use_yn = 'Y' order by sort_order, code_val`,
  );
  const saves = (sender: PickedCompany, receiver: PickedCompany) => {
    try {
      saveInputOf(newTransport(sender, 'CH001', [receiver], () => [{ kindCd: 'K', waybillNo: '', qty: 1 }]));
      return true;
    } catch {
      return false;
    }
  };
  const senders = rows.filter(
    (company) => company.managerNm && !company.hasWaybillRanges && saves(company, company),
  );
  if (!senders.length || !kinds.length)
    throw new Error('the database has no company a clerk could send from, or no goods kinds');
  const receivers = rows
    .filter((company) => !senders.includes(company) && saves(senders[0]!, company))
    .slice(0, RECEIVERS);
  if (!receivers.length) throw new Error('the database has no company a clerk could send to');
  const strip = ({ hasWaybillRanges: _, ...company }: PickedCompany & { hasWaybillRanges: boolean }) =>
    company;
  return {
    senders: Array.from({ length: clerks }, (_, i) => strip(senders[i % senders.length]!)),
    receivers: receivers.map(strip),
    kinds: kinds.map((row) => row.kind),
  };
}

/** Digits after the run's prefix: numbers of one run stay unique up to 10^8 of them. */
const COUNTER_DIGITS = 8;

/**
 * Waybill numbers no transport has: the run's start in seconds (10 digits) and a counter (8), 18
 * digits in all, the most a waybill number may have, while the demo data's have 12; each run on a
 * database starts a second apart at least, so runs on a reused database never collide.
 */
export class WaybillNumbers {
  private readonly prefix = String(Math.floor(Date.now() / 1000));
  private next = 0;

  /** The first of `count` consecutive numbers. */
  take(count = 1): bigint {
    if (this.next + count > 10 ** COUNTER_DIGITS) throw new Error('the run used up its waybill numbers');
    const first = BigInt(`${this.prefix}${String(this.next).padStart(COUNTER_DIGITS, '0')}`);
    this.next += count;
    return first;
  }
}
