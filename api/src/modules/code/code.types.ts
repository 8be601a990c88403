import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One option of a code list (REGION_TYPE, CHARGE, GOODS_KIND, ...).' })
export class CodeOption {
  @Field({ description: 'Stored value, e.g. DAEGU, CH001, TAC0202.' })
  codeVal!: string;

  @Field({ description: 'Korean name shown to users, e.g. 대구, 선불, 박스.' })
  codeNm!: string;
}
