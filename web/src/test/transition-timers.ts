import { act } from '@testing-library/react';

/**
 * Fake timers in each test of the calling file, for screens whose waits are mostly transitions: a
 * toast's exit, a menu's or a dialog's closing (MUI and notistack time them with setTimeout, a few
 * hundred ms each, dozens in a form walk). testing-library's waits advance fake timers instead of
 * sleeping. Promises and microtasks stay real (React and react-hook-form schedule work there), and
 * so does Date.
 */
export function useTransitionTimers(): void {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'Date'] });
  });
  afterEach(() => {
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });
}

/**
 * Lets promise chains started by the last event settle inside act. With real timers,
 * testing-library's waits end by draining them in a macrotask; with fake ones that drain is shorter,
 * and a form validation still resolving would update React outside act.
 */
export async function settle(): Promise<void> {
  await act(async () => {});
}
