import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A staff user (member). Password hashes are never exposed.' })
export class MemberView {
  @Field(() => Int, { description: 'Member number.' })
  memberId!: number;

  @Field({ description: 'Sign-in id.' })
  userId!: string;

  @Field({ description: 'Display name.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Email address, lowercased.' })
  email!: string | null;

  @Field(() => String, { nullable: true, description: 'Telephone, digits only (the web formats it).' })
  telNo!: string | null;

  @Field(() => Int, { nullable: true, description: 'Company the user belongs to.' })
  companyId!: number | null;

  @Field(() => String, { nullable: true, description: 'Name of the company the user belongs to.' })
  companyNm!: string | null;

  @Field({ description: 'Permission group: admin, member_view, member_delivery, member_pickup, member_all.' })
  groupVal!: string;

  @Field({ description: 'N normal, Y withdrawn.' })
  delYn!: string;

  @Field({ description: 'Registration time (UTC).' })
  regDt!: Date;

  @Field(() => Int, { description: 'Optimistic-lock version; send it back with updates.' })
  version!: number;
}

@ObjectType({ description: 'One page of users and the number of all matching users.' })
export class MemberPage {
  @Field(() => [MemberView], { description: 'The users of this page.' })
  items!: MemberView[];

  @Field(() => Int, { description: 'Number of users matching the filters, on all pages.' })
  total!: number;
}
