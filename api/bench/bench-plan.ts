import { seoulToday } from '@parcel/shared/dates/seoul-date';
import { shiftCalendarDate } from '@parcel/shared/forms/delivery-check-filter';
import { SETTLEMENT_MAX_DAYS } from '@parcel/shared/forms/shipper-settlement-filter';
import type { Client } from 'pg';

/** A reception period, yyyy-MM-dd (Asia/Seoul), both ends included. */
export interface Period {
  startDate: string;
  endDate: string;
  /** How the report names it: "a week", "366 days". */
  label: string;
}

/** One live transport's values, for the delivery check's filters one at a time. */
export interface FilterSamples {
  chargeCd: string;
  senderRegionCd: string;
  receiverRegionCd: string;
  receiverRegionDtlCd: string;
  shipperCd: string;
  senderCompanyNm: string;
  receiverCompanyNm: string;
  collectorNm: string;
  senderTelNo: string;
  receiverTelNo: string;
  /** The last four digits of those phones: what a caller says first (the name filters and the pickers take them). */
  senderPhoneEnd: string;
  receiverPhoneEnd: string;
  waybillNo: string;
}

/** The company whose ledger the bench reads: the one with the most ledger lines. */
export interface LedgerCompany {
  companyId: number;
  companyNm: string;
  /** Its invoice company rows and payments (deleted ones too): the ledger's lines over its whole history. */
  lines: number;
}

/**
 * The periods the bench asks for, from the bench database: the week through the demo's today, and
 * each screen's widest period: its filter's longest period where the shared filter schema sets one
 * (the settlement screens: SETTLEMENT_MAX_DAYS), else the whole history (the first reception day
 * through today), which is the widest any request can read.
 */
export interface BenchPlan {
  today: string;
  /** The data's first and last reception day: its shape. */
  firstDay: string;
  lastDay: string;
  week: Period;
  /** The analysts' aggregate of a month by day and course (issue 23: under 50 ms at the server). */
  month: Period;
  /** The widest period of a screen whose filter sets no limit, and of the settlement screens. */
  widest: { unlimited: Period; settlement: Period };
  samples: FilterSamples;
  /** None when no company has been invoiced yet. */
  ledgerCompany: LedgerCompany | null;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The period of `days` days ending `endDate`. */
export function periodOf(endDate: string, days: number, label: string): Period {
  return { startDate: shiftCalendarDate(endDate, 1 - days), endDate, label };
}

/**
 * The busiest company of the receivables (미수금 관리): the most invoice rows and payments, then
 * the most billed, as a clerk opens the ledger of a big customer.
 */
async function busiestLedgerCompany(client: Client): Promise<LedgerCompany | null> {
  const { rows } = await client.query<LedgerCompany>(
    `with line as (
       select d.company_id, d.tot_amount as billed from bill_history_detail d
       union all
       select d.company_id, 0 from payment p join bill_history_detail d on d.bill_history_detail_id = p.bill_history_detail_id
     )
     select l.company_id as "companyId", c.company_nm as "companyNm", count(*)::int as lines
       from line l join company c on c.company_id = l.company_id
      group by l.company_id, c.company_nm
      order by count(*) desc, sum(l.billed) desc, l.company_id
      limit 1`,
  );
  return rows[0] ?? null;
}

/** The bench's periods, the delivery check's filter values and the ledger's company, read from the bench database. */
export async function benchPlan(client: Client): Promise<BenchPlan> {
  const today = seoulToday();
  const { rows: span } = await client.query<{ firstDay: string; lastDay: string }>(
    `select to_char(min(requst_dt), 'YYYY-MM-DD') as "firstDay", to_char(max(requst_dt), 'YYYY-MM-DD') as "lastDay"
       from transport_sender where del_yn = 'N'`,
  );
  const firstDay = span[0]?.firstDay ?? today;
  const historyDays = daysBetween(firstDay, today);
  const week = periodOf(today, 7, 'a week');
  const month = periodOf(today, 30, 'a month (30 days)');
  const { rows: samples } = await client.query<FilterSamples>(
    // The newest live transport of the week with every value a filter needs: what a person at the
    // delivery check would look up (one customer, one phone, one waybill).
    `select ts.charge_cd as "chargeCd", ts.region_cd as "senderRegionCd", tr.region_cd as "receiverRegionCd",
            tr.region_dtl_cd as "receiverRegionDtlCd", ts.shipper_cd as "shipperCd",
            ts.company_nm as "senderCompanyNm", tr.company_nm as "receiverCompanyNm", m.name as "collectorNm",
            ts.tel_no as "senderTelNo", tr.tel_no as "receiverTelNo", right(ts.tel_no, 4) as "senderPhoneEnd",
            right(tr.tel_no, 4) as "receiverPhoneEnd", s.waybill_no as "waybillNo"
       from transport_sender ts
       join transport_receiver tr on tr.sender_transport_id = ts.sender_transport_id
       join shipment s on s.receiver_transport_id = tr.receiver_transport_id
       join member m on m.member_id = ts.manager_id
      where ts.del_yn = 'N' and ts.requst_dt between $1::date and $2::date
        and ts.charge_cd is not null and ts.region_cd is not null and ts.shipper_cd is not null
        and tr.region_cd is not null and tr.region_dtl_cd is not null
        and ts.tel_no is not null and tr.tel_no is not null and s.waybill_no is not null
      order by ts.requst_dt desc, ts.sender_transport_id desc, tr.sort_order, s.sort_order
      limit 1`,
    [week.startDate, week.endDate],
  );
  if (!samples[0])
    throw new Error('the bench database has no live transport this week to take filter values from');
  return {
    today,
    firstDay,
    lastDay: span[0]?.lastDay ?? today,
    week,
    month,
    widest: {
      unlimited: periodOf(today, historyDays, `the whole history (${historyDays} days)`),
      settlement: periodOf(today, SETTLEMENT_MAX_DAYS, `${SETTLEMENT_MAX_DAYS} days`),
    },
    samples: samples[0],
    ledgerCompany: await busiestLedgerCompany(client),
  };
}
