import { fireEvent, render, screen } from '@testing-library/react';
import TextField from '@mui/material/TextField';
import { FormDialog, type FormDialogProps } from './form-dialog';

function renderDialog(props: Partial<FormDialogProps> = {}) {
  const onClose = jest.fn();
  const onSubmit = jest.fn();
  render(
    <FormDialog
      open
      title="신규 사용자"
      submitLabel="등록"
      pendingLabel="생성 중..."
      busy={false}
      onClose={onClose}
      onSubmit={onSubmit}
      {...props}
    >
      <TextField label="이름" />
    </FormDialog>,
  );
  return { onClose, onSubmit };
}

describe('FormDialog', () => {
  it('shows the title, the fields and both buttons', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: '신규 사용자' })).toBeInTheDocument();
    expect(screen.getByLabelText('이름')).toBeEnabled();
    expect(screen.getByRole('button', { name: '취소' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '등록' })).toBeEnabled();
  });

  it('submits through the form', () => {
    const { onSubmit } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('submits on Enter (form submission)', () => {
    const { onSubmit } = renderDialog();
    const form = screen.getByLabelText('이름').closest('form');
    expect(form).not.toBeNull();
    fireEvent.submit(form as HTMLFormElement);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows the pending label and disables everything while busy', () => {
    const { onSubmit } = renderDialog({ busy: true });
    expect(screen.getByRole('button', { name: '생성 중...' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '등록' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '취소' })).toBeDisabled();
    expect(screen.getByLabelText('이름')).toBeDisabled();
    fireEvent.submit(screen.getByLabelText('이름').closest('form') as HTMLFormElement);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the submit button disabled when told to', () => {
    const { onSubmit } = renderDialog({ submitDisabled: true });
    expect(screen.getByRole('button', { name: '등록' })).toBeDisabled();
    fireEvent.submit(screen.getByLabelText('이름').closest('form') as HTMLFormElement);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('closes on Esc and 취소 when not busy', () => {
    const { onClose } = renderDialog();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('stays open on Esc while busy', () => {
    const { onClose } = renderDialog({ busy: true });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
