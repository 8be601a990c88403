import { Resolver } from 'type-graphql';
import { recordResolver } from '../../common/record-endpoints';
import { TRANSPORT_IMPORT_ENDPOINTS } from './transport-import.endpoints';
import { TransportImport } from './transport-import.types';

/** Spreadsheet imports for the screen (운송 정보 일괄 등록): the fields of the module's entries. */
@Resolver(() => TransportImport)
export class TransportImportResolver extends recordResolver(null, TRANSPORT_IMPORT_ENDPOINTS) {}
