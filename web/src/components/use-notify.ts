import { validationTitle } from '@parcel/shared/validation';
import { createElement, useMemo } from 'react';
import { ToastMessage } from './toast-message';
import { useShowToast } from './toast-provider';

export interface Notify {
  /** Green toast, titled 성공 unless told otherwise. */
  success(message: string, title?: string): void;
  /** Red (destructive) toast, titled 오류 unless told otherwise. */
  error(message: string, title?: string): void;
  /** Blue toast, titled 안내 unless told otherwise: news that is neither a success nor a failure. */
  info(message: string, title?: string): void;
  /**
   * Red toast for a message from `@parcel/shared/validation`: titled 필수 입력값 미입력 for a required-field
   * message and 형식 오류 for any other, as the spec's validation toasts are.
   */
  invalid(message: string): void;
}

/** Toasts with a bold title above the message, each replacing the last. Needs `ToastProvider` above it. */
export function useNotify(): Notify {
  const show = useShowToast();
  // Memoised so screens can list `notify` in effect and callback dependencies.
  return useMemo(() => {
    const toast = (title: string, message: string, variant: 'success' | 'error' | 'info') =>
      show(createElement(ToastMessage, { title, message }), variant);
    return {
      success: (message, title = '성공') => toast(title, message, 'success'),
      error: (message, title = '오류') => toast(title, message, 'error'),
      info: (message, title = '안내') => toast(title, message, 'info'),
      invalid: (message) => toast(validationTitle(message), message, 'error'),
    };
  }, [show]);
}
