import { INVOICE_FIELDS } from '@parcel/shared/records/invoice';
import { Field, InputType, Int } from 'type-graphql';
import { checkOrderDocOf, declaredInputFields } from '../../common/declared-input';

@InputType({ description: 'Invoice list filters; empty ones are ignored.' })
export class InvoiceFilterInput {
  @Field(() => Int, { nullable: true, description: 'The supplier; 0 or null for all.' })
  billCompanyId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Billing year (청구 연도), Asia/Seoul calendar.' })
  year?: number | null;

  @Field(() => Int, { nullable: true, description: 'Billing month (청구 월), 1-12, Asia/Seoul calendar.' })
  month?: number | null;

  @Field(() => String, { nullable: true, description: "Billing day: '20' or '30'." })
  billCd?: string | null;
}

/** The invoice's key as the form sends it (records/invoice.ts). */
const InvoiceFieldsInput = declaredInputFields('InvoiceFieldsInput', INVOICE_FIELDS);

@InputType({ description: `What to generate (청구서 생성). ${checkOrderDocOf(INVOICE_FIELDS)}` })
export class InvoiceGenerateInput extends InvoiceFieldsInput {}

@InputType({
  description: 'Why an invoice company row is recalculated (재계산 사유): required, at most 500 characters.',
})
export class RecalculateInvoiceCompanyInput {
  @Field(() => String, {
    nullable: true,
    description: 'The reason (재계산 사유), kept with the replaced figures.',
  })
  reason?: string | null;
}
