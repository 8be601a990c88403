import { DEFAULT_PAGE_SIZE } from '@parcel/shared/lists';
import { AGING_BUCKET_LABELS, type AgingBucket } from '@parcel/shared/settlement/receivables';
import { type BenchListEntry, listPath, screenPage } from './bench-lists';
import type { BenchPlan } from './bench-plan';

const RECEIVABLES = {
  query: `query ($filter: ReceivableFilterInput, $page: PageInput) { receivables(filter: $filter, page: $page) {
    items { companyId companyNm bizNo billCompanyNm billed paid outstanding current days30 days60 days90 lastPaidOn }
    total totals { billed paid outstanding current days30 days60 days90 } asOf } }`,
  field: 'receivables',
};

/** Every field of the ledger and its payments: GraphQL must answer what REST and the bare handler do. */
const PAYMENT_FIELDS = `paymentId billHistoryDetailId billHistoryId companyId companyNm year month paidOn amount
  method depositor memo source regDt regByNm deletedAt deletedByNm deleteReason`;
const LEDGER_QUERY = `query ($input: CompanyLedgerInput!) { companyLedger(input: $input) {
  companyId companyNm from to openingBalance closingBalance
  entries { kind date description debit credit balance billHistoryDetailId billHistoryId billCompanyId
    billCompanyNm year month billCd payment { ${PAYMENT_FIELDS} } } } }`;

/**
 * The aging filter the bench asks for: 60~89 days. With the default three months of data the oldest
 * invoice month of the history (three months back) falls in it, or on the month's last days the
 * next one does; a day such as 31 March may find it empty (the list then has one page).
 */
const AGING_BUCKET: AgingBucket = 'D60';

/**
 * 미수금 관리 (issue 25): the receivables list as the screen opens (no filter, as of today) and with
 * an aging filter, first and deep page; and the ledger dialog of the busiest company (no period:
 * its whole history, as the dialog opens).
 */
export function receivablesBenchLists(plan: BenchPlan): BenchListEntry[] {
  const receivables = (id: string, title: string, filter?: Record<string, unknown>): BenchListEntry => ({
    id,
    title,
    pageSize: DEFAULT_PAGE_SIZE,
    pageAt: (page) => screenPage('/api/receivables/list', RECEIVABLES, filter, page, DEFAULT_PAGE_SIZE),
  });
  const company = plan.ledgerCompany;
  return [
    receivables('receivables', 'receivables per company (today)'),
    receivables(
      'receivables-aging',
      `receivables per company (today), 경과 기간 ${AGING_BUCKET_LABELS[AGING_BUCKET]}`,
      { agingBucket: AGING_BUCKET },
    ),
    ...(company
      ? [
          {
            id: 'ledger',
            title: `company ledger of ${company.companyNm} (${company.lines} lines, its whole history)`,
            path: listPath('/api/receivables/ledger', { companyId: company.companyId }),
            graphql: {
              query: LEDGER_QUERY,
              variables: { input: { companyId: company.companyId } },
              field: 'companyLedger',
            },
          },
        ]
      : []),
  ];
}
