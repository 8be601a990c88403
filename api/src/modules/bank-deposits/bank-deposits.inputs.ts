import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'Which column of the bank file fills a field of a bank line.' })
export class BankFileColumnInput {
  @Field({
    description:
      'The field: transactedAt, transactedTime, summary, depositor, deposit, withdrawal, balance or memo.',
  })
  field!: string;

  @Field(() => Int, { nullable: true, description: 'Index into the headers (from 0); null: no column.' })
  column?: number | null;
}

@InputType({ description: 'A deposit line to apply and the invoice company row it pays.' })
export class BankDepositChoiceInput {
  @Field(() => Int, { description: "The line's row number in the file (BankDepositLine.rowNo)." })
  rowNo!: number;

  @Field(() => Int, { description: 'The invoice company row it pays (billHistoryDetailId).' })
  billHistoryDetailId!: number;
}
