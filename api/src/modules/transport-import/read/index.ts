// Reading spreadsheet imports: the upload and its rows (common/upload-table), the proposed column
// mapping, and the template.
export { type ColumnMapping, IMPORT_FIELD_NAMES, proposeMapping } from './column-mapping';
export {
  FILE_FIELD,
  readUploadTable as readImportFile,
  type UploadedFile,
  uploadedFile,
} from '../../../common/upload-table';
export { TEMPLATE_FILE_NAME, type TemplateCodes, templateWorkbook } from '../template-workbook';
