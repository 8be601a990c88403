// The notice form (기본 설정 > 공지사항): one schema for writing and changing a notice, checking the
// declared fields (records/notice.ts) in their order. The web form, the API and the tests use it.
import { formOf, labelsOf } from '../records/define-fields';
import { NOTICE_FIELDS } from '../records/notice';
import type { FormInput, FormOutput } from './ordered-form';

export const NOTICE_FIELD_LABELS = labelsOf(NOTICE_FIELDS);
export type NoticeFormField = keyof typeof NOTICE_FIELDS;

export const noticeFormSchema = formOf(NOTICE_FIELDS);

export type NoticeFormValues = FormInput<typeof noticeFormSchema.steps>;
export type NoticeFormData = FormOutput<typeof noticeFormSchema.steps>;
