import { Resolver } from 'type-graphql';
import { recordResolver } from '../../common/record-endpoints';
import { STATEMENT_MAIL_ENDPOINTS } from './statement-mail.endpoints';

@Resolver()
export class StatementMailResolver extends recordResolver(null, STATEMENT_MAIL_ENDPOINTS) {}
