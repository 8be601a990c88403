import { Resolver } from 'type-graphql';
import { recordResolver } from '../../common/record-endpoints';
import { MONTH_CLOSE_ENDPOINTS } from './month-close.endpoints';

@Resolver()
export class MonthCloseResolver extends recordResolver(null, MONTH_CLOSE_ENDPOINTS) {}
