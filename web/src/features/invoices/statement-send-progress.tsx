import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { seoulDateTime } from '@parcel/shared/dates/seoul-date';
import { useId, type Ref } from 'react';
import type { StatementSendBatchProgressFragment as Batch } from '../../gql/graphql';

export const SEND_PROGRESS_LABEL = '전체 발송 진행률';

const count = (value: number) => value.toLocaleString('ko-KR');

/** Sends that ended, one way or another: the share the bar fills. */
export const settledSends = (batch: Batch) => batch.sent + batch.failed + batch.unknown + batch.cancelled;

/** 0 to 100: the settled sends of all it queued. */
export const sendProgressPercent = (batch: Batch) =>
  batch.total === 0 ? 100 : Math.round((settledSends(batch) / batch.total) * 100);

/**
 * Where its sends stand: `발송 12 · 실패 1 · 대기 37 (재시도 대기 2)`, with 발송 중, 결과 불명 and 취소
 * when there are any, and 대기 until it has finished.
 */
export function sendCountsText(batch: Batch): string {
  const waiting =
    batch.retrying > 0
      ? `대기 ${count(batch.waiting)} (재시도 대기 ${count(batch.retrying)})`
      : `대기 ${count(batch.waiting)}`;
  return [
    `발송 ${count(batch.sent)}`,
    `실패 ${count(batch.failed)}`,
    batch.sending > 0 && `발송 중 ${count(batch.sending)}`,
    !batch.finished && waiting,
    batch.unknown > 0 && `결과 불명 ${count(batch.unknown)}`,
    batch.cancelled > 0 && `취소 ${count(batch.cancelled)}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The rows it left out, where there are any: `0원 제외 3 · 이미 발송 제외 12`; '' when none. */
export function sendSkipsText(batch: Batch): string {
  return [
    batch.skippedZero > 0 && `0원 제외 ${count(batch.skippedZero)}`,
    batch.skippedSent > 0 && `이미 발송 제외 ${count(batch.skippedSent)}`,
    batch.skippedQueued > 0 && `발송 대기 중 제외 ${count(batch.skippedQueued)}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The toast when it has finished: `전체 발송을 마쳤습니다: 발송 48, 실패 2` (and 결과 불명, 취소 if any). */
export function sendFinishedText(batch: Batch): string {
  const parts = [
    `발송 ${count(batch.sent)}`,
    `실패 ${count(batch.failed)}`,
    batch.unknown > 0 && `결과 불명 ${count(batch.unknown)}`,
    batch.cancelled > 0 && `취소 ${count(batch.cancelled)}`,
  ];
  return `전체 발송을 마쳤습니다: ${parts.filter(Boolean).join(', ')}`;
}

export interface StatementSendProgressProps {
  batch: Batch;
  /** The panel, for the focus once it has started. */
  ref?: Ref<HTMLElement>;
}

/**
 * A 전체 발송 as it stands: a bar of the sends that ended, the counts by state and the rows left out.
 * A region (named by its heading) that takes the focus once it has started, so the keyboard and a
 * screen reader land on it; each row's own result is in its 발송 상태.
 */
export function StatementSendProgress({ batch, ref }: StatementSendProgressProps) {
  const headingId = useId();
  const percent = sendProgressPercent(batch);
  const skips = sendSkipsText(batch);
  const settled = settledSends(batch);
  return (
    <Paper
      ref={ref}
      component="section"
      variant="outlined"
      tabIndex={-1}
      aria-labelledby={headingId}
      sx={{ p: 1.5, mb: 2, display: 'grid', gap: 0.75, '&:focus-visible': { outlineOffset: 2 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1.5 }}>
        <Typography id={headingId} component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {batch.finished ? '전체 발송 완료' : '전체 발송 중'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {count(settled)} / {count(batch.total)}곳
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
          {batch.requestedByNm} · {seoulDateTime(batch.requestedAt)} 요청
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={batch.failed + batch.unknown > 0 ? 'warning' : 'primary'}
        aria-label={SEND_PROGRESS_LABEL}
        aria-valuetext={`${count(batch.total)}곳 중 ${count(settled)}곳 처리 (${percent}%)`}
      />
      <Typography variant="body2">{sendCountsText(batch)}</Typography>
      {skips && (
        <Typography variant="body2" color="text.secondary">
          {skips}
        </Typography>
      )}
    </Paper>
  );
}
