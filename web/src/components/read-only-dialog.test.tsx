import { act, fireEvent, render, screen } from '@testing-library/react';
import { ReadOnlyDialog, type ReadOnlyDialogProps } from './read-only-dialog';

async function renderDialog(props: Partial<ReadOnlyDialogProps> = {}) {
  const onClose = jest.fn();
  const view = render(
    <ReadOnlyDialog open title="물품 상세 정보" onClose={onClose} {...props}>
      <p>박스 3개</p>
    </ReadOnlyDialog>,
  );
  // 닫기 takes focus on open, and its focus ripple settles a tick later.
  await act(async () => undefined);
  return { onClose, ...view };
}

describe('ReadOnlyDialog', () => {
  it('shows the title and the content', async () => {
    await renderDialog();
    expect(screen.getByRole('dialog', { name: '물품 상세 정보' })).toBeInTheDocument();
    expect(screen.getByText('박스 3개')).toBeInTheDocument();
  });

  it('closes with 닫기, with Esc and on the backdrop', async () => {
    const { onClose } = await renderDialog();
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    const backdrop = document.querySelector('.MuiBackdrop-root');
    if (!backdrop) throw new Error('no backdrop');
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('shows a spinner while loading, not the content', async () => {
    await renderDialog({ loading: true, error: '실패', empty: true });
    expect(screen.getByRole('progressbar', { name: '불러오는 중...' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중...');
    expect(screen.queryByText('박스 3개')).not.toBeInTheDocument();
    expect(screen.queryByText('실패')).not.toBeInTheDocument();
  });

  it('shows the empty message', async () => {
    await renderDialog({ empty: true, emptyMessage: '등록된 물품이 없습니다.' });
    expect(screen.getByText('등록된 물품이 없습니다.')).toBeInTheDocument();
    expect(screen.queryByText('박스 3개')).not.toBeInTheDocument();
  });

  it('shows the default empty message', async () => {
    await renderDialog({ empty: true });
    expect(screen.getByText('데이터가 없습니다.')).toBeInTheDocument();
  });

  it('shows the error with 다시 시도, which retries', async () => {
    const onRetry = jest.fn();
    await renderDialog({ error: '청구서 데이터를 불러오지 못했습니다.', onRetry, empty: true });
    expect(screen.getByRole('alert')).toHaveTextContent('청구서 데이터를 불러오지 못했습니다.');
    expect(screen.queryByText('데이터가 없습니다.')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no 다시 시도 without onRetry', async () => {
    await renderDialog({ error: '실패했습니다.' });
    expect(screen.getByRole('alert')).toHaveTextContent('실패했습니다.');
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
  });

  it('shows extra actions before 닫기', async () => {
    await renderDialog({ actions: <button type="button">인쇄</button> });
    const print = screen.getByRole('button', { name: '인쇄' });
    const close = screen.getByRole('button', { name: '닫기' });
    expect(print.compareDocumentPosition(close) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows title actions beside the title, outside its name', async () => {
    await renderDialog({ titleActions: <button type="button">세금계산서 다운로드</button> });
    expect(screen.getByRole('dialog', { name: '물품 상세 정보' })).toBeInTheDocument();
    const download = screen.getByRole('button', { name: '세금계산서 다운로드' });
    const content = screen.getByText('박스 3개');
    expect(download.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('renders nothing while closed', async () => {
    await renderDialog({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
