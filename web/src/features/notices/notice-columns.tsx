import { NOTICE_LIST } from '@parcel/shared/records/notice';
import { gridColumnsOf } from '../../components/declared-list';
import type { NoticeRowFragment } from '../../gql/graphql';

/** The notices list's columns, as declared. */
export const NOTICE_COLUMNS = gridColumnsOf<NoticeRowFragment>(NOTICE_LIST);
