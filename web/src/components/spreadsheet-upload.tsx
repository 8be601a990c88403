// Uploading a spreadsheet (운송 정보 일괄 등록, 입금 내역 반영): the file chosen or dropped, its
// upload with the bytes sent as a determinate bar, then the server reading it as an indeterminate one.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { UPLOAD_LIMITS, UPLOAD_LIMITS_TEXT, UPLOAD_MESSAGES } from '@parcel/shared/forms/upload-table';
import { useCallback, useRef, useState, type DragEvent, type ReactElement } from 'react';
import { uploadWithSession } from '../lib/upload-file';
import { useNotify } from './use-notify';

export type UploadPhase = { kind: 'idle' } | { kind: 'sending'; percent: number } | { kind: 'reading' };

/** Sends a multipart form to a REST upload route, its phase kept for UploadProgress. */
export function useSpreadsheetUpload() {
  const [phase, setPhase] = useState<UploadPhase>({ kind: 'idle' });
  const upload = useCallback(async <Answer,>(path: string, form: FormData): Promise<Answer> => {
    setPhase({ kind: 'sending', percent: 0 });
    try {
      return await uploadWithSession<Answer>(path, form, {
        onProgress: (sent, total) => setPhase({ kind: 'sending', percent: Math.round((sent / total) * 100) }),
        onSent: () => setPhase({ kind: 'reading' }),
      });
    } finally {
      setPhase({ kind: 'idle' });
    }
  }, []);
  return { phase, busy: phase.kind !== 'idle', upload };
}

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))}KB`
    : `${(bytes / 1024 / 1024).toFixed(1)}MB`;

export interface FileDropZoneProps {
  file: File | null;
  /** A file chosen or dropped (one over the size limit is refused here, with a toast). */
  onFile: (file: File) => void;
  onUpload: () => void;
  /** Whether the caller's role may upload; else the buttons say why in a tooltip. */
  canWrite: boolean;
  deniedMessage: string;
  busy: boolean;
  /** Something else the upload waits for (a bank's name ...). */
  uploadBlocked?: boolean;
}

/** The dashed box a file is dropped on or chosen in, with its name, the limits and 올리기. */
export function FileDropZone({
  file,
  onFile,
  onUpload,
  canWrite,
  deniedMessage,
  busy,
  uploadBlocked = false,
}: FileDropZoneProps) {
  const notify = useNotify();
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const choose = (chosen: File | null | undefined) => {
    if (!chosen) return;
    // Refused here too, so 10 MB are not sent only to hear it; the server checks again.
    if (chosen.size > UPLOAD_LIMITS.maxFileBytes) {
      notify.error(UPLOAD_MESSAGES.fileTooLarge, '파일을 올릴 수 없습니다');
      return;
    }
    onFile(chosen);
    // The same file chosen again (after an upload) must fire a change.
    if (input.current) input.current.value = '';
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (canWrite && !busy) choose(event.dataTransfer.files[0]);
  };

  const denied = (button: ReactElement) =>
    canWrite ? (
      button
    ) : (
      <Tooltip title={deniedMessage} enterDelay={700}>
        <span>{button}</span>
      </Tooltip>
    );

  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: dragging ? 'action.hover' : 'transparent',
        p: 2,
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 2,
      }}
    >
      <input
        ref={input}
        type="file"
        accept=".xlsx,.csv"
        aria-label="올릴 파일"
        hidden
        onChange={(event) => choose(event.target.files?.[0])}
      />
      {denied(
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          onClick={() => input.current?.click()}
          disabled={!canWrite || busy}
        >
          파일 선택
        </Button>,
      )}
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography variant="body2" aria-live="polite">
          {file ? `${file.name} (${sizeText(file.size)})` : '파일을 여기에 끌어 놓거나 파일 선택을 누르세요.'}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {UPLOAD_LIMITS_TEXT}
        </Typography>
      </Box>
      {denied(
        <Button variant="contained" onClick={onUpload} disabled={!canWrite || !file || busy || uploadBlocked}>
          올리기
        </Button>,
      )}
    </Box>
  );
}

/** The upload's progress: the bytes sent, then the server reading (`readingText`). */
export function UploadProgress({ phase, readingText }: { phase: UploadPhase; readingText: string }) {
  if (phase.kind === 'idle') return null;
  return (
    <Box role="status" sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="body2">
        {phase.kind === 'sending' ? `파일을 올리는 중… ${phase.percent}%` : readingText}
      </Typography>
      {phase.kind === 'sending' ? (
        <LinearProgress variant="determinate" value={phase.percent} aria-label="파일 올리기 진행률" />
      ) : (
        <LinearProgress aria-label={readingText} />
      )}
    </Box>
  );
}
