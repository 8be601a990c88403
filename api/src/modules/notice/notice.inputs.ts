import { NOTICE_FIELDS } from '@parcel/shared/records/notice';
import { Field, InputType, Int } from 'type-graphql';
import { checkOrderDocOf, declaredInputFields } from '../../common/declared-input';

/** The fields a notice has whether written or changed (records/notice.ts). */
const NoticeFieldsInput = declaredInputFields('NoticeFieldsInput', NOTICE_FIELDS);

@InputType('NoticeInput', { description: `A new notice. ${checkOrderDocOf(NOTICE_FIELDS)}` })
export class NoticeInput extends NoticeFieldsInput {}

@InputType('NoticeUpdateInput', {
  description: `Changes to a notice; every field is sent, as the form holds it. ${checkOrderDocOf(NOTICE_FIELDS)}`,
})
export class NoticeUpdateInput extends NoticeFieldsInput {
  @Field(() => Int, { description: 'The notice to change.' })
  noticeId!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'The version read; a newer one on the server refuses the update (CONFLICT).',
  })
  version?: number | null;
}
