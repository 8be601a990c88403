import { fireEvent, waitFor, within } from '@testing-library/react';

/**
 * A toast's exit (slide out, then collapse) takes about half a second; on a busy two-core machine
 * more than testing-library's default wait of 1 s.
 */
const TOAST_EXIT_WAIT_MS = 4_000;

/**
 * Closes the toast holding this element with the toast's own close button (the toast it replaced
 * may still be leaving beside it) and waits until it has left, so a later toast of the same text
 * is a new one.
 */
export async function dismissToast(toastContent: HTMLElement): Promise<void> {
  const toast = toastContent.closest<HTMLElement>('[role="alert"]');
  if (!toast) throw new Error(`"${toastContent.textContent}" is in no toast`);
  // hidden: over a dialog the toasts are outside the accessibility tree until revealed.
  fireEvent.click(within(toast).getByRole('button', { name: '닫기', hidden: true }));
  await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: TOAST_EXIT_WAIT_MS });
}
