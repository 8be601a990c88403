import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { noticeFormSchema } from '@parcel/shared/forms/notice-form';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ToastProvider } from '../../components/toast-provider';
import type { NoticeRowFragment } from '../../gql/graphql';
import { expectSchemaToast } from '../../test/toasts';
import { useTransitionTimers } from '../../test/transition-timers';
import { CreateNoticeMutation, UpdateNoticeMutation } from './api/notices';
import { NOTICE_TOASTS, NoticeFormDialog } from './notice-form-dialog';

const EXISTING: NoticeRowFragment = {
  noticeId: 5,
  title: '설 연휴 배송 안내',
  body: '1월 28일부터\n30일까지 쉽니다.',
  audience: 'STAFF',
  pinnedYn: 'Y',
  regNm: '관리자',
  regDt: '2026-11-01T00:00:00.000Z',
  chgDt: null,
  version: 2,
};
const answered = (notice: Partial<NoticeRowFragment> = {}) => ({
  __typename: 'Notice' as const,
  ...EXISTING,
  ...notice,
});

function renderDialog(notice: NoticeRowFragment | null, mocks: MockLink.MockedResponse[] = []) {
  const onSaved = jest.fn();
  render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <NoticeFormDialog notice={notice} onClose={jest.fn()} onSaved={onSaved} />
      </ToastProvider>
    </MockedProvider>,
  );
  const dialog = screen.getByRole('dialog');
  const field = (label: RegExp) =>
    within(dialog).getByLabelText(label, { selector: 'input, textarea' }) as HTMLInputElement;
  const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
  const enter = (label: RegExp) => fireEvent.submit(field(label).closest('form')!);
  return { dialog, field, type, enter, onSaved };
}

describe('NoticeFormDialog', () => {
  useTransitionTimers();

  it('checks the title and body in order, then publishes with the chosen audience and pin on Enter', async () => {
    const created: MockLink.MockedResponse = {
      request: {
        query: CreateNoticeMutation,
        variables: {
          input: { title: '점검 안내', body: '첫 줄\n둘째 줄', audience: 'CUSTOMER', pinnedYn: 'Y' },
        },
      },
      result: { data: { createNotice: answered({ noticeId: 9, title: '점검 안내', audience: 'CUSTOMER' }) } },
    };
    const { dialog, type, enter, onSaved } = renderDialog(null, [created]);
    expect(screen.getByRole('dialog', { name: '공지사항 등록' })).toBeInTheDocument();

    enter(/^제목/);
    expect((await expectSchemaToast(noticeFormSchema, {}))?.field).toBe('title');
    type(/^제목/, '점검 안내');
    enter(/^제목/);
    expect((await expectSchemaToast(noticeFormSchema, { title: '점검 안내' }))?.field).toBe('body');
    type(/^내용/, '첫 줄\n둘째 줄');
    // Audience 전체 and not pinned to start with.
    expect(within(dialog).getByRole('radio', { name: '전체' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: '고정 안 함' })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('radio', { name: '화주' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: '고정' }));
    enter(/^제목/);
    expect(await screen.findByText(NOTICE_TOASTS.created)).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ noticeId: 9 }));
  }, 60_000);

  it('edits a notice with its values and the version read', async () => {
    const updated: MockLink.MockedResponse = {
      request: {
        query: UpdateNoticeMutation,
        variables: {
          input: {
            title: '설 연휴 안내',
            body: EXISTING.body,
            audience: 'STAFF',
            pinnedYn: 'Y',
            noticeId: 5,
            version: 2,
          },
        },
      },
      result: { data: { updateNotice: answered({ title: '설 연휴 안내', version: 3 }) } },
    };
    const { dialog, field, type, enter, onSaved } = renderDialog(EXISTING, [updated]);
    expect(screen.getByRole('dialog', { name: '공지사항 수정' })).toBeInTheDocument();
    expect(field(/^내용/).value).toBe(EXISTING.body);
    expect(within(dialog).getByRole('radio', { name: '직원' })).toBeChecked();
    type(/^제목/, '설 연휴 안내');
    enter(/^제목/);
    expect(await screen.findByText(NOTICE_TOASTS.updated)).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ version: 3 }));
  });
});
