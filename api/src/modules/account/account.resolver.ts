import { Resolver } from 'type-graphql';
import { recordResolver } from '../../common/record-endpoints';
import { ACCOUNT_ENDPOINTS } from './account.endpoints';

@Resolver()
export class AccountResolver extends recordResolver(null, ACCOUNT_ENDPOINTS) {}
