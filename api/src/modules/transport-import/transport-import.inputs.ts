import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'Which column of the file fills an import field.' })
export class ImportColumnInput {
  @Field({ description: 'The import field (receptionDate, senderCompany, receiverName, ...).' })
  field!: string;

  @Field(() => Int, { nullable: true, description: 'Index into the headers (from 0); null: no column.' })
  column?: number | null;
}

@InputType({
  description:
    'Values typed over a row’s cells: a field given as text (empty too) replaces the cell, null goes back to the cell, absent leaves it.',
})
export class ImportRowValuesInput {
  @Field(() => String, {
    nullable: true,
    description:
      '접수일자 (read as an Asia/Seoul calendar date: 2026-11-25, 2026.11.25, 20261125, an Excel serial).',
  })
  receptionDate?: string | null;

  @Field(() => String, { nullable: true, description: '보내는사람' })
  senderCompany?: string | null;

  @Field(() => String, { nullable: true, description: '운임구분' })
  chargeCd?: string | null;

  @Field(() => String, { nullable: true, description: '받는사람' })
  receiverName?: string | null;

  @Field(() => String, { nullable: true, description: '전화번호' })
  receiverTelNo?: string | null;

  @Field(() => String, { nullable: true, description: '휴대폰' })
  receiverMobileNo?: string | null;

  @Field(() => String, { nullable: true, description: '우편번호' })
  zipCode?: string | null;

  @Field(() => String, { nullable: true, description: '주소' })
  address?: string | null;

  @Field(() => String, { nullable: true, description: '품목' })
  kindCd?: string | null;

  @Field(() => String, { nullable: true, description: '수량/중량' })
  trnsprtCd?: string | null;

  @Field(() => String, { nullable: true, description: '수량' })
  quantity?: string | null;

  @Field(() => String, { nullable: true, description: '단가' })
  unitPrice?: string | null;

  @Field(() => String, { nullable: true, description: '운송장번호' })
  waybillNo?: string | null;

  @Field(() => String, { nullable: true, description: '상품명' })
  goodsName?: string | null;

  @Field(() => String, { nullable: true, description: '배송메시지' })
  deliveryMessage?: string | null;
}
