import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastProvider } from './toast-provider';
import { useNotify } from './use-notify';

function Buttons() {
  const notify = useNotify();
  return (
    <>
      <button type="button" onClick={() => notify.success('사용자가 성공적으로 생성되었습니다.')}>
        성공 알림
      </button>
      <button type="button" onClick={() => notify.error('사용자 생성에 실패했습니다.')}>
        오류 알림
      </button>
      <button
        type="button"
        onClick={() => notify.error('서버와 통신 중 문제가 발생했습니다.', '중복 확인 실패')}
      >
        제목 있는 오류
      </button>
      <button type="button" onClick={() => notify.invalid('비밀번호는 필수 입력 항목입니다.')}>
        필수 오류
      </button>
    </>
  );
}

/** Advances in steps: each closing step (hide, exit transition, next in queue) starts its own timer. */
async function wait(ms: number) {
  for (let passed = 0; passed < ms; passed += 100) {
    await act(async () => {
      jest.advanceTimersByTime(100);
    });
  }
}

function renderToasts() {
  render(
    <ToastProvider>
      <Buttons />
    </ToastProvider>,
  );
}

describe('ToastProvider and useNotify', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  it('shows a success toast titled 성공 above the message', () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: '성공 알림' }));
    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent('성공사용자가 성공적으로 생성되었습니다.');
    expect(screen.getByText('성공')).toHaveStyle({ fontWeight: 700 });
  });

  it('titles errors 오류 unless told otherwise', () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: '오류 알림' }));
    expect(screen.getByRole('alert')).toHaveTextContent('오류사용자 생성에 실패했습니다.');
  });

  it('shows one toast at a time', async () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: '성공 알림' }));
    fireEvent.click(screen.getByRole('button', { name: '제목 있는 오류' }));
    await wait(1000);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('중복 확인 실패서버와 통신 중 문제가 발생했습니다.');
  });

  it('titles validation messages by their kind', () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: '필수 오류' }));
    expect(screen.getByRole('alert')).toHaveTextContent('필수 입력값 미입력비밀번호는 필수 입력 항목입니다.');
  });

  it('hides a toast after 5 seconds', async () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: '성공 알림' }));
    await wait(4900);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await wait(1000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('moves focus to the notification area on F8', () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: '성공 알림' }));
    fireEvent.keyDown(window, { key: 'F8' });
    const region = screen.getByRole('region', { name: '알림 (F8)' });
    expect(region).toHaveFocus();
    expect(region).toContainElement(screen.getByRole('alert'));
  });

  it('closes a toast with its close button', async () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: '성공 알림' }));
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    await wait(1000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
