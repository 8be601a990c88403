// The editor's largest save for the fault tests (process-crash, disk-full): one new transport of 20
// receivers with 100 goods lines each, and what of it the database holds. Its goods line serves the
// other tests' editor saves too.

/** A new goods line of the editor's save: 3 pieces (QTY, TAC0202) at 4,000 won sent, 3,500 received. */
export const pieceShipment = (waybillNo: string | null) => ({
  shipmentId: 0,
  trnsprtCd: 'QTY',
  kindCd: 'TAC0202',
  waybillNo,
  senderQty: 3,
  receiverQty: 3,
  senderUntpc: 4000,
  receiverUntpc: 3500,
});

/** The companies a big transport is sent between (shipper type COM, priced per piece). */
export interface BigTransportParties {
  senderCompanyId: number;
  receiverCompanyId: number;
}

/**
 * The save body (REST shipment-save) of a new transport sent under the name `name` (its receivers
 * are `<name> 받는곳 1..20`), its 2,000 waybill numbers counted up from `firstWaybill`.
 */
export function bigTransport(
  name: string,
  { senderCompanyId, receiverCompanyId }: BigTransportParties,
  firstWaybill: number,
): Record<string, unknown> {
  const party = {
    telNo: '053-765-4321',
    address: '대구광역시 수성구 달구벌대로 2',
    regionCd: 'DAEGU',
    shipperCd: 'COM',
    rmk: null,
  };
  return {
    senderTransportId: 0,
    sender: {
      ...party,
      senderCompanyId,
      chargeCd: 'CH001',
      companyNm: name,
      managerNm: '김보냄',
      managerTelNo: '010-1234-5678',
      regionDtlCd: 'BUKGU',
      untpc: 4000,
      weightUntpc: 500,
    },
    receivers: Array.from({ length: 20 }, (_, r) => ({
      ...party,
      receiverTransportId: 0,
      receiverCompanyId,
      companyNm: `${name} 받는곳 ${r + 1}`,
      managerTelNo: '010-9876-5432',
      regionDtlCd: 'SUSEONGGU',
      untpc: 3500,
      weightUntpc: 400,
      shipments: Array.from({ length: 100 }, (_, l) => pieceShipment(String(firstWaybill + r * 100 + l))),
      deletedShipmentIds: [],
    })),
    deletedReceiverIds: [],
  };
}

/** What the database holds of the transports sent under a name: senders, receivers, goods lines. */
export interface StoredCounts {
  senders: number;
  receivers: number;
  lines: number;
}

export const NOTHING_STORED: StoredCounts = { senders: 0, receivers: 0, lines: 0 };
export const ALL_STORED: StoredCounts = { senders: 1, receivers: 20, lines: 2000 };

/** Counts what is stored under `name`, by `query` (a statement with `?` parameters, its rows). */
export async function storedOf(
  query: (text: string, params: unknown[]) => Promise<object[]>,
  name: string,
): Promise<StoredCounts> {
  const receivers = `${name} 받는곳 %`;
  const [counts] = await query(
    `select (select count(*) from transport_sender where company_nm = ?)::int as senders,
            (select count(*) from transport_receiver where company_nm like ?)::int as receivers,
            (select count(*) from shipment s join transport_receiver tr using (receiver_transport_id)
              where tr.company_nm like ?)::int as lines`,
    [name, receivers, receivers],
  );
  return counts as StoredCounts;
}
