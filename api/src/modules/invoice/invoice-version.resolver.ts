import { Resolver } from 'type-graphql';
import { recordResolver } from '../../common/record-endpoints';
import { INVOICE_VERSION_ENDPOINTS } from './invoice-version.endpoints';

@Resolver()
export class InvoiceVersionResolver extends recordResolver(null, INVOICE_VERSION_ENDPOINTS) {}
