import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import { downloadFile } from '../lib/download-file';
import { useMutationFeedback } from './use-mutation-feedback';

export const EXPORT_LABEL = '엑셀 다운로드';
export const EXPORT_FAILED = '엑셀 다운로드에 실패했습니다.';

export interface ExportActionProps {
  /** The list's export route, e.g. /api/company/excel. */
  path: string;
  /** The grid's applied filters: the file holds the same rows, every page of them. */
  filters: Readonly<Record<string, string | null>>;
  /** Used when the server names no file. */
  fileName: string;
}

/** The list card's 엑셀 다운로드: a real .xlsx of the filtered list, written by the server. */
export function ExportAction({ path, filters, fileName }: ExportActionProps) {
  const { run, busy } = useMutationFeedback();
  const download = () => {
    const params = Object.fromEntries(
      Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    return run(() => downloadFile(path, params, fileName), { failed: { prefix: EXPORT_FAILED } });
  };
  return (
    <Button startIcon={<FileDownloadIcon />} onClick={() => void download()} disabled={busy}>
      {busy ? '내려받는 중...' : EXPORT_LABEL}
    </Button>
  );
}
