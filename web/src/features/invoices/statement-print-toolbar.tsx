import CloseIcon from '@mui/icons-material/Close';
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';

/** 인쇄 and 닫기 above the sheet; print CSS hides them. */
export function PrintToolbar() {
  return (
    <div className="statement-print__toolbar">
      <Button variant="outlined" startIcon={<CloseIcon />} onClick={() => window.close()}>
        닫기
      </Button>
      <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
        인쇄
      </Button>
    </div>
  );
}
