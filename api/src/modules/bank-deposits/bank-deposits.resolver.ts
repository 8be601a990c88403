import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authorizedFor } from '../../common/operation';
import type { RequestContext } from '../../context';
import { BankDepositChoiceInput, BankFileColumnInput } from './bank-deposits.inputs';
import {
  confirmBankDeposits,
  getBankDepositUpload,
  listBankNames,
  setBankDepositMapping,
} from './bank-deposits.service';
import { BankDepositConfirmation, BankDepositUpload } from './bank-deposits.types';

const ID = { description: "The upload's number (from the upload, POST /api/bank-deposits)." };

/**
 * Bank deposits for the screen (입금 내역 반영). The upload itself is REST multipart
 * (POST /api/bank-deposits): GraphQL here takes no files.
 */
@Resolver(() => BankDepositUpload)
export class BankDepositsResolver {
  @Authorized(authorizedFor(getBankDepositUpload))
  @Query(() => BankDepositUpload, {
    description:
      'An uploaded bank file: its deposit lines matched to the invoice company rows owed today, or shown as already applied (NOT_FOUND if none).',
  })
  bankDepositUpload(
    @Ctx() context: RequestContext,
    @Arg('id', () => Int, ID) id: number,
  ): Promise<BankDepositUpload> {
    return getBankDepositUpload(context, id);
  }

  @Authorized(authorizedFor(listBankNames))
  @Query(() => [String], {
    description: 'Banks with a remembered column mapping, the most recently used first.',
  })
  bankNames(@Ctx() context: RequestContext): Promise<string[]> {
    return listBankNames(context);
  }

  @Authorized(authorizedFor(setBankDepositMapping))
  @Mutation(() => BankDepositUpload, {
    description:
      "Admins and member_all: sets which column fills each field (fields not given keep theirs); the lines are read again. Remembered for the upload's bank.",
  })
  setBankDepositMapping(
    @Ctx() context: RequestContext,
    @Arg('id', () => Int, ID) id: number,
    @Arg('mapping', () => [BankFileColumnInput], { description: 'Fields and their columns.' })
    mapping: BankFileColumnInput[],
  ): Promise<BankDepositUpload> {
    return setBankDepositMapping(context, id, mapping);
  }

  @Authorized(authorizedFor(confirmBankDeposits))
  @Mutation(() => BankDepositConfirmation, {
    description:
      'Admins and member_all: applies the chosen deposit lines in one transaction, each as a payment (계좌이체, source BANK) of its invoice company row. A line already applied (by any upload, or a confirmation running at the same time) is skipped, never applied twice. A depositor matched by hand is remembered for that company.',
  })
  confirmBankDeposits(
    @Ctx() context: RequestContext,
    @Arg('id', () => Int, ID) id: number,
    @Arg('lines', () => [BankDepositChoiceInput], {
      description: 'The lines to apply (their row numbers) and the row each pays.',
    })
    lines: BankDepositChoiceInput[],
  ): Promise<BankDepositConfirmation> {
    return confirmBankDeposits(
      context,
      id,
      lines.map((line) => ({ ...line })),
    );
  }
}
