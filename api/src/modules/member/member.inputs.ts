import { MEMBER_LIST } from '@parcel/shared/records/member-list';
import { Field, InputType, Int } from 'type-graphql';
import { listFilterInput } from '../../common/list-graphql';

export const MemberFilterInput = listFilterInput(
  'MemberFilterInput',
  MEMBER_LIST,
  'User list filters; empty ones are ignored.',
);

/** The fields a user has whether being registered or changed. */
@InputType({ description: 'Fields shared by MemberCreateInput and MemberUpdateInput.' })
abstract class MemberFieldsInput {
  @Field({ description: 'Display name, up to 50 characters.' })
  name!: string;

  @Field({ description: 'Email address.' })
  email!: string;

  @Field({ description: 'Telephone, with or without hyphens.' })
  telNo!: string;

  @Field(() => Int, { description: 'Company the user belongs to; null for none.', nullable: true })
  companyId?: number | null;

  @Field({ description: 'Permission group: admin, member_view, member_delivery, member_pickup, member_all.' })
  groupVal!: string;
}

@InputType({ description: 'A new user. The id must be free (see userIdTaken).' })
export class MemberCreateInput extends MemberFieldsInput {
  @Field({ description: 'Sign-in id: letters, digits and . _ -, 3-50 characters.' })
  userId!: string;

  @Field({ description: 'Password, 8-100 characters.' })
  userPw!: string;

  @Field({ description: 'The password again; must match.' })
  userPwConfirm!: string;
}

@InputType({ description: 'Changes to a user. A blank password keeps the current one.' })
export class MemberUpdateInput extends MemberFieldsInput {
  @Field(() => Int, { description: 'The user to change.' })
  memberId!: number;

  @Field(() => String, {
    description: 'New password, 8-100 characters; blank keeps the current one.',
    nullable: true,
  })
  userPw?: string | null;

  @Field(() => String, { description: 'The password again; must match.', nullable: true })
  userPwConfirm?: string | null;

  @Field({ description: 'N normal, Y withdrawn.', defaultValue: 'N' })
  delYn!: string;

  @Field(() => Int, {
    nullable: true,
    description: 'The version read; a newer one on the server refuses the update.',
  })
  version?: number | null;
}
