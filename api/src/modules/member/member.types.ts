import { MEMBER_LIST } from '@parcel/shared/records/member-list';
import { listObjectType, listPageType, type ListPage } from '../../common/list-graphql';

export const MemberView = listObjectType(
  'MemberView',
  MEMBER_LIST,
  'A staff user (member). Password hashes are never exposed.',
);
export type MemberView = InstanceType<typeof MemberView>;

export const MemberPage = listPageType('MemberPage', MemberView, 'users');
export type MemberPage = ListPage<MemberView>;
