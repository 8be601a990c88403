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

const alertTexts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent ?? '');

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

  it('replaces the toast on screen with a new one at once', async () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: '오류 알림' }));
    await wait(1000);
    fireEvent.click(screen.getByRole('button', { name: '성공 알림' }));
    await wait(100);
    expect(alertTexts()).toContain('성공사용자가 성공적으로 생성되었습니다.');
    await wait(1000);
    expect(alertTexts()).toEqual(['성공사용자가 성공적으로 생성되었습니다.']);
  });

  it('never lets a success wait behind the errors shown before it', async () => {
    renderToasts();
    // A person pressing 등록 again and again: a validation toast each time, then the save.
    for (const name of ['필수 오류', '오류 알림', '필수 오류', '제목 있는 오류']) {
      fireEvent.click(screen.getByRole('button', { name }));
      await wait(200);
    }
    const onScreenBefore = new Set(alertTexts());
    fireEvent.click(screen.getByRole('button', { name: '성공 알림' }));
    const seen: string[] = [];
    for (let passed = 0; passed < 600; passed += 100) {
      await wait(100);
      seen.push(...alertTexts());
    }
    expect(alertTexts()).toEqual(['성공사용자가 성공적으로 생성되었습니다.']);
    // Nothing stale comes back after the success: only toasts already leaving the screen were seen.
    expect(seen.filter((text) => !text.startsWith('성공') && !onScreenBefore.has(text))).toEqual([]);
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
