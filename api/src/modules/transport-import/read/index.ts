// Reading spreadsheet imports: the upload, its rows, the proposed column mapping, and the template.
export { type ColumnMapping, proposeMapping } from './column-mapping';
export { readImportFile } from './import-file';
export type { ImportRow, ImportTable } from './import-table';
export { FILE_FIELD, type UploadedFile, uploadedFile } from './uploaded-file';
export { TEMPLATE_FILE_NAME, type TemplateCodes, templateWorkbook } from '../template-workbook';
