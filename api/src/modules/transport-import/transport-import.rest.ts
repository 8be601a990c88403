import type { RestRoute } from '../../rest/rest-route';
import { serviceRowsOf } from '../../rest/service-rows';
import { commitTransportImport, undoTransportImport } from './import-commit';
import { TRANSPORT_IMPORT_ENDPOINTS } from './transport-import.endpoints';
import {
  downloadImportTemplate,
  exportTransportImportProblems,
  getTransportImport,
  listTransportImportRows,
  uploadTransportImport,
} from './transport-import.service';

const rows = serviceRowsOf({
  downloadImportTemplate,
  uploadTransportImport,
  getTransportImport,
  listTransportImportRows,
  exportTransportImportProblems,
  commitTransportImport,
  undoTransportImport,
});

/** The spreadsheet import for tools: the template, the upload to a preview, its rows, the commit and the undo. */
export const transportImportRoutes: RestRoute[] = rows.record(TRANSPORT_IMPORT_ENDPOINTS);
