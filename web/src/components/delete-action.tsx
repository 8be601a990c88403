import DeleteIcon from '@mui/icons-material/Delete';
import type { Area } from '@parcel/shared/access';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import type { ListAction } from './list-screen';
import { useMutationFeedback } from './use-mutation-feedback';

export interface DeleteActionOptions<Row> {
  /** The area a role must be allowed to write (others see the button disabled, with why). */
  writes: Area;
  /** The confirmation's title, e.g. 사용자 삭제. */
  title: string;
  /** What the confirmation asks about this row (its name, what deleting it means). */
  question: (row: Row) => string;
  /** Deletes the row on the server. */
  remove: (row: Row) => Promise<unknown>;
  /** The toasts after it: success, and the failure that the server's reason follows. */
  messages: { deleted: string; deleteFailed: string };
  /** After a delete: clear the selection, refetch. */
  onDeleted?: (row: Row) => unknown;
}

export interface DeleteAction<Row> {
  /** The 선택 삭제 header button (one selected row), for `ListActions`. */
  action: ListAction<Row>;
  /** The confirmation: render it. */
  dialog: ReactNode;
}

/**
 * A list's "delete the selected row" flow: the button, a confirmation naming the row, the call,
 * the toasts and what follows. The confirmation stays open (busy) until the server answers.
 */
export function useDeleteAction<Row>({
  writes,
  title,
  question,
  remove,
  messages,
  onDeleted,
}: DeleteActionOptions<Row>): DeleteAction<Row> {
  const { run, busy } = useMutationFeedback();
  const [target, setTarget] = useState<Row | null>(null);

  const confirm = async (row: Row) => {
    const outcome = await run(() => remove(row), {
      done: messages.deleted,
      failed: { prefix: messages.deleteFailed },
    });
    setTarget(null);
    if (outcome.ok) await onDeleted?.(row);
  };

  return {
    action: {
      label: '선택 삭제',
      icon: <DeleteIcon />,
      color: 'error',
      needs: 'one',
      writes,
      onClick: ([row]) => row !== undefined && setTarget(row),
    },
    dialog: (
      <ConfirmDialog
        open={target !== null}
        title={title}
        message={target === null ? '' : question(target)}
        confirmLabel="삭제"
        destructive
        busy={busy}
        onConfirm={() => target !== null && void confirm(target)}
        onCancel={() => setTarget(null)}
      />
    ),
  };
}
