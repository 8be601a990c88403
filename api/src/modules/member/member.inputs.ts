import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'User list filters; empty ones are ignored.' })
export class MemberFilterInput {
  @Field(() => String, { nullable: true, description: 'Exact permission group.' })
  groupVal?: string | null;

  @Field(() => String, { nullable: true, description: 'Part of the name.' })
  name?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Part of the telephone number, with or without hyphens.',
  })
  telNo?: string | null;
}

@InputType({ description: 'A new user. The id must be free (see userIdTaken).' })
export class MemberCreateInput {
  @Field()
  userId!: string;

  @Field()
  userPw!: string;

  @Field()
  userPwConfirm!: string;

  @Field()
  name!: string;

  @Field()
  email!: string;

  @Field()
  telNo!: string;

  @Field(() => Int, { nullable: true })
  companyId?: number | null;

  @Field()
  groupVal!: string;
}

@InputType({ description: 'Changes to a user. A blank password keeps the current one.' })
export class MemberUpdateInput {
  @Field(() => Int)
  memberId!: number;

  @Field(() => String, { nullable: true })
  userPw?: string | null;

  @Field(() => String, { nullable: true })
  userPwConfirm?: string | null;

  @Field()
  name!: string;

  @Field()
  email!: string;

  @Field()
  telNo!: string;

  @Field(() => Int, { nullable: true })
  companyId?: number | null;

  @Field()
  groupVal!: string;

  @Field({ description: 'N normal, Y withdrawn.', defaultValue: 'N' })
  delYn!: string;

  @Field(() => Int, {
    nullable: true,
    description: 'The version read; a newer one on the server refuses the update.',
  })
  version?: number | null;
}
