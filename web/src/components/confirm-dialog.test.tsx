import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

async function renderConfirm(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <ConfirmDialog
      open
      title="사용자 삭제"
      message="삭제하시겠습니까?"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  // 취소 takes focus on open, and its focus ripple settles a tick later.
  await act(async () => undefined);
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('asks with the default labels and confirms', async () => {
    const { onConfirm } = await renderConfirm();
    expect(screen.getByRole('alertdialog', { name: '사용자 삭제' })).toHaveAccessibleDescription(
      '삭제하시겠습니까?',
    );
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cancels with the button and with Esc', async () => {
    const { onCancel } = await renderConfirm({ cancelLabel: '닫기' });
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('disables both buttons and ignores Esc while busy', async () => {
    const { onCancel } = await renderConfirm({ busy: true, confirmLabel: '삭제', destructive: true });
    expect(screen.getByRole('button', { name: '삭제' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '취소' })).toBeDisabled();
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
  });
});
