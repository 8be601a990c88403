// Step 4, 결과: what the commit registered, where to find it, and 되돌리기 while it is allowed.
import UndoIcon from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { WRITE_DENIED_MESSAGE } from '@parcel/shared/access';
import { seoulDateTime } from '@parcel/shared/dates/seoul-date';
import { Link as RouterLink } from 'react-router-dom';
import type { TransportImportHeadFragment } from '../../gql/graphql';
import { shipmentsLinkOf } from './import-view';

/** Why 되돌리기 is unavailable for a committed import. */
export const UNDO_RULE = '일괄 등록은 등록한 날, 배송 처리되거나 청구된 물품이 없을 때만 되돌릴 수 있습니다.';

export interface ImportResultProps {
  head: TransportImportHeadFragment;
  canWrite: boolean;
  onUndo: (head: TransportImportHeadFragment) => void;
  /** Back to step 1 for the next file. */
  onNewFile: () => void;
}

export function ImportResult({ head, canWrite, onUndo, onNewFile }: ImportResultProps) {
  const count = (head.transportCount ?? 0).toLocaleString('ko-KR');
  const committed = head.status === 'COMMITTED';
  const undoButton = (
    <Button
      variant="outlined"
      color="error"
      startIcon={<UndoIcon />}
      onClick={() => onUndo(head)}
      disabled={!canWrite || !head.canUndo}
    >
      되돌리기
    </Button>
  );
  return (
    <Card component="section" aria-labelledby="import-result-title" sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography id="import-result-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        4. 결과
      </Typography>
      {committed ? (
        <Alert severity="success">{`${count}건의 운송 정보를 등록했습니다.`}</Alert>
      ) : (
        <Alert severity="info">{`되돌린 일괄 등록입니다. 운송 정보 ${count}건을 삭제했습니다.`}</Alert>
      )}
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          gap: 0.5,
          columnGap: 2,
          typography: 'body2',
        }}
      >
        <dt>파일</dt>
        <dd style={{ margin: 0 }}>{head.fileName}</dd>
        <dt>행 수</dt>
        <dd style={{ margin: 0 }}>{head.rowCount.toLocaleString('ko-KR')}</dd>
        <dt>등록 시각</dt>
        <dd style={{ margin: 0 }}>{head.committedAt ? seoulDateTime(head.committedAt) : '-'}</dd>
        {head.undoneAt && (
          <>
            <dt>되돌린 시각</dt>
            <dd style={{ margin: 0 }}>{seoulDateTime(head.undoneAt)}</dd>
          </>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        {committed && (
          <Link component={RouterLink} to={shipmentsLinkOf(head.receptionDates)}>
            운송 정보 목록에서 보기
          </Link>
        )}
        {committed &&
          (canWrite ? (
            undoButton
          ) : (
            <Tooltip title={WRITE_DENIED_MESSAGE.transports} enterDelay={700}>
              <span>{undoButton}</span>
            </Tooltip>
          ))}
        <Button onClick={onNewFile}>새 파일 올리기</Button>
      </Box>
      {committed && !head.canUndo && (
        <Typography variant="body2" color="text.secondary">
          {UNDO_RULE}
        </Typography>
      )}
    </Card>
  );
}
