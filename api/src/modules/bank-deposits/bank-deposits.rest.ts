import { BANK_NM_MAX } from '@parcel/shared/forms/bank-deposit';
import { UPLOAD_LIMITS } from '@parcel/shared/forms/upload-table';
import { z } from 'zod';
import type { RestRoute } from '../../rest/rest-route';
import { FILE_FIELD, uploadedFile } from '../../common/upload-table';
import {
  confirmBankDeposits,
  getBankDepositUpload,
  listBankNames,
  setBankDepositMapping,
  uploadBankFile,
} from './bank-deposits.service';
import { recordNumber } from '../../rest/route-contract';

const UPLOAD_ANSWER =
  '{id, bankNm, fileName, headers, mapping: [{field, label, required, column}], rowCount, depositCount, depositAmount, withdrawalCount, matchedCount, candidatesCount, unmatchedCount, appliedCount, lines: [{rowNo, transactedAt, summary, depositor, memo, amount, balance, status, candidates, applied}], skippedRows}';

/** Bank deposits for tools: the upload to a preview, the banks, the preview, its mapping and the confirmation. */
export const bankDepositRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/bank-deposits',
    access: uploadBankFile.access,
    service: 'uploadBankFile(file, bankNm)',
    answer: `the upload's preview: ${UPLOAD_ANSWER}; 413 past ${UPLOAD_LIMITS.maxFileBytes / 1024 / 1024} MB, 400 past ${UPLOAD_LIMITS.maxRows} rows, without bankNm or for a file that is not .xlsx or .csv`,
    contract: {
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
      answer: (types) => types.output('BankDepositUpload'),
      errors: [413],
    },
    handle: async ({ context }) => uploadBankFile(context, await uploadedFile(context.req)),
  },
  {
    method: 'GET',
    path: '/api/bank-deposits/banks',
    access: listBankNames.access,
    service: 'listBankNames()',
    answer: '[bankNm] with a remembered column mapping, the most recently used first',
    contract: { answer: z.array(z.string()) },
    handle: ({ context }) => listBankNames(context),
  },
  {
    method: 'GET',
    path: '/api/bank-deposits/:id',
    access: getBankDepositUpload.access,
    service: 'getBankDepositUpload(id)',
    answer: `${UPLOAD_ANSWER}, matched to the invoice company rows owed today`,
    contract: {
      params: z.object({ id: recordNumber("The bank statement upload's number: the upload's answer `id`.") }),
      answer: (types) => types.output('BankDepositUpload'),
    },
    handle: ({ params, context }) => getBankDepositUpload(context, params.id),
  },
  {
    method: 'POST',
    path: '/api/bank-deposits/:id/mapping',
    access: setBankDepositMapping.access,
    service: 'setBankDepositMapping(id, mapping)',
    answer: `the upload read again under the mapping (remembered for its bank): ${UPLOAD_ANSWER}`,
    contract: {
      params: z.object({ id: recordNumber("The bank statement upload's number: the upload's answer `id`.") }),

      body: (types) =>
        z.object({
          mapping: z
            .array(types.input('BankFileColumnInput'))
            .openapi({ description: 'Fields and their columns.' }),
        }),
      answer: (types) => types.output('BankDepositUpload'),
    },
    handle: ({ params, body, context }) =>
      setBankDepositMapping(context, params.id, (body as { mapping?: unknown } | undefined)?.mapping),
  },
  {
    method: 'POST',
    path: '/api/bank-deposits/:id/confirm',
    access: confirmBankDeposits.access,
    service: 'confirmBankDeposits(id, lines)',
    answer:
      '{appliedCount, appliedAmount, alreadyAppliedCount, rememberedDepositorCount, upload}: one transaction; a line applied before (or by a confirmation running at the same time) is counted in alreadyAppliedCount, never paid twice',
    contract: {
      params: z.object({ id: recordNumber("The bank statement upload's number: the upload's answer `id`.") }),

      body: (types) =>
        z.object({
          lines: z.array(types.input('BankDepositChoiceInput')).openapi({
            description: 'The deposit lines to apply (row numbers) and the invoice company row each pays.',
          }),
        }),
      answer: (types) => types.output('BankDepositConfirmation'),
    },
    handle: ({ params, body, context }) =>
      confirmBankDeposits(context, params.id, (body as { lines?: unknown } | undefined)?.lines),
  },
];
