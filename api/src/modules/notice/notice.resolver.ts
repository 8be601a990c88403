import { Resolver } from 'type-graphql';
import { recordResolver } from '../../common/record-endpoints';
import { NOTICE_ENDPOINTS } from './notice.endpoints';

@Resolver()
export class NoticeResolver extends recordResolver(null, NOTICE_ENDPOINTS) {}
