import { Resolver } from 'type-graphql';
import { recordResolver } from '../../common/record-endpoints';
import { NOTIFICATION_ENDPOINTS } from './notification.endpoints';

@Resolver()
export class NotificationResolver extends recordResolver(null, NOTIFICATION_ENDPOINTS) {}
