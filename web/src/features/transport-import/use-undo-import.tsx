import { useMutation } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useMutationFeedback } from '../../components/use-mutation-feedback';
import type { TransportImportHeadFragment } from '../../gql/graphql';
import { UndoTransportImportMutation } from './api/transport-import';

export const UNDO_TITLE = '일괄 등록 되돌리기';

export interface UndoImport {
  /** Asks to undo this import (the confirmation opens). */
  ask: (target: TransportImportHeadFragment) => void;
  /** The confirmation: render it. */
  dialog: ReactNode;
}

/** 되돌리기: a confirmation naming what is deleted, the undo, its toasts; the dialog stays busy until it ends. */
export function useUndoImport(onUndone: () => void): UndoImport {
  const { run } = useMutationFeedback();
  const [target, setTarget] = useState<TransportImportHeadFragment | null>(null);
  const [undo, { loading }] = useMutation(UndoTransportImportMutation);

  const confirm = async (chosen: TransportImportHeadFragment) => {
    const outcome = await run(() => undo({ variables: { id: chosen.id } }), {
      done: `일괄 등록을 되돌렸습니다. 운송 정보 ${(chosen.transportCount ?? 0).toLocaleString('ko-KR')}건을 삭제했습니다.`,
      failed: { title: '되돌리지 못했습니다' },
    });
    setTarget(null);
    if (outcome.ok) onUndone();
  };

  return {
    ask: setTarget,
    dialog: (
      <ConfirmDialog
        open={target !== null}
        title={UNDO_TITLE}
        message={
          target
            ? `${target.fileName}로 등록한 운송 정보 ${(target.transportCount ?? 0).toLocaleString('ko-KR')}건을 삭제합니다. 되돌리시겠습니까?`
            : ''
        }
        confirmLabel="되돌리기"
        destructive
        busy={loading}
        onConfirm={() => target && void confirm(target)}
        onCancel={() => setTarget(null)}
      />
    ),
  };
}
