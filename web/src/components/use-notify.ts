import { validationTitle } from '@shared/validation';
import { useSnackbar } from 'notistack';
import { createElement, useMemo } from 'react';
import { ToastMessage } from './toast-message';

export interface Notify {
  /** Green toast, titled 성공 unless told otherwise. */
  success(message: string, title?: string): void;
  /** Red (destructive) toast, titled 오류 unless told otherwise. */
  error(message: string, title?: string): void;
  /**
   * Red toast for a message from `@shared/validation`: titled 필수 입력값 미입력 for a required-field
   * message and 형식 오류 for any other, as the spec's validation toasts are.
   */
  invalid(message: string): void;
}

/** Toasts with a bold title above the message. Needs `ToastProvider` above it. */
export function useNotify(): Notify {
  const { enqueueSnackbar } = useSnackbar();
  // Memoised so screens can list `notify` in effect and callback dependencies.
  return useMemo(
    () => ({
      success(message, title = '성공') {
        enqueueSnackbar(createElement(ToastMessage, { title, message }), { variant: 'success' });
      },
      error(message, title = '오류') {
        enqueueSnackbar(createElement(ToastMessage, { title, message }), { variant: 'error' });
      },
      invalid(message) {
        const title = validationTitle(message);
        enqueueSnackbar(createElement(ToastMessage, { title, message }), { variant: 'error' });
      },
    }),
    [enqueueSnackbar],
  );
}
