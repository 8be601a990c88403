// Step 1, 파일 올리기: the bank (typed, or chosen among those with a remembered mapping and the common
// ones) and its transaction export, uploaded with its progress; the server answers the preview.
import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { WRITE_DENIED_MESSAGE } from '@parcel/shared/access';
import { BANK_DEPOSIT_LABELS, BANK_NM_MAX } from '@parcel/shared/forms/bank-deposit';
import { useMemo, useState } from 'react';
import { FileDropZone, UploadProgress, useSpreadsheetUpload } from '../../components/spreadsheet-upload';
import { useMutationFeedback } from '../../components/use-mutation-feedback';
import { BankNamesQuery } from './api/bank-deposits';

export const UPLOAD_PATH = '/api/bank-deposits';
export const READING_TEXT = '파일을 읽고 입금을 청구 내역과 맞추는 중…';

/** Offered besides the banks already used: the banks a Korean office most often banks with. */
const COMMON_BANKS = [
  '국민은행',
  '신한은행',
  '우리은행',
  '하나은행',
  '농협은행',
  '기업은행',
  'iM뱅크',
  '부산은행',
  '경남은행',
  '카카오뱅크',
  '토스뱅크',
  '새마을금고',
  '우체국',
];

export interface BankUploadCardProps {
  canWrite: boolean;
  onUploaded: (uploadId: number) => void;
}

export function BankUploadCard({ canWrite, onUploaded }: BankUploadCardProps) {
  const { run } = useMutationFeedback();
  const banks = useQuery(BankNamesQuery);
  const [bankNm, setBankNm] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const { phase, busy, upload: send } = useSpreadsheetUpload();
  const options = useMemo(
    () => [...new Set([...(banks.data?.bankNames ?? []), ...COMMON_BANKS])],
    [banks.data],
  );
  const bank = bankNm.trim();

  const upload = async () => {
    if (!file || !bank || busy) return;
    const form = new FormData();
    form.append('bankNm', bank);
    form.append('file', file, file.name);
    const outcome = await run(
      () => send<{ id: number; depositCount: number; matchedCount: number }>(UPLOAD_PATH, form),
      {
        done: (preview) =>
          `입금 ${preview.depositCount.toLocaleString('ko-KR')}건을 읽었습니다. 일치: ${preview.matchedCount.toLocaleString('ko-KR')}건`,
        failed: { title: '파일을 올리지 못했습니다' },
      },
    );
    if (!outcome.ok) return;
    setFile(null);
    void banks.refetch();
    onUploaded(outcome.answer.id);
  };

  return (
    <Card component="section" aria-labelledby="deposit-upload-title" sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Box>
        <Typography id="deposit-upload-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          1. 파일 올리기
        </Typography>
        <Typography variant="body2" color="text.secondary">
          인터넷뱅킹에서 내려받은 거래내역(엑셀 또는 CSV)을 올리세요. 열 연결은 은행마다 기억합니다.
        </Typography>
      </Box>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(200px, 260px) 1fr' }, gap: 2 }}
      >
        <Autocomplete
          freeSolo
          options={options}
          inputValue={bankNm}
          onInputChange={(_event, value) => setBankNm(value.slice(0, BANK_NM_MAX))}
          disabled={!canWrite || busy}
          renderInput={(params) => (
            <TextField
              {...params}
              label={BANK_DEPOSIT_LABELS.bankNm}
              required
              helperText="목록에서 고르거나 직접 적으세요"
            />
          )}
        />
        <FileDropZone
          file={file}
          onFile={setFile}
          onUpload={() => void upload()}
          canWrite={canWrite}
          deniedMessage={WRITE_DENIED_MESSAGE.settlement}
          busy={busy}
          uploadBlocked={!bank}
        />
      </Box>
      <UploadProgress phase={phase} readingText={READING_TEXT} />
    </Card>
  );
}
