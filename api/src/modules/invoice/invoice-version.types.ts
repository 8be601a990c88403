import { Field, Float, Int, ObjectType } from 'type-graphql';
import { InvoiceCompanyRow } from './invoice.types';

@ObjectType('InvoiceCompanyFigures', {
  description:
    "A company row's figures at one time: quantity, each section with its VAT, and the total (won).",
})
export class InvoiceCompanyFigures {
  @Field(() => Float, {
    description: 'Quantity billed: pieces of parcel lines plus kg of communication lines (totQty).',
  })
  totQty!: number;

  @Field(() => Float, { description: 'Base fare (기본료), won.' })
  communicationFee!: number;

  @Field(() => Float, { description: 'VAT of the base fare, won.' })
  communicationFeeVat!: number;

  @Field(() => Float, { description: 'Parcel amount (택배, QTY lines), won.' })
  untpc!: number;

  @Field(() => Float, { description: 'VAT of the parcel amount, won.' })
  untpcVat!: number;

  @Field(() => Float, { description: 'Communication amount (통신, WEIGHT lines), won.' })
  weightUntpc!: number;

  @Field(() => Float, { description: 'VAT of the communication amount, won.' })
  weightUntpcVat!: number;

  @Field(() => Float, { description: 'Total with VAT (totAmount), won.' })
  totAmount!: number;
}

@ObjectType('InvoiceCompanyVersion', {
  description:
    "An earlier version of an invoice company row (변경 이력): the figures a run replaced (before) and what it wrote (after: the next version's, or the row's now), with who ran it, when and why. Kept per invoice and company by 청구서 생성 and 재계산 whenever they change the row's figures.",
})
export class InvoiceCompanyVersion {
  @Field(() => Int, { description: 'Version number: 1 is what the first generation wrote.' })
  versionNo!: number;

  @Field(() => Int, { description: 'The invoice (billHistoryId).' })
  billHistoryId!: number;

  @Field(() => Int, { description: 'The billed company (companyId).' })
  companyId!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'The company row (billHistoryDetailId); null once a generation no longer bills the company.',
  })
  billHistoryDetailId!: number | null;

  @Field({
    description:
      'What replaced the figures: GENERATION (청구서 생성), REGENERATION (after a billing rule changed) or RECALCULATION (재계산 of this company).',
  })
  run!: string;

  @Field({ description: "Why: the member's 재계산 사유, or the run's own words." })
  reason!: string;

  @Field(() => Int, { nullable: true, description: 'Who ran it (memberId); null for the app itself.' })
  memberId!: number | null;

  @Field(() => String, { nullable: true, description: 'Name of who ran it.' })
  memberNm!: string | null;

  @Field({ description: 'When the figures were replaced, in UTC (show it in Asia/Seoul).' })
  replacedAt!: Date;

  @Field(() => InvoiceCompanyFigures, { description: 'The figures this version keeps (before the run).' })
  before!: InvoiceCompanyFigures;

  @Field(() => InvoiceCompanyFigures, {
    nullable: true,
    description: 'What the run wrote in their place; null when the row is gone (no longer billed).',
  })
  after!: InvoiceCompanyFigures | null;
}

@ObjectType('InvoiceCompanyRecalculation', {
  description:
    'What recalculateInvoiceCompany did: the company row as it stands now, and the version it kept of the figures it replaced (null when nothing changed).',
})
export class InvoiceCompanyRecalculation {
  @Field(() => InvoiceCompanyRow, { description: "The invoice's company row, recalculated." })
  detail!: InvoiceCompanyRow;

  @Field(() => InvoiceCompanyVersion, {
    nullable: true,
    description: 'The previous figures, kept as a version; null when the recalculation changed nothing.',
  })
  version!: InvoiceCompanyVersion | null;
}
