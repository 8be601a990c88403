import { Resolver } from 'type-graphql';
import { recordResolver } from '../../common/record-endpoints';
import { BANK_DEPOSIT_ENDPOINTS } from './bank-deposits.endpoints';
import { BankDepositUpload } from './bank-deposits.types';

/** Bank deposits for the screen (입금 내역 반영): the fields of the module's entries. */
@Resolver(() => BankDepositUpload)
export class BankDepositsResolver extends recordResolver(null, BANK_DEPOSIT_ENDPOINTS) {}
