import type { RestRoute } from '../../rest/rest-route';
import { serviceRowsOf } from '../../rest/service-rows';
import { BANK_DEPOSIT_ENDPOINTS } from './bank-deposits.endpoints';
import {
  confirmBankDeposits,
  getBankDepositUpload,
  listBankNames,
  setBankDepositMapping,
  uploadBankFile,
} from './bank-deposits.service';

const rows = serviceRowsOf({
  uploadBankFile,
  listBankNames,
  getBankDepositUpload,
  setBankDepositMapping,
  confirmBankDeposits,
});

/** Bank deposits for tools: the upload to a preview, the banks, the preview, its mapping and the confirmation. */
export const bankDepositRoutes: RestRoute[] = rows.record(BANK_DEPOSIT_ENDPOINTS);
