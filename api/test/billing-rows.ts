import type { InvoiceCompany, InvoiceLine } from '@parcel/shared/settlement/billing';
import { rowBuilders } from '@parcel/db/src/testing/builders';
import type { ContractHarness } from './contract';

export interface CompanyOptions {
  /** The company's invoice supplier (공급자); null: billed by none. */
  supplier: number | null;
  billStdrCd?: '20' | '30';
  communicationFee?: number;
  /** SHIPPER_TYPE; COM (the default for shippers) pays its base fare, other types none. */
  shipperCd?: string | null;
  /** The settlement group company (excclcCompanyId); none: the company settles on its own. */
  excclcCompanyId?: number | null;
  shipperYn?: 'Y' | 'N';
  useYn?: 'Y' | 'N';
  vatYn?: 'Y' | 'N';
  taxbilOutputYn?: 'Y' | 'N';
  /** 수량단가 and 무게단가 (0 unless given). */
  untpc?: number;
  weightUntpc?: number;
}

/**
 * Suppliers and shipper companies written straight into a test's database, for the settlement
 * tests. Business numbers are made up from `bizPrefix` (10 digits: these tables check the shape, not
 * the check digit), so files that share a database can keep theirs apart.
 */
export function billingRows(harness: ContractHarness, bizPrefix = '61') {
  const { aCompany, anInvoice, anInvoiceRow, aSupplier } = rowBuilders(() => harness.server.db.orm.em.fork());
  const execute = <T extends object>(text: string, params: unknown[] = []) =>
    harness.server.db.orm.em.fork().execute<T[]>(text, params);
  let bizSequence = 0;
  const nextBizNo = () => `${bizPrefix}${String(++bizSequence).padStart(8, '0')}`;
  return {
    /** Every company as the money rules read it (billing.ts invoiceRows), straight from the table. */
    everyCompany: () =>
      execute<InvoiceCompany>(
        `select company_id as "companyId", bill_company_id as "billCompanyId", excclc_company_id as "excclcCompanyId",
                shipper_yn as "shipperYn", shipper_cd as "shipperCd", use_yn as "useYn", vat_yn as "vatYn",
                bill_stdr_cd as "billStdrCd", communication_fee as "communicationFee"
           from company`,
      ),
    /** The live goods lines received in [start, end] with both parties, straight from the tables. */
    periodLines: (start: string, end: string) =>
      execute<InvoiceLine>(
        `select ts.sender_company_id as "senderCompanyId", tr.receiver_company_id as "receiverCompanyId",
                ts.charge_cd as "chargeCd", s.trnsprt_cd as "trnsprtCd", s.sender_qty as "senderQty",
                s.receiver_qty as "receiverQty", s.sender_amount as "senderAmount", s.receiver_amount as "receiverAmount"
           from shipment s join transport_receiver tr using (receiver_transport_id)
           join transport_sender ts using (sender_transport_id)
          where ts.del_yn = 'N' and ts.requst_dt between ? and ?`,
        [start, end],
      ),
    newSupplier: (name: string, depositorNm = '인쇄공급') =>
      aSupplier({ company_nm: name, biz_no: nextBizNo(), depositor_nm: depositorNm }),
    newCompany: (name: string, options: CompanyOptions) =>
      aCompany({
        biz_no: nextBizNo(),
        company_nm: name,
        representative_nm: `${name} 대표`,
        address: '대구 북구 1',
        biz_type: '도소매',
        biz_item: '잡화',
        email: 'billing@example.com',
        fax_no: '0539998888',
        bill_company_id: options.supplier,
        shipper_yn: options.shipperYn ?? 'Y',
        shipper_cd:
          options.shipperCd !== undefined ? options.shipperCd : options.shipperYn === 'N' ? null : 'COM',
        excclc_company_id: options.excclcCompanyId ?? null,
        use_yn: options.useYn ?? 'Y',
        vat_yn: options.vatYn ?? 'Y',
        taxbil_output_yn: options.taxbilOutputYn ?? 'Y',
        bill_stdr_cd: options.billStdrCd ?? '20',
        communication_fee: options.communicationFee ?? 0,
        untpc: options.untpc ?? 0,
        weight_untpc: options.weightUntpc ?? 0,
      }),
    /**
     * An invoice of (year, month, billing day 30) with a row per [companyId, amount in won] (the
     * amount as its parcel amount, without VAT): its id and its rows' ids in that order.
     */
    newInvoice: async (billCompanyId: number, year: number, month: number, amounts: [number, number][]) => {
      const total = amounts.reduce((sum, [, amount]) => sum + amount, 0);
      const invoiceId = await anInvoice({ bill_company_id: billCompanyId, year, month, untpc: total });
      const ids: number[] = [];
      for (const [companyId, amount] of amounts)
        ids.push(await anInvoiceRow({ bill_history_id: invoiceId, company_id: companyId, untpc: amount }));
      return { invoiceId, ids };
    },
  };
}
