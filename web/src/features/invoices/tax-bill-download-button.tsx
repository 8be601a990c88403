import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import { useMutationFeedback } from '../../components/use-mutation-feedback';
import { downloadPostedFile } from '../../lib/download-file';

export const TAX_BILL_DOWNLOAD_PATH = '/api/bill-print/download';
export const TAX_BILL_DOWNLOAD_LABEL = '세금계산서 다운로드';
export const TAX_BILL_DOWNLOAD_FAILED = '세금계산서 다운로드에 실패했습니다.';

export interface TaxBillDownloadButtonProps {
  invoice: { billCompanyId: number; billCompanyNm: string; year: number; month: number; billCd: string };
}

/** The name to save under when the server names none: its own pattern, 세금계산서_공급자_2026-11_30일.zip. */
export const taxBillFallbackName = ({
  billCompanyNm,
  year,
  month,
  billCd,
}: TaxBillDownloadButtonProps['invoice']) =>
  `세금계산서_${billCompanyNm}_${year}-${String(month).padStart(2, '0')}_${billCd}일.zip`;

/**
 * 세금계산서 다운로드: the invoice's tax-bill zip (Hometax bulk-issue spreadsheets and each company's
 * statement), written by the server and saved under the name it gives.
 */
export function TaxBillDownloadButton({ invoice }: TaxBillDownloadButtonProps) {
  const { run, busy } = useMutationFeedback();
  const download = () => {
    const { billCompanyId, year, month, billCd } = invoice;
    return run(
      () =>
        downloadPostedFile(
          TAX_BILL_DOWNLOAD_PATH,
          { billCompanyId, year, month, billCd },
          taxBillFallbackName(invoice),
        ),
      // The spec only logged this failure; the user is told, with the server's reason.
      { failed: { prefix: TAX_BILL_DOWNLOAD_FAILED } },
    );
  };
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadIcon />}
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy}
    >
      {busy ? '내려받는 중...' : TAX_BILL_DOWNLOAD_LABEL}
    </Button>
  );
}
