import { Field, InputType, Int, ObjectType } from 'type-graphql';

@InputType({ description: 'Sign-in credentials.' })
export class LoginInput {
  @Field({ description: 'Sign-in id.' })
  userId!: string;

  @Field({ description: 'Password.' })
  userPw!: string;
}

@ObjectType({
  description: 'A successful sign-in. The refresh token is set as an httpOnly cookie, never returned.',
})
export class LoginResult {
  @Field({ description: 'JWT for the Authorization: Bearer header; valid 15 minutes.' })
  accessToken!: string;

  @Field({ description: "Language key, 'ko'." })
  langkey!: string;

  @Field({ description: 'Korean message for the user.' })
  message!: string;
}

@ObjectType({ description: 'A renewed access token (the refresh cookie is rotated at the same time).' })
export class RefreshResult {
  @Field({ description: 'JWT for the Authorization: Bearer header; valid 15 minutes.' })
  accessToken!: string;
}

@ObjectType({ description: 'The signed-in user.' })
export class Me {
  @Field(() => Int, { description: 'Member number (the access token subject).' })
  memberId!: number;

  @Field({ description: 'Sign-in id.' })
  userId!: string;

  @Field({ description: 'Display name.' })
  name!: string;

  @Field({
    description:
      'Permission group (groupVal): admin, member_view, member_delivery, member_pickup, member_all, customer.',
  })
  role!: string;

  @Field(() => Int, {
    nullable: true,
    description: "The company the user belongs to (a customer's own, 화주); null without one.",
  })
  companyId!: number | null;

  @Field(() => String, { nullable: true, description: "That company's name." })
  companyNm!: string | null;
}
