import { NOTICE_LIST } from '@parcel/shared/records/notice';
import { listObjectType, listPageType, type ListPage } from '../../common/list-graphql';

export const Notice = listObjectType(
  'Notice',
  NOTICE_LIST,
  'A notice (공지사항) admins publish to staff, customers (화주) or both (audience).',
);
export type Notice = InstanceType<typeof Notice>;

export const NoticePage = listPageType('NoticePage', Notice, 'notices');
export type NoticePage = ListPage<Notice>;
