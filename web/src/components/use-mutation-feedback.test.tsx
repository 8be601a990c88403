import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CONNECTION_FAILED_MESSAGE, TIMEOUT_MESSAGE } from '../lib/auth-api';
import { UploadError } from '../lib/upload-file';
import { UserFacingError } from '../lib/user-facing-error';
import { expectToastOf } from '../test/toasts';
import { ToastProvider } from './toast-provider';
import {
  useMutationFeedback,
  type Feedback,
  type MutationFeedback,
  type MutationFeedbackOptions,
} from './use-mutation-feedback';

const refusal = (message: string) => new CombinedGraphQLErrors({ errors: [{ message }] });

/** A promise the test settles when it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

function renderFeedback(options?: MutationFeedbackOptions) {
  return renderHook(() => useMutationFeedback(options), {
    wrapper: ({ children }: { children: ReactNode }) => <ToastProvider>{children}</ToastProvider>,
  });
}

/** Runs one action to its end and answers the outcome. */
async function runOnce<T>(action: () => Promise<T>, feedback: Feedback<T>) {
  const { result } = renderFeedback();
  let outcome: Awaited<ReturnType<typeof result.current.run<T>>> | undefined;
  await act(async () => {
    outcome = await result.current.run(action, feedback);
  });
  return outcome!;
}

const noToasts = () => expect(screen.queryAllByRole('alert')).toHaveLength(0);

describe('useMutationFeedback', () => {
  it('toasts the success under 성공 and answers what the action answered', async () => {
    const outcome = await runOnce(() => Promise.resolve(7), {
      done: '배송 코스가 삭제되었습니다.',
      failed: { prefix: '배송 코스 삭제에 실패했습니다.' },
    });
    expect(outcome).toEqual({ ok: true, answer: 7 });
    await expectToastOf('성공', '배송 코스가 삭제되었습니다.');
  });

  it('words the success from the answer, and says nothing when that gives null or done is left out', async () => {
    await runOnce(() => Promise.resolve({ rowCount: 1200 }), {
      done: ({ rowCount }) => `${rowCount.toLocaleString('ko-KR')}행을 읽었습니다.`,
      failed: { title: '파일을 올리지 못했습니다' },
    });
    await expectToastOf('성공', '1,200행을 읽었습니다.');

    await runOnce(() => Promise.resolve(null), {
      done: () => null,
      failed: { title: '등록하지 못했습니다' },
    });
    await runOnce(() => Promise.resolve(), { failed: { prefix: '엑셀 다운로드에 실패했습니다.' } });
    noToasts();
  });

  it('puts the screen’s sentence before the reason, titled 오류', async () => {
    const outcome = await runOnce(() => Promise.reject(refusal('마감된 청구서입니다.')), {
      done: '마감했습니다.',
      failed: { prefix: '마감하지 못했습니다.' },
    });
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? null : outcome.error).toBeInstanceOf(CombinedGraphQLErrors);
    await expectToastOf('오류', '마감하지 못했습니다. 마감된 청구서입니다.');
  });

  it('puts the reason under the screen’s title', async () => {
    await runOnce(() => Promise.reject(refusal('이미 등록한 파일입니다.')), {
      failed: { title: '등록하지 못했습니다' },
    });
    await expectToastOf('등록하지 못했습니다', '이미 등록한 파일입니다.');
  });

  it('takes every reason from messageOf: a REST refusal as it is, the browser’s own text never', async () => {
    await runOnce(() => Promise.reject(new UploadError(413, '파일은 10MB까지 올릴 수 있습니다.')), {
      failed: { title: '파일을 올리지 못했습니다' },
    });
    await expectToastOf('파일을 올리지 못했습니다', '파일은 10MB까지 올릴 수 있습니다.');

    await runOnce(() => Promise.reject(new TypeError('Failed to fetch')), {
      failed: { prefix: '엑셀 다운로드에 실패했습니다.' },
    });
    await expectToastOf('오류', `엑셀 다운로드에 실패했습니다. ${CONNECTION_FAILED_MESSAGE}`);

    await runOnce(() => Promise.reject(new Error(TIMEOUT_MESSAGE)), {
      failed: { title: '양식을 내려받지 못했습니다' },
    });
    await expectToastOf('양식을 내려받지 못했습니다', TIMEOUT_MESSAGE);

    // A failure without a reason (a mail server that said nothing) is the sentence alone.
    await runOnce(() => Promise.reject(new UserFacingError('')), {
      failed: { prefix: '명세서 발송에 실패했습니다.' },
    });
    await expectToastOf('오류', '명세서 발송에 실패했습니다.');
  });

  it('keeps a failure the screen tells its own way off the toasts, and answers it', async () => {
    const stale = new CombinedGraphQLErrors({
      errors: [{ message: 'stale', extensions: { code: 'CONFLICT' } }],
    });
    const outcome = await runOnce(() => Promise.reject(stale), {
      failed: { prefix: '배송 정보 저장에 실패했습니다.' },
      silentWhen: (error) => error === stale,
    });
    expect(outcome).toEqual({ ok: false, error: stale });
    noToasts();
  });

  it('is busy while a run is on its way', async () => {
    const { result } = renderFeedback();
    const answer = deferred<void>();
    expect(result.current.busy).toBe(false);
    let running!: Promise<unknown>;
    act(() => {
      running = result.current.run(() => answer.promise, { failed: { title: '되돌리지 못했습니다' } });
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      answer.resolve();
      await running;
    });
    expect(result.current.busy).toBe(false);
  });

  it('runs oneAtATime: a second run while the first is on its way does nothing', async () => {
    const { result } = renderFeedback({ oneAtATime: true });
    const answer = deferred<string>();
    const action = jest.fn(() => answer.promise);
    const feedback = { done: '등록했습니다.', failed: { title: '등록하지 못했습니다' } };
    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      first = result.current.run(action, feedback);
      second = result.current.run(action, feedback);
    });
    await expect(second).resolves.toEqual({ ok: false, skipped: true });
    await act(async () => {
      answer.resolve('done');
      await first;
    });
    expect(action).toHaveBeenCalledTimes(1);
    await expectToastOf('성공', '등록했습니다.');
    // Once it ended, the next run goes ahead.
    await act(async () => {
      await result.current.run(() => Promise.resolve(), feedback);
    });
    expect(action).toHaveBeenCalledTimes(1);
    await expectToastOf('성공', '등록했습니다.');
  });

  it('still tells the outcome when the screen that ran it has gone (a dialog closed during its save)', async () => {
    let run!: MutationFeedback['run'];
    function SaveDialog() {
      run = useMutationFeedback().run;
      return <p>입금 삭제</p>;
    }
    // The provider stays, as the app's does; only the dialog holding the hook goes.
    const { rerender } = render(
      <ToastProvider>
        <SaveDialog />
      </ToastProvider>,
    );
    const answer = deferred<void>();
    let running!: Promise<unknown>;
    act(() => {
      running = run(() => answer.promise, {
        done: '입금이 삭제되었습니다.',
        failed: { title: '삭제하지 못했습니다' },
      });
    });
    rerender(<ToastProvider>{null}</ToastProvider>);
    expect(screen.queryByText('입금 삭제')).toBeNull();
    await act(async () => {
      answer.resolve();
      await running;
    });
    await expectToastOf('성공', '입금이 삭제되었습니다.');
  });
});
