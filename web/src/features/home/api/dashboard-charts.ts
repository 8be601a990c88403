import { graphql } from '../../../gql';

/** Transports and goods lines per reception day (Asia/Seoul) over a period, for the volume chart. */
export const DailyVolumeQuery = graphql(`
  query DailyVolume($filter: TransportFilterInput) {
    transportStats(filter: $filter, groupBy: ["DAY"]) {
      startDate
      endDate
      rows {
        requstDt
        transportCount
        shipmentCount
      }
    }
  }
`);

/** Goods lines by delivery state (배송 완료 / 미배송), today unless the filter gives a period. */
export const DeliveryStatesQuery = graphql(`
  query DeliveryStates($filter: DeliveryCheckFilterInput) {
    deliveryStateStats(filter: $filter) {
      startDate
      shipmentCount
      states {
        state
        stateNm
        shipmentCount
      }
    }
  }
`);

/** Invoiced won per billing month of a year. */
export const MonthlyRevenueQuery = graphql(`
  query MonthlyRevenue($filter: InvoiceFilterInput) {
    monthlyRevenue(filter: $filter) {
      year
      months {
        month
        invoiceCount
        totAmount
      }
    }
  }
`);
