import { inputDocOf } from '@parcel/shared/records/define-fields';
import { MEMBER_FIELDS, MEMBER_LIST } from '@parcel/shared/records/member-list';
import { Field, InputType, Int } from 'type-graphql';
import { declaredInputFields } from '../../common/declared-input';
import { listFilterInput } from '../../common/list-graphql';

export const MemberFilterInput = listFilterInput(
  'MemberFilterInput',
  MEMBER_LIST,
  'User list filters; empty ones are ignored.',
);

/** The declared fields a user has whether being registered or changed (records/member-list.ts). */
const { userId: _registeredOnly, ...CHANGEABLE_FIELDS } = MEMBER_FIELDS;
const MemberDeclaredFieldsInput = declaredInputFields('MemberDeclaredFieldsInput', CHANGEABLE_FIELDS);

/** The fields a user has whether being registered or changed. */
@InputType({ description: 'Fields shared by MemberCreateInput and MemberUpdateInput.' })
abstract class MemberFieldsInput extends MemberDeclaredFieldsInput {
  // A picked company, parsed by the service (old forms send 0 or '' for none), not a form step.
  @Field(() => Int, { description: 'Company the user belongs to; null for none.', nullable: true })
  companyId?: number | null;
}

@InputType({ description: 'A new user. The id must be free (see userIdTaken).' })
export class MemberCreateInput extends MemberFieldsInput {
  @Field({ description: inputDocOf(MEMBER_FIELDS.userId) })
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
