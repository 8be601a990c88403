import { BANK_NM_MAX } from '@parcel/shared/forms/bank-deposit';
import { UPLOAD_LIMITS } from '@parcel/shared/forms/upload-table';
import { Int } from 'type-graphql';
import { z } from 'zod';
import { operationEndpoints } from '../../common/record-endpoints';
import { FILE_FIELD, uploadedFile } from '../../common/upload-table';
import { recordNumber } from '../../rest/route-contract';
import { BankDepositChoiceInput, BankFileColumnInput } from './bank-deposits.inputs';
import {
  confirmBankDeposits,
  getBankDepositUpload,
  listBankNames,
  setBankDepositMapping,
  uploadBankFile,
} from './bank-deposits.service';
import { BankDepositConfirmation, BankDepositUpload } from './bank-deposits.types';

/** The upload's number, the fields' `id`. */
const ID = {
  id: { type: Int, description: "The upload's number (from the upload, POST /api/bank-deposits)." },
};
/** The REST path's `:id`. */
const PATH_ID = {
  params: z.object({ id: recordNumber("The bank statement upload's number: the upload's answer `id`.") }),
};

const UPLOAD_ANSWER =
  '{id, bankNm, fileName, headers, mapping: [{field, label, required, column}], rowCount, depositCount, depositAmount, withdrawalCount, matchedCount, candidatesCount, unmatchedCount, appliedCount, lines: [{rowNo, transactedAt, summary, depositor, memo, amount, balance, status, candidates, applied}], skippedRows}';

/**
 * Bank deposits (입금 내역 반영), for the screen and for tools: the upload to a preview (REST
 * multipart: GraphQL here takes no files), the banks, the preview, its mapping and the confirmation.
 */
export const BANK_DEPOSIT_ENDPOINTS = operationEndpoints([
  {
    op: uploadBankFile,
    rest: {
      method: 'POST',
      path: '/api/bank-deposits',
      args: 'file, bankNm',
      answer: `the upload's preview: ${UPLOAD_ANSWER}; 413 past ${UPLOAD_LIMITS.maxFileBytes / 1024 / 1024} MB, 400 past ${UPLOAD_LIMITS.maxRows} rows, without bankNm or for a file that is not .xlsx or .csv`,
      takes: {
        bodyType: 'multipart/form-data',
        body: z.object({
          [FILE_FIELD]: z.string().openapi({
            format: 'binary',
            description:
              "The bank's transaction export (.xlsx, or .csv in CP949 or UTF-8); its header row may follow title lines.",
          }),
          bankNm: z.string().min(1).max(BANK_NM_MAX).openapi({
            description: 'The bank (은행): its column mapping is remembered by this name.',
          }),
        }),
      },
      answerContract: (types) => types.output('BankDepositUpload'),
      errors: [413],
      call: async ({ context }) => [await uploadedFile(context.req)],
    },
  },
  {
    op: listBankNames,
    query: 'bankNames',
    description: 'Banks with a remembered column mapping, the most recently used first.',
    returns: [String],
    rest: {
      method: 'GET',
      path: '/api/bank-deposits/banks',
      args: '',
      answer: '[bankNm] with a remembered column mapping, the most recently used first',
      call: () => [],
    },
  },
  {
    op: getBankDepositUpload,
    query: 'bankDepositUpload',
    description:
      'An uploaded bank file: its deposit lines matched to the invoice company rows owed today, or shown as already applied (NOT_FOUND if none).',
    returns: BankDepositUpload,
    args: ID,
    rest: {
      method: 'GET',
      path: '/api/bank-deposits/:id',
      args: 'id',
      answer: `${UPLOAD_ANSWER}, matched to the invoice company rows owed today`,
      takes: PATH_ID,
      call: ({ params }) => [params.id],
    },
  },
  {
    op: setBankDepositMapping,
    mutation: 'setBankDepositMapping',
    description:
      "Admins and member_all: sets which column fills each field (fields not given keep theirs); the lines are read again. Remembered for the upload's bank.",
    returns: BankDepositUpload,
    args: { ...ID, mapping: { type: [BankFileColumnInput], description: 'Fields and their columns.' } },
    rest: {
      method: 'POST',
      path: '/api/bank-deposits/:id/mapping',
      args: 'id, mapping',
      answer: `the upload read again under the mapping (remembered for its bank): ${UPLOAD_ANSWER}`,
      takes: {
        ...PATH_ID,
        body: (types) =>
          z.object({
            mapping: z
              .array(types.input('BankFileColumnInput'))
              .openapi({ description: 'Fields and their columns.' }),
          }),
      },
      call: ({ params, body }) => [params.id, (body as { mapping?: unknown } | undefined)?.mapping],
    },
  },
  {
    op: confirmBankDeposits,
    mutation: 'confirmBankDeposits',
    description:
      'Admins and member_all: applies the chosen deposit lines in one transaction, each as a payment (계좌이체, source BANK) of its invoice company row. A line already applied (by any upload, or a confirmation running at the same time) is skipped, never applied twice. A depositor matched by hand is remembered for that company.',
    returns: BankDepositConfirmation,
    args: {
      ...ID,
      lines: {
        type: [BankDepositChoiceInput],
        description: 'The lines to apply (their row numbers) and the row each pays.',
      },
    },
    call: ({ id, lines }) => [id, lines.map((line: BankDepositChoiceInput) => ({ ...line }))],
    rest: {
      method: 'POST',
      path: '/api/bank-deposits/:id/confirm',
      args: 'id, lines',
      answer:
        '{appliedCount, appliedAmount, alreadyAppliedCount, rememberedDepositorCount, upload}: one transaction; a line applied before (or by a confirmation running at the same time) is counted in alreadyAppliedCount, never paid twice',
      takes: {
        ...PATH_ID,
        body: (types) =>
          z.object({
            lines: z.array(types.input('BankDepositChoiceInput')).openapi({
              description: 'The deposit lines to apply (row numbers) and the invoice company row each pays.',
            }),
          }),
      },
      call: ({ params, body }) => [params.id, (body as { lines?: unknown } | undefined)?.lines],
    },
  },
]);
