import { Resolver } from 'type-graphql';
import { recordResolver } from '../../common/record-endpoints';
import { RECEIVABLE_ENDPOINTS } from './receivables.endpoints';
import { ReceivableFilterInput } from './receivables.inputs';
import { listReceivables } from './receivables.service';
import { ReceivablePage } from './receivables.types';

@Resolver()
export class ReceivablesResolver extends recordResolver(
  {
    name: 'receivables',
    description:
      "Receivables (미수금) per company as of a date: billed, paid, outstanding and its aging (under 30, 30-59, 60-89, 90+ days after the invoice month's end; payments applied to the oldest rows first), largest outstanding first, with the totals row.",
    filter: ReceivableFilterInput,
    page: ReceivablePage,
    list: listReceivables,
  },
  RECEIVABLE_ENDPOINTS,
) {}
