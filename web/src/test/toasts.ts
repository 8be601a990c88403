import { firstProblem, type FormProblem } from '@parcel/shared/forms/ordered-form';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { z } from 'zod';

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

/** Waits for the toast whose title is `title` above `message`, then dismisses it. */
export async function expectToastOf(title: string, message: string): Promise<void> {
  const toast = await screen.findByText(
    (_content, element) =>
      element?.textContent === message && element.previousElementSibling?.textContent === title,
  );
  await dismissToast(toast);
}

/**
 * The toast the shared schema itself says comes first for these values (its title above its
 * message), dismissed once seen; answers that problem.
 */
export async function expectSchemaToast(schema: z.ZodType, values: object): Promise<FormProblem | null> {
  const problem = firstProblem(schema, values);
  expect(problem).not.toBeNull();
  if (problem) await expectToastOf(problem.title, problem.message);
  return problem;
}
