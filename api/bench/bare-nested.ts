import { type PagedList, readPage, type RunStatement, sql } from '../src/common/paged-query';
import { TRANSPORT_FIELDS } from './transport-bench-lists';

const codeName = (type: string, column: string) =>
  `(select code_nm from code where code_type = '${type}' and code_val = ${column})`;

// The columns the GraphQL query asks for, read the plain way (TRANSPORT_FIELDS names them).
const RECEIVERS = `select tr.receiver_transport_id as "receiverTransportId", tr.sender_transport_id as parent,
    tr.company_nm as "companyNm", tr.tel_no as "telNo", tr.manager_tel_no as "managerTelNo", tr.address,
    ${codeName('REGION_TYPE', 'tr.region_cd')} as "regionNm",
    ${codeName('REGION_DTL_TYPE', 'tr.region_dtl_cd')} as "regionDtlNm",
    (select coalesce(sum(s.sender_amount), 0)::int from shipment s
      where s.receiver_transport_id = tr.receiver_transport_id) as "totalSenderAmount"
  from transport_receiver tr where tr.sender_transport_id = any(?::int[])
  order by tr.sender_transport_id, tr.sort_order, tr.receiver_transport_id`;
const SHIPMENTS = `select s.shipment_id as "shipmentId", s.receiver_transport_id as parent,
    coalesce(${codeName('GOODS_KIND', 's.kind_cd')}, s.kind_cd) as "kindNm", s.waybill_no as "waybillNo",
    s.trnsprt_cd as "trnsprtCd", s.sender_qty as "senderQty", s.sender_amount as "senderAmount"
  from shipment s where s.receiver_transport_id = any(?::int[])
  order by s.receiver_transport_id, s.sort_order, s.shipment_id`;

const pick = (row: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, row[field]]));

function byParent(rows: Record<string, unknown>[]): Map<unknown, Record<string, unknown>[]> {
  const groups = new Map<unknown, Record<string, unknown>[]>();
  for (const row of rows) groups.set(row.parent, [...(groups.get(row.parent) ?? []), row]);
  return groups;
}

/** The transports page with its receivers and their goods lines nested: four statements. */
export async function nestedTransports(list: PagedList, run: RunStatement): Promise<unknown> {
  const { items: transports, total, totalExact } = await readPage<Record<string, unknown>>(run, list);
  const receivers = await run(
    sql(
      RECEIVERS,
      transports.map((row) => row.senderTransportId),
    ),
  );
  const shipments = await run(
    sql(
      SHIPMENTS,
      receivers.map((row) => row.receiverTransportId),
    ),
  );
  const linesOf = byParent(shipments);
  const receiversOf = byParent(receivers);
  return {
    total,
    totalExact,
    items: transports.map((transport) => ({
      ...pick(transport, TRANSPORT_FIELDS.transport),
      receivers: (receiversOf.get(transport.senderTransportId) ?? []).map((receiver) => ({
        ...pick(receiver, TRANSPORT_FIELDS.receiver),
        shipments: (linesOf.get(receiver.receiverTransportId) ?? []).map((line) =>
          pick(line, TRANSPORT_FIELDS.shipment),
        ),
      })),
    })),
  };
}
