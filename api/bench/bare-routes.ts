import { type PagedList, type RunStatement, type Sql, windowOf } from '../src/common/paged-query';
import { arrivalList } from '../src/modules/arrival/arrival.service';
import { companyList, companySearchList } from '../src/modules/company/company.service';
import { deliveryCheckFilterOf } from '../src/modules/delivery-check/delivery-check.rest';
import {
  deliveryCheckList,
  deliveryCheckPage,
  lookUpDeliveryCheckParties,
} from '../src/modules/delivery-check/delivery-check.service';
import { deliveryStatusList } from '../src/modules/delivery-status/delivery-status.service';
import { invoiceList } from '../src/modules/invoice/invoice.service';
import { memberList } from '../src/modules/member/member.service';
import {
  companyLedgerOf,
  companyLedgerStatements,
  companyNameStatement,
  type LedgerAnswer,
  ledgerQueryOf,
  type PaymentRow,
  receivableFilterOf,
  receivablesStatement,
} from '../src/modules/receivables/receivables.service';
import { transportFilterOf } from '../src/modules/transport/transport.rest';
import {
  lookUpTransportParties,
  TRANSPORT_LIST_PARAMS,
  transportList,
  transportRowList,
} from '../src/modules/transport/transport.service';
import {
  shapeTransportStats,
  type StatsDbRow,
  transportStatsRequest,
} from '../src/modules/transport-stats/transport-stats.service';
import { waybillList } from '../src/modules/waybill/waybill.service';
import {
  detailsPageOf,
  type SettlementAnswer,
  settlementPageOf,
  shipperDetailsPage,
  shipperDetailsStatements,
  shipperSettlementPage,
  shipperSettlementStatement,
} from '../src/modules/shipper-settlement/shipper-settlement.service';
import type { ShipperDetailRow } from '../src/modules/shipper-settlement/shipper-settlement.types';
import { nestedTransports } from './bare-nested';

/**
 * A list as the bare handler runs it: the service's own statements, with or without the count; or,
 * for answers that are not a page and a count, the statements EXPLAIN examines and how the bare
 * handler answers from them.
 */
export interface BareList {
  list: PagedList | null;
  withTotal: boolean;
  /** The statements EXPLAIN examines instead of the list's page and count. */
  statements?: { name: string; sql: Sql }[];
  /** The bare handler's answer when it is not the list's page and count. */
  answer?: (run: RunStatement) => Promise<unknown>;
}

/**
 * The REST paths of the list screens, mapped to the statement builders the services use, so the
 * bare handler (and EXPLAIN) run the very SQL the app runs; the sender and receiver filters are
 * looked up first by `run`, as the services do. Null for any other path.
 */
export async function bareListFor(url: URL, run: RunStatement): Promise<BareList | null> {
  const query = Object.fromEntries(url.searchParams);
  const page = { page: query.page, size: query.size };
  switch (url.pathname) {
    case '/api/transport/list': {
      // The home grid, or the transports list when one of its parameters is there (as the rows do).
      if (!TRANSPORT_LIST_PARAMS.some((name) => query[name] !== undefined))
        return { list: deliveryStatusList({ date: query.date }, page), withTotal: true };
      const filter = transportFilterOf(query);
      const lookups = await lookUpTransportParties(run, filter);
      return { list: transportRowList(filter, page, lookups), withTotal: true };
    }
    case '/bench/transports': {
      // GraphQL transports with receivers and goods lines nested: the page, the count, then one
      // statement for the page's receivers and one for their goods lines, as the loaders batch them.
      const filter = transportFilterOf(query);
      const list = transportList(filter, page, undefined, await lookUpTransportParties(run, filter));
      return { list, withTotal: true, answer: (run) => nestedTransports(list, run) };
    }
    case '/api/transport/arrivals-list':
      // The arrivals route's filters are the shipments list's (the course is the delivering one).
      return { list: arrivalList(transportFilterOf(query), page), withTotal: true };
    case '/api/transport/check-list': {
      const filter = deliveryCheckFilterOf(query);
      const lookups = await lookUpDeliveryCheckParties(run, filter);
      // The REST route's row: without the billing columns GraphQL and the sheet add.
      return { list: deliveryCheckList(filter, deliveryCheckPage(query), lookups, 'wire'), withTotal: true };
    }
    case '/api/waybill/list':
      return {
        list: waybillList(
          {
            senderCompanyNm: query.senderCompanyNm,
            receiverCompanyNm: query.receiverCompanyNm,
            searchNo: query.searchNo,
          },
          page,
        ),
        withTotal: true,
      };
    case '/api/transport-stats': {
      const request = transportStatsRequest(transportFilterOf(query), query.groupBy);
      return {
        list: null,
        withTotal: false,
        statements: [{ name: 'aggregate', sql: request.statement }],
        answer: async (run) => {
          return shapeTransportStats(request, (await run(request.statement)) as unknown as StatsDbRow[]);
        },
      };
    }
    case '/api/settlement/by-shipper': {
      const { statement } = shipperSettlementStatement(
        { startDate: query.startDate, endDate: query.endDate, regionCd: query.regionCd },
        windowOf(shipperSettlementPage(query)),
      );
      return {
        list: null,
        withTotal: false,
        statements: [{ name: 'page and totals', sql: statement }],
        answer: async (run) => {
          const [answer] = await run(statement);
          return settlementPageOf(answer as unknown as SettlementAnswer);
        },
      };
    }
    case '/api/settlement/shipper-details': {
      // Its total and tiles come from day rows too.
      const statements = shipperDetailsStatements(
        { startDate: query.startDate, endDate: query.endDate, companyNm: query.companyNm },
        shipperDetailsPage(query),
      );
      return {
        list: null,
        withTotal: false,
        statements: [
          { name: 'page', sql: statements.rows },
          { name: 'summary', sql: statements.summary },
        ],
        answer: async (run) => {
          const [rows, [summary]] = await Promise.all([run(statements.rows), run(statements.summary)]);
          return detailsPageOf(
            rows as unknown as ShipperDetailRow[],
            summary as unknown as Parameters<typeof detailsPageOf>[1],
          );
        },
      };
    }
    case '/api/bill-history/list':
      return {
        list: invoiceList(
          { billCompanyId: query.billCompanyId, year: query.year, month: query.month, billCd: query.billCd },
          page,
        ),
        withTotal: true,
      };
    case '/api/receivables/list': {
      // Per company as of the date (today when none): the page, the count and the totals at once.
      const filter = receivableFilterOf({
        billCompanyId: query.billCompanyId,
        companyNm: query.companyNm,
        outstandingOnly: query.outstandingOnly,
        agingBucket: query.agingBucket,
        asOf: query.asOf,
      });
      const statement = receivablesStatement(filter, windowOf(page));
      return {
        list: null,
        withTotal: false,
        statements: [{ name: 'page and totals', sql: statement }],
        answer: async (run) => ({ ...(await run(statement))[0], asOf: filter.asOf }),
      };
    }
    case '/api/receivables/ledger': {
      // The company's name, its lines with the balances, the payments of the period's lines.
      const ledger = ledgerQueryOf({
        companyId: query.companyId,
        billCompanyId: query.billCompanyId,
        from: query.from,
        to: query.to,
      });
      const company = companyNameStatement(ledger.companyId);
      const { lines, payments } = companyLedgerStatements(ledger);
      return {
        list: null,
        withTotal: false,
        statements: [
          { name: 'company', sql: company },
          { name: 'lines and balances', sql: lines },
          { name: 'payments', sql: payments },
        ],
        answer: async (run) => {
          const [named] = await run(company);
          if (!named) throw Object.assign(new Error('no such company'), { status: 404 });
          const [answer] = await run(lines);
          return companyLedgerOf(
            ledger,
            named.companyNm as string,
            answer as unknown as LedgerAnswer,
            (await run(payments)) as unknown as PaymentRow[],
          );
        },
      };
    }
    case '/api/member/list':
      return {
        list: memberList({ groupVal: query.groupVal, name: query.name, telNo: query.telNo }, page),
        withTotal: true,
      };
    case '/api/company/list':
      // The route's two callers: the grid asks for a page (page or size), the autocomplete does not.
      return query.page === undefined && query.size === undefined
        ? { list: companySearchList({ companyNm: query.companyNm }), withTotal: false }
        : { list: companyList(query, page), withTotal: true };
    default:
      return null;
  }
}
