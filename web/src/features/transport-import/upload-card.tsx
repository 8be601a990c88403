// Step 1, 파일 올리기: the template, the sender company for rows without one, the file (chosen or
// dropped) and its upload: the bytes sent as a determinate bar, then the server reading and checking.
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { WRITE_DENIED_MESSAGE } from '@parcel/shared/access';
import { useState } from 'react';
import { CompanyAutocomplete } from '../../components/company-autocomplete';
import type { CompanyOption } from '../../components/company-option';
import { FileDropZone, UploadProgress, useSpreadsheetUpload } from '../../components/spreadsheet-upload';
import { useMutationFeedback } from '../../components/use-mutation-feedback';
import { useCompanySearch } from '../../lib/company-search';
import { downloadFile } from '../../lib/download-file';

export const TEMPLATE_PATH = '/api/transport/import/template';
export const UPLOAD_PATH = '/api/transport/import';
export const READING_TEXT = '파일을 읽고 검사하는 중…';

export interface UploadCardProps {
  canWrite: boolean;
  /** The preview the server made of the file. */
  onUploaded: (importId: number) => void;
}

export function UploadCard({ canWrite, onUploaded }: UploadCardProps) {
  const { run } = useMutationFeedback();
  const templateDownload = useMutationFeedback();
  const searchCompanies = useCompanySearch();
  const [sender, setSender] = useState<CompanyOption | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const { phase, busy, upload: send } = useSpreadsheetUpload();

  const upload = async () => {
    if (!file || busy) return;
    const form = new FormData();
    if (sender) form.append('senderCompanyId', String(sender.companyId));
    form.append('file', file, file.name);
    const outcome = await run(
      () => send<{ id: number; rowCount: number; problemRowCount: number }>(UPLOAD_PATH, form),
      {
        done: (preview) =>
          `${preview.rowCount.toLocaleString('ko-KR')}행을 읽었습니다. 문제 있는 행: ${preview.problemRowCount.toLocaleString('ko-KR')}행`,
        failed: { title: '파일을 올리지 못했습니다' },
      },
    );
    if (!outcome.ok) return;
    setFile(null);
    onUploaded(outcome.answer.id);
  };

  const downloadTemplate = () =>
    templateDownload.run(() => downloadFile(TEMPLATE_PATH, {}, '운송정보_일괄등록_양식.xlsx'), {
      failed: { title: '양식을 내려받지 못했습니다' },
    });

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
          disabled={templateDownload.busy}
        >
          {templateDownload.busy ? '내려받는 중...' : '엑셀 양식 다운로드'}
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
        <FileDropZone
          file={file}
          onFile={setFile}
          onUpload={() => void upload()}
          canWrite={canWrite}
          deniedMessage={WRITE_DENIED_MESSAGE.transports}
          busy={busy}
        />
      </Box>
      <UploadProgress phase={phase} readingText={READING_TEXT} />
    </Card>
  );
}
