// Step 1, 파일 올리기: the template, the sender company for rows without one, the file (chosen or
// dropped) and its upload: the bytes sent as a determinate bar, then the server reading and checking.
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { WRITE_DENIED_MESSAGE } from '@parcel/shared/access';
import { IMPORT_LIMITS, TRANSPORT_IMPORT_MESSAGES } from '@parcel/shared/forms/transport-import';
import { useRef, useState, type DragEvent, type ReactElement } from 'react';
import { CompanyAutocomplete } from '../../components/company-autocomplete';
import type { CompanyOption } from '../../components/company-option';
import { useNotify } from '../../components/use-notify';
import { useCompanySearch } from '../../lib/company-search';
import { downloadFile } from '../../lib/download-file';
import { uploadWithSession } from '../../lib/upload-file';
import { IMPORT_LIMITS_TEXT } from './import-view';

export const TEMPLATE_PATH = '/api/transport/import/template';
export const UPLOAD_PATH = '/api/transport/import';
export const READING_TEXT = '파일을 읽고 검사하는 중…';

type Phase = { kind: 'idle' } | { kind: 'sending'; percent: number } | { kind: 'reading' };

export interface UploadCardProps {
  canWrite: boolean;
  /** The preview the server made of the file. */
  onUploaded: (importId: number) => void;
}

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))}KB`
    : `${(bytes / 1024 / 1024).toFixed(1)}MB`;

export function UploadCard({ canWrite, onUploaded }: UploadCardProps) {
  const notify = useNotify();
  const searchCompanies = useCompanySearch();
  const [sender, setSender] = useState<CompanyOption | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const busy = phase.kind !== 'idle';

  const choose = (chosen: File | null | undefined) => {
    if (!chosen) return;
    // Refused here too, so 10 MB are not sent only to hear it; the server checks again.
    if (chosen.size > IMPORT_LIMITS.maxFileBytes) {
      notify.error(TRANSPORT_IMPORT_MESSAGES.fileTooLarge, '파일을 올릴 수 없습니다');
      return;
    }
    setFile(chosen);
  };

  const upload = async () => {
    if (!file || busy) return;
    setPhase({ kind: 'sending', percent: 0 });
    const form = new FormData();
    if (sender) form.append('senderCompanyId', String(sender.companyId));
    form.append('file', file, file.name);
    try {
      const preview = await uploadWithSession<{ id: number; rowCount: number; problemRowCount: number }>(
        UPLOAD_PATH,
        form,
        {
          onProgress: (sent, total) =>
            setPhase({ kind: 'sending', percent: Math.round((sent / total) * 100) }),
          onSent: () => setPhase({ kind: 'reading' }),
        },
      );
      notify.success(
        `${preview.rowCount.toLocaleString('ko-KR')}행을 읽었습니다. 문제 있는 행: ${preview.problemRowCount.toLocaleString('ko-KR')}행`,
      );
      setFile(null);
      if (input.current) input.current.value = '';
      onUploaded(preview.id);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error), '파일을 올리지 못했습니다');
    } finally {
      setPhase({ kind: 'idle' });
    }
  };

  const downloadTemplate = async () => {
    setDownloading(true);
    try {
      await downloadFile(TEMPLATE_PATH, {}, '운송정보_일괄등록_양식.xlsx');
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error), '양식을 내려받지 못했습니다');
    } finally {
      setDownloading(false);
    }
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
      <Tooltip title={WRITE_DENIED_MESSAGE.transports} enterDelay={700}>
        <span>{button}</span>
      </Tooltip>
    );

  return (
    <Card component="section" aria-labelledby="import-upload-title" sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography
          id="import-upload-title"
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 700, flex: 1 }}
        >
          1. 파일 올리기
        </Typography>
        <Button
          startIcon={<FileDownloadIcon />}
          onClick={() => void downloadTemplate()}
          disabled={downloading}
        >
          {downloading ? '내려받는 중...' : '엑셀 양식 다운로드'}
        </Button>
      </Box>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 320px) 1fr' }, gap: 2 }}
      >
        <CompanyAutocomplete
          label="보내는 업체"
          value={sender}
          onChange={setSender}
          search={searchCompanies}
          disabled={!canWrite || busy}
          helperText="보내는사람 열이 없거나 비어 있는 행의 보내는 업체"
        />
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
              {file
                ? `${file.name} (${sizeText(file.size)})`
                : '파일을 여기에 끌어 놓거나 파일 선택을 누르세요.'}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {IMPORT_LIMITS_TEXT}
            </Typography>
          </Box>
          {denied(
            <Button variant="contained" onClick={() => void upload()} disabled={!canWrite || !file || busy}>
              올리기
            </Button>,
          )}
        </Box>
      </Box>
      {busy && (
        <Box role="status" sx={{ display: 'grid', gap: 0.5 }}>
          <Typography variant="body2">
            {phase.kind === 'sending' ? `파일을 올리는 중… ${phase.percent}%` : READING_TEXT}
          </Typography>
          {phase.kind === 'sending' ? (
            <LinearProgress variant="determinate" value={phase.percent} aria-label="파일 올리기 진행률" />
          ) : (
            <LinearProgress aria-label={READING_TEXT} />
          )}
        </Box>
      )}
    </Card>
  );
}
