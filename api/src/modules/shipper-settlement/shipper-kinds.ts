// Settlement by shipper per goods kind (화주별 정산서, 품목별 보기; issue 34): per registered company of
// the period's live transports, how many goods of each kind (GOODS_KIND: 서류, 박스, 롤 ...) it sent
// (as the sender company), received (as a receiver company) and both; a QTY line counts its pieces,
// a WEIGHT line one (@parcel/shared/settlement/kind-counts). The same companies as the amounts view
// (settlement by shipper): those that sent or received a line in the period, the region filter being
// the company's; ordered by name.
//
// Read from the goods lines of the period (the live-day index, as shipper details reads its page):
// the per-day rows (db/src/derived/rollups.ts) are keyed by company only and hold no goods kind. A
// rollup keyed by company and kind would let long periods read day and month rows instead.
import {
  shipperSettlementFilterSchema,
  type ShipperSettlementFilter,
} from '@parcel/shared/forms/shipper-settlement-filter';
import { KIND_SIDE_LABELS, KIND_SIDES, kindCountsOf } from '@parcel/shared/settlement/kind-counts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { codeName } from '../../common/code-names';
import { operation } from '../../common/operation';
import { type PageWindow, sql, type Sql, windowOf } from '../../common/paged-query';
import { parseInput } from '../../common/parse-input';
import { EXPORT_WINDOW, type SheetColumn, spreadsheetDownload } from '../../common/spreadsheet';
import type { GoodsKindColumn, ShipperKindPage } from './shipper-settlement.types';

/** A kind's sums as the statement answers them. */
interface KindSum {
  kindCd: string;
  sent: number;
  received: number;
}

interface KindAnswer {
  kinds: GoodsKindColumn[];
  rows: { companyId: number; companyNm: string; regionNm: string | null; sums: KindSum[] | null }[];
  total: number;
  totals: KindSum[] | null;
}

/** How a side of a line counts (kind-counts.ts kindCountOf). */
const countOf = (side: 'sender' | 'receiver') =>
  `case when s.trnsprt_cd = 'WEIGHT' then 1 else s.${side}_qty end`;

/**
 * One statement: the period's lines counted per company and kind as sender and as receiver (a
 * materialized CTE), the companies the filters keep, the window's companies with their sums, the
 * number of companies, their sums per kind, and the kind columns (the code table's, then any other
 * kind the period holds, so the counts always add up).
 */
export function shipperKindStatement(filter: ShipperSettlementFilter, window: PageWindow): Sql {
  const limit = 'all' in window ? [window.limit, 0] : [window.size, window.page * window.size];
  const region = filter.regionCd ? sql('and c.region_cd = ?', filter.regionCd) : sql('');
  return sql(
    `with per as materialized (
       select company_id, kind_cd, sum(sent)::float8 as sent, sum(received)::float8 as received
         from (select ts.sender_company_id as company_id, s.kind_cd, ${countOf('sender')} as sent, 0 as received
                 from transport_sender ts
                 join transport_receiver tr on tr.sender_transport_id = ts.sender_transport_id
                 join shipment s on s.receiver_transport_id = tr.receiver_transport_id
                where ts.del_yn = 'N' and ts.requst_dt between cast(? as date) and cast(? as date)
                  and ts.sender_company_id is not null
               union all
               select tr.receiver_company_id, s.kind_cd, 0, ${countOf('receiver')}
                 from transport_sender ts
                 join transport_receiver tr on tr.sender_transport_id = ts.sender_transport_id
                 join shipment s on s.receiver_transport_id = tr.receiver_transport_id
                where ts.del_yn = 'N' and ts.requst_dt between cast(? as date) and cast(? as date)
                  and tr.receiver_company_id is not null) sides
        group by company_id, kind_cd),
     companies as materialized (
       select c.company_id, c.company_nm, c.region_cd from company c
        where c.company_id in (select company_id from per) ${region.text})
     select
       (select coalesce(json_agg(json_build_object('kindCd', k.kind_cd, 'kindNm', k.kind_nm)
                                 order by k.known desc, k.sort_order, k.kind_cd), '[]')
          from (select code_val as kind_cd, code_nm as kind_nm, true as known, sort_order
                  from code where code_type = 'GOODS_KIND'
                union all
                select distinct p.kind_cd, p.kind_cd, false, 0 from per p
                 where not exists (select 1 from code where code_type = 'GOODS_KIND' and code_val = p.kind_cd)) k)
         as "kinds",
       (select coalesce(json_agg(page order by page."companyNm", page."companyId"), '[]')
          from (select c.company_id as "companyId", c.company_nm as "companyNm",
                       ${codeName('REGION_TYPE', 'c.region_cd')} as "regionNm",
                       (select json_agg(json_build_object('kindCd', p.kind_cd, 'sent', p.sent, 'received', p.received))
                          from per p where p.company_id = c.company_id) as "sums"
                  from (select * from companies order by company_nm, company_id limit ? offset ?) c) page)
         as "rows",
       (select count(*)::int from companies) as "total",
       (select json_agg(json_build_object('kindCd', t.kind_cd, 'sent', t.sent, 'received', t.received))
          from (select p.kind_cd, sum(p.sent) as sent, sum(p.received) as received
                  from per p join companies using (company_id) group by p.kind_cd) t) as "totals"`,
    filter.startDate,
    filter.endDate,
    filter.startDate,
    filter.endDate,
    ...region.params,
    ...limit,
  );
}

/** The statement's answer as the screen's: each company's counts laid out in the kinds' order. */
export function kindPageOf(answer: KindAnswer): ShipperKindPage {
  const columns = answer.kinds.map((kind) => kind.kindCd);
  return {
    kinds: answer.kinds,
    items: answer.rows.map(({ sums, ...company }) => ({ ...company, ...kindCountsOf(columns, sums ?? []) })),
    total: answer.total,
    totals: kindCountsOf(columns, answer.totals ?? []),
  };
}

async function readKinds(em: EntityManager, filter: unknown, window: PageWindow): Promise<ShipperKindPage> {
  const statement = shipperKindStatement(parseInput(shipperSettlementFilterSchema, filter ?? {}), window);
  const [answer] = await em.execute<KindAnswer[]>(statement.text, [...statement.params]);
  return kindPageOf(answer!);
}

/** The companies of the period per goods kind (12 a page unless told), their number and the totals. */
export const listShipperKinds = operation(
  { area: 'settlement', level: 'read' },
  async (context, filter: unknown, page: unknown): Promise<ShipperKindPage> =>
    readKinds(context.em, filter, windowOf(page)),
);

/** One sheet row: a company's counts on one side (발신, 수신 or 합계). */
interface KindSheetRow {
  companyNm: string;
  regionNm: string | null;
  side: string;
  counts: number[];
}

/** Every company of the filters per goods kind, three rows each, as an .xlsx (at most MAX_EXPORT_ROWS companies). */
export const exportShipperKinds = operation(
  { area: 'settlement', level: 'read' },
  async (context, filter: unknown) => {
    const { kinds, items } = await readKinds(context.em, filter, EXPORT_WINDOW);
    const columns: SheetColumn<KindSheetRow>[] = [
      { header: '업체명', value: (row) => row.companyNm, width: 24 },
      { header: '지역', value: (row) => row.regionNm, width: 10 },
      { header: '구분', value: (row) => row.side, width: 8 },
      ...kinds.map((kind, index): SheetColumn<KindSheetRow> => ({
        header: kind.kindNm,
        value: (row) => row.counts[index] ?? 0,
        kind: 'integer',
      })),
      {
        header: '합계',
        value: (row) => row.counts.reduce((sum, count) => sum + count, 0),
        kind: 'integer',
      },
    ];
    const rows = items.flatMap((item) =>
      KIND_SIDES.map((side) => ({
        companyNm: item.companyNm,
        regionNm: item.regionNm,
        side: KIND_SIDE_LABELS[side],
        counts: item[side],
      })),
    );
    return spreadsheetDownload('화주별정산_품목별.xlsx', columns, rows);
  },
);
