import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../../components';

export const UNSAVED_CHANGES_TEXT = {
  title: '저장하지 않은 변경 내용',
  message: '저장하지 않은 변경 내용이 있습니다.\n이 화면을 떠나면 입력한 내용이 사라집니다. 떠날까요?',
  leave: '떠나기',
  stay: '계속 편집',
} as const;

export interface UnsavedChangesGuard {
  /** The confirm dialog: render it. */
  dialog: ReactNode;
  /** Lets the page leave on purpose (after a save, a reload) without asking. */
  allowLeaving: () => void;
}

/**
 * Asks before unsaved edits are lost: leaving the route (a link, the menu, Back) opens a confirm
 * dialog, and reloading or closing the tab gets the browser's own question.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const allowed = useRef(false);
  const allowLeaving = useCallback(() => {
    allowed.current = true;
  }, []);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      // Older browsers show the question only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={UNSAVED_CHANGES_TEXT.title}
      message={UNSAVED_CHANGES_TEXT.message}
      confirmLabel={UNSAVED_CHANGES_TEXT.leave}
      cancelLabel={UNSAVED_CHANGES_TEXT.stay}
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
  return { dialog, allowLeaving };
}
