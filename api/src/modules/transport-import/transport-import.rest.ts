import { IMPORT_LIMITS } from '@parcel/shared/forms/transport-import';
import { z } from 'zod';
import { PAGING, XLSX_FILE } from '../../rest/route-contract';
import type { RestRoute } from '../../rest/rest-route';
import { commitTransportImport, undoTransportImport } from './import-commit';
import { FILE_FIELD, uploadedFile } from './read';
import {
  downloadImportTemplate,
  exportTransportImportProblems,
  getTransportImport,
  listTransportImportRows,
  uploadTransportImport,
} from './transport-import.service';

/** The path's `:id`, as OpenAPI describes it. */
const IMPORT_ID = z.object({
  id: z.int().positive().openapi({
    description: "The import's number: the upload's answer `id` (also the commit's idempotency key).",
  }),
});

const IMPORT_ANSWER =
  '{id, status, fileName, senderCompanyId, headers, mapping: [{field, label, column}], rowCount, problemRowCount, transportCount, plannedTransportCount, receptionDates, createdAt, committedAt, undoneAt, canUndo}';

/** The spreadsheet import for tools: the template, the upload to a preview, its rows, the commit and the undo. */
export const transportImportRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/transport/import/template',
    access: downloadImportTemplate.access,
    service: 'downloadImportTemplate()',
    answer:
      '운송정보_일괄등록_양식.xlsx: the headers, an example row, lists for 운임구분, 품목 and 수량/중량, a notes sheet',
    contract: { answer: XLSX_FILE },
    handle: ({ context }) => downloadImportTemplate(context),
  },
  {
    method: 'POST',
    path: '/api/transport/import',
    access: uploadTransportImport.access,
    service: 'uploadTransportImport(file, senderCompanyId?)',
    answer: `the preview, its rows checked: ${IMPORT_ANSWER}; 413 past ${IMPORT_LIMITS.maxFileBytes / 1024 / 1024} MB, 400 past ${IMPORT_LIMITS.maxRows} rows or for a file that is not .xlsx or .csv`,
    contract: {
      bodyType: 'multipart/form-data',
      body: z.object({
        [FILE_FIELD]: z.string().openapi({ format: 'binary', description: 'The .xlsx or .csv file.' }),
        senderCompanyId: z.int().positive().optional().openapi({
          description: 'The sender company of rows without a 보내는사람 (its mapping is remembered).',
        }),
      }),
      answer: (types) => types.output('TransportImport'),
      errors: [413],
    },
    handle: async ({ context }) => {
      const upload = await uploadedFile(context.req);
      return uploadTransportImport(context, upload);
    },
  },
  {
    method: 'GET',
    path: '/api/transport/import/:id',
    access: getTransportImport.access,
    service: 'getTransportImport(id)',
    answer: IMPORT_ANSWER,
    contract: { params: IMPORT_ID, answer: (types) => types.output('TransportImport') },
    handle: ({ params, context }) => getTransportImport(context, params.id),
  },
  {
    method: 'GET',
    path: '/api/transport/import/:id/rows',
    access: listTransportImportRows.access,
    service: 'listTransportImportRows(id, onlyProblems, page, size)',
    answer:
      '{rows: [{rowNo, values: {field: text}, problems: [{field, label, message}], transportNo}], total}',
    contract: {
      params: IMPORT_ID,
      query: PAGING.extend({
        onlyProblems: z.boolean().optional().openapi({ description: 'Only the rows with a problem.' }),
      }),
      answer: (types) => types.output('TransportImportRowPage'),
    },
    handle: ({ params, query, context }) =>
      listTransportImportRows(context, params.id, {
        onlyProblems: query.onlyProblems,
        page: query.page,
        size: query.size,
      }),
  },
  {
    method: 'GET',
    path: '/api/transport/import/:id/problems',
    access: exportTransportImportProblems.access,
    service: 'exportTransportImportProblems(id)',
    answer: "<file>_문제행.xlsx: the problem rows' cells under the file's own headers, and 문제 last",
    contract: { params: IMPORT_ID, answer: XLSX_FILE },
    handle: ({ params, context }) => exportTransportImportProblems(context, params.id),
  },
  {
    method: 'POST',
    path: '/api/transport/import/:id/commit',
    access: commitTransportImport.access,
    service: 'commitTransportImport(id)',
    answer: `the committed import: ${IMPORT_ANSWER}; 400 while a row has a problem; again: the same answer, nothing written`,
    contract: { params: IMPORT_ID, answer: (types) => types.output('TransportImport') },
    handle: ({ params, context }) => commitTransportImport(context, params.id),
  },
  {
    method: 'POST',
    path: '/api/transport/import/:id/undo',
    access: undoTransportImport.access,
    service: 'undoTransportImport(id)',
    answer: `the undone import: ${IMPORT_ANSWER}; 400 unless committed today, 409 when a goods line is delivered or invoiced`,
    contract: { params: IMPORT_ID, answer: (types) => types.output('TransportImport'), errors: [409] },
    handle: ({ params, context }) => undoTransportImport(context, params.id),
  },
];
