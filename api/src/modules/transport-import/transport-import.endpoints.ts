import { IMPORT_LIMITS } from '@parcel/shared/forms/transport-import';
import { Int } from 'type-graphql';
import { z } from 'zod';
import { operationEndpoints } from '../../common/record-endpoints';
import { PAGING, XLSX_FILE } from '../../rest/route-contract';
import type { RestInput } from '../../rest/rest-route';
import { commitTransportImport, undoTransportImport } from './import-commit';
import { FILE_FIELD, uploadedFile } from './read';
import { ImportColumnInput, ImportRowValuesInput } from './transport-import.inputs';
import {
  downloadImportTemplate,
  exportTransportImportProblems,
  fixTransportImportRow,
  getTransportImport,
  listTransportImportRows,
  listTransportImports,
  removeTransportImportRows,
  setTransportImportMapping,
  setTransportImportSender,
  uploadTransportImport,
} from './transport-import.service';
import {
  TransportImport,
  TransportImportPage,
  TransportImportRowFix,
  TransportImportRowPage,
} from './transport-import.types';

/** The import's number, the fields' `id`. */
const ID = {
  id: { type: Int, description: 'The import’s number (from the upload, POST /api/transport/import).' },
};

/** The REST path's `:id`, as OpenAPI describes it. */
const PATH_ID = {
  params: z.object({
    id: z.int().positive().openapi({
      description: "The import's number: the upload's answer `id` (also the commit's idempotency key).",
    }),
  }),
};
const pathId = ({ params }: RestInput) => [params.id];

const IMPORT_ANSWER =
  '{id, status, fileName, senderCompanyId, headers, mapping: [{field, label, column}], rowCount, problemRowCount, transportCount, plannedTransportCount, receptionDates, createdAt, committedAt, undoneAt, canUndo}';

/**
 * Spreadsheet imports (운송 정보 일괄 등록), for the screen and for tools: the template, the upload
 * to a preview (REST multipart: GraphQL here takes no files), its rows, the commit and the undo.
 */
export const TRANSPORT_IMPORT_ENDPOINTS = operationEndpoints([
  {
    op: downloadImportTemplate,
    rest: {
      method: 'GET',
      path: '/api/transport/import/template',
      args: '',
      answer:
        '운송정보_일괄등록_양식.xlsx: the headers, an example row, lists for 운임구분, 품목 and 수량/중량, a notes sheet',
      answerContract: XLSX_FILE,
      call: () => [],
    },
  },
  {
    op: uploadTransportImport,
    rest: {
      method: 'POST',
      path: '/api/transport/import',
      args: 'file, senderCompanyId?',
      answer: `the preview, its rows checked: ${IMPORT_ANSWER}; 413 past ${IMPORT_LIMITS.maxFileBytes / 1024 / 1024} MB, 400 past ${IMPORT_LIMITS.maxRows} rows or for a file that is not .xlsx or .csv`,
      takes: {
        bodyType: 'multipart/form-data',
        body: z.object({
          [FILE_FIELD]: z.string().openapi({ format: 'binary', description: 'The .xlsx or .csv file.' }),
          senderCompanyId: z.int().positive().optional().openapi({
            description: 'The sender company of rows without a 보내는사람 (its mapping is remembered).',
          }),
        }),
      },
      answerContract: (types) => types.output('TransportImport'),
      errors: [413],
      call: async ({ context }) => [await uploadedFile(context.req)],
    },
  },
  {
    op: getTransportImport,
    query: 'transportImport',
    description: 'One spreadsheet import (NOT_FOUND if none).',
    returns: TransportImport,
    args: ID,
    rest: {
      method: 'GET',
      path: '/api/transport/import/:id',
      args: 'id',
      answer: IMPORT_ANSWER,
      takes: PATH_ID,
      call: pathId,
    },
  },
  {
    op: listTransportImportRows,
    query: 'transportImportRows',
    description: "A page of an import's rows in file order: values, problems, the transport each forms.",
    returns: TransportImportRowPage,
    args: {
      ...ID,
      onlyProblems: { type: Boolean, nullable: true, description: 'Only the rows with a problem.' },
      page: { type: Int, nullable: true, description: 'Page number, from 0.' },
      size: { type: Int, nullable: true, description: 'Number of rows a page, 1-100 (default 17).' },
    },
    call: ({ id, onlyProblems, page, size }) => [id, { onlyProblems, page, size }],
    rest: {
      method: 'GET',
      path: '/api/transport/import/:id/rows',
      args: 'id, onlyProblems, page, size',
      answer:
        '{rows: [{rowNo, values: {field: text}, problems: [{field, label, message}], transportNo}], total}',
      takes: {
        ...PATH_ID,
        query: PAGING.extend({
          onlyProblems: z.boolean().optional().openapi({ description: 'Only the rows with a problem.' }),
        }),
      },
      call: ({ params, query }) => [
        params.id,
        { onlyProblems: query.onlyProblems, page: query.page, size: query.size },
      ],
    },
  },
  {
    op: listTransportImports,
    query: 'transportImports',
    description: 'Spreadsheet imports, newest first (previews a day old are removed).',
    returns: TransportImportPage,
    args: {
      page: { type: Int, nullable: true, description: 'Page number, from 0.' },
      size: { type: Int, nullable: true, description: 'Number of imports a page, 1-100 (default 17).' },
    },
    call: ({ page, size }) => [{ page: page ?? undefined, size: size ?? undefined }],
  },
  {
    op: exportTransportImportProblems,
    rest: {
      method: 'GET',
      path: '/api/transport/import/:id/problems',
      args: 'id',
      answer: "<file>_문제행.xlsx: the problem rows' cells under the file's own headers, and 문제 last",
      takes: PATH_ID,
      answerContract: XLSX_FILE,
      call: pathId,
    },
  },
  {
    op: setTransportImportMapping,
    mutation: 'setTransportImportMapping',
    description:
      "Sets which column fills each field (fields not given keep theirs); every row is checked again. Remembered for the import's sender company.",
    returns: TransportImport,
    args: { ...ID, mapping: { type: [ImportColumnInput], description: 'Fields and their columns.' } },
  },
  {
    op: setTransportImportSender,
    mutation: 'setTransportImportSender',
    description:
      'Sets the sender company of the rows without a 보내는사람 (BAD_USER_INPUT unless a live company); every row is checked again.',
    returns: TransportImport,
    args: {
      ...ID,
      senderCompanyId: {
        type: Int,
        nullable: true,
        description: 'The company (as the upload’s senderCompanyId); null: none, each row names its own.',
      },
    },
  },
  {
    op: fixTransportImportRow,
    mutation: 'fixTransportImportRow',
    description:
      'Types values over a row’s cells; that row and the rows sharing its waybill number are checked again.',
    returns: TransportImportRowFix,
    args: {
      ...ID,
      rowNo: { type: Int, description: "The row's number in the file." },
      values: { type: ImportRowValuesInput, description: 'The values typed.' },
    },
    call: ({ id, rowNo, values }) => [id, rowNo, { ...values }],
  },
  {
    op: removeTransportImportRows,
    mutation: 'removeTransportImportRows',
    description: 'Removes rows from a preview (they will not be registered).',
    returns: TransportImport,
    args: { ...ID, rowNos: { type: [Int], description: "The rows' numbers in the file." } },
  },
  {
    op: commitTransportImport,
    mutation: 'commitTransportImport',
    description:
      'Registers a preview as transports in one transaction (BAD_USER_INPUT while a row has a problem). Committing it again answers the first result and writes nothing.',
    returns: TransportImport,
    args: ID,
    rest: {
      method: 'POST',
      path: '/api/transport/import/:id/commit',
      args: 'id',
      answer: `the committed import: ${IMPORT_ANSWER}; 400 while a row has a problem; again: the same answer, nothing written`,
      takes: PATH_ID,
      call: pathId,
    },
  },
  {
    op: undoTransportImport,
    mutation: 'undoTransportImport',
    description:
      'Deletes the transports an import registered, on the day it was committed and while none of its goods lines is delivered or invoiced (CONFLICT otherwise).',
    returns: TransportImport,
    args: ID,
    rest: {
      method: 'POST',
      path: '/api/transport/import/:id/undo',
      args: 'id',
      answer: `the undone import: ${IMPORT_ANSWER}; 400 unless committed today, 409 when a goods line is delivered or invoiced`,
      takes: PATH_ID,
      errors: [409],
      call: pathId,
    },
  },
]);
