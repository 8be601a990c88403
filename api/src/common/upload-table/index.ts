// Reading uploaded spreadsheets (the transport import, bank files): the multipart upload, its table
// of rows whatever the format, and which column fills each field.
export {
  type ColumnMapping,
  mappingWithRemembered,
  proposeColumns,
  type RememberedMapping,
  rememberedOf,
} from './column-mapping';
export { readUploadTable } from './read-upload';
export type { ReadOptions, UploadRow, UploadTable } from './upload-table';
export { FILE_FIELD, type UploadedFile, uploadedFile } from './uploaded-file';
