import { initialValuesOf } from '@parcel/shared/records/define-fields';
import { NOTICE_FIELDS } from '@parcel/shared/records/notice';
import { noticeFormSchema } from '@parcel/shared/forms/notice-form';
import { AuditTrailButton } from '../../components/audit-trail-button';
import { DeclaredField } from '../../components/declared-field';
import { FormDialog } from '../../components/form-dialog';
import { useEntityForm } from '../../components/use-entity-form';
import type { NoticeRowFragment } from '../../gql/graphql';
import { CreateNoticeMutation, UpdateNoticeMutation } from './api/notices';

export const NOTICE_TOASTS = {
  created: '공지사항이 등록되었습니다.',
  updated: '공지사항이 수정되었습니다.',
  createFailed: '공지사항 등록에 실패했습니다.',
  updateFailed: '공지사항 수정에 실패했습니다.',
} as const;

type FormValues = { [Field in keyof typeof NOTICE_FIELDS]: string };

export interface NoticeFormDialogProps {
  /** The notice to edit, or null to write a new one. */
  notice: NoticeRowFragment | null;
  onClose: () => void;
  onSaved: (notice: NoticeRowFragment) => void;
}

/** 공지사항 등록 / 공지사항 수정. Enter in the title saves; the body takes line breaks. */
export function NoticeFormDialog({ notice, onClose, onSaved }: NoticeFormDialogProps) {
  const form = useEntityForm(noticeFormSchema, {
    defaultValues: initialValuesOf(NOTICE_FIELDS, notice) as FormValues,
    create: {
      mutation: CreateNoticeMutation,
      variables: (values: FormValues) => ({ input: values }),
      saved: (data) => data.createNotice,
    },
    update: notice
      ? {
          mutation: UpdateNoticeMutation,
          variables: (values: FormValues) => ({
            input: { ...values, noticeId: notice.noticeId, version: notice.version },
          }),
          saved: (data) => data.updateNotice,
        }
      : undefined,
    toasts: NOTICE_TOASTS,
    onSaved,
  });
  const common = { ...form.fieldProps, fields: NOTICE_FIELDS };
  return (
    <FormDialog
      open
      title={notice ? '공지사항 수정' : '공지사항 등록'}
      {...form.dialogProps}
      maxWidth="md"
      onClose={onClose}
      extraActions={notice && <AuditTrailButton entity="NOTICE" id={notice.noticeId} />}
    >
      <DeclaredField {...common} name="title" autoFocus />
      <DeclaredField {...common} name="body" />
      <DeclaredField {...common} name="audience" />
      <DeclaredField {...common} name="pinnedYn" />
    </FormDialog>
  );
}
