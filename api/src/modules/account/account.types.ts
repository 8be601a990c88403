import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('MyAccount', {
  description:
    "The signed-in user's own account (내 정보): what they may change of themselves (name, telephone, e-mail) and what only an admin changes (id, permission, company).",
})
export class MyAccount {
  @Field(() => Int, { description: 'Member number.' })
  memberId!: number;

  @Field({ description: 'Sign-in id (아이디); not changeable here.' })
  userId!: string;

  @Field({ description: 'Display name (이름).' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Telephone (전화번호), digits only.' })
  telNo!: string | null;

  @Field(() => String, { nullable: true, description: 'E-mail address (이메일).' })
  email!: string | null;

  @Field({ description: 'Permission group (권한, groupVal); not changeable here.' })
  groupVal!: string;

  @Field(() => Int, { nullable: true, description: 'Company the user belongs to; not changeable here.' })
  companyId!: number | null;

  @Field(() => String, { nullable: true, description: "The company's name." })
  companyNm!: string | null;

  @Field(() => Int, { description: 'Optimistic-lock version of the user record.' })
  version!: number;
}

@ObjectType('PasswordChangeResult', {
  description:
    'A changed password: every other sign-in of the user has ended; this one goes on with the fresh access token here (the refresh and XSRF cookies are set again, as at sign-in).',
})
export class PasswordChangeResult {
  @Field({ description: 'JWT for the Authorization: Bearer header; valid 15 minutes.' })
  accessToken!: string;

  @Field({ description: 'Korean message for the user.' })
  message!: string;
}
