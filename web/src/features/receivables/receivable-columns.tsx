import { RECEIVABLE_LIST } from '@parcel/shared/records/receivable-list';
import { gridColumnsOf } from '../../components/declared-list';
import type { ReceivableRowFragment } from '../../gql/graphql';

/** The receivables list's columns, as declared (won grouped, a credit shown negative). */
export const RECEIVABLE_COLUMNS = gridColumnsOf<ReceivableRowFragment>(RECEIVABLE_LIST);
