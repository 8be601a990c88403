import { useLazyQuery } from '@apollo/client/react';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { formatPhone } from '@parcel/shared/validation';
import { useState, type KeyboardEvent } from 'react';
import { SETTLEMENT_GROUP_SELF_LABEL } from '@parcel/shared/forms/company-form';
import { COMPANY_SEARCH_PLACEHOLDER } from '../company-autocomplete';
import { CompanyName } from '../company-name';
import type { CompanyOption } from '../company-option';
import { koreanGridText } from '../grid-locale';
import { GroupCompanySearchQuery } from './company-form-api';

const COLUMNS: GridColDef<CompanyOption>[] = [
  { field: 'companyId', headerName: '업체 코드', width: 90, sortable: false },
  {
    field: 'companyNm',
    headerName: '상호',
    flex: 1,
    minWidth: 140,
    sortable: false,
    renderCell: ({ row }) => <CompanyName company={row} />,
  },
  {
    field: 'telNo',
    headerName: '전화번호',
    width: 130,
    sortable: false,
    valueFormatter: (value: string | null) => formatPhone(value ?? ''),
  },
  { field: 'address', headerName: '주소', flex: 1.4, minWidth: 160, sortable: false },
];

export interface SettlementGroupDialogProps {
  /** A company found, or the company being edited or registered itself ('self'). */
  onSelect: (company: CompanyOption | 'self') => void;
  onClose: () => void;
}

/**
 * 정산 그룹 업체 검색: the company pickers' search (a name, or the end of a phone), a result table
 * (companies not in use after those in use, marked 사용 중지), 선택 and 취소, and the company itself
 * (자기 자신, a new one too) as the other choice. It is mounted only while open, so closing it resets
 * the search.
 */
export function SettlementGroupDialog({ onSelect, onClose }: SettlementGroupDialogProps) {
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<CompanyOption | null>(null);
  const [search, { data, loading, called }] = useLazyQuery(GroupCompanySearchQuery, {
    fetchPolicy: 'network-only',
  });
  const rows = data?.companySearch ?? [];

  const run = () => {
    const text = name.trim();
    if (!text) return;
    setChosen(null);
    void search({ variables: { name: text } });
  };
  const searchOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    run();
  };
  const choose = (company: CompanyOption | null) => {
    if (company) onSelect(company);
  };

  return (
    <Dialog open fullWidth maxWidth="md" onClose={onClose} aria-labelledby="settlement-group-title">
      <DialogTitle id="settlement-group-title">정산 그룹 업체 검색</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <TextField
            label="업체명"
            placeholder={COMPANY_SEARCH_PLACEHOLDER}
            size="small"
            fullWidth
            autoFocus
            value={name}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={searchOnEnter}
            slotProps={{ htmlInput: { autoComplete: 'off' } }}
          />
          <Button variant="outlined" startIcon={<SearchIcon />} onClick={run} disabled={!name.trim()}>
            검색
          </Button>
        </Box>
        <Box sx={{ height: 360 }}>
          <DataGrid<CompanyOption>
            rows={rows}
            columns={COLUMNS}
            getRowId={(row) => row.companyId}
            loading={loading}
            density="compact"
            hideFooter
            disableColumnMenu
            localeText={koreanGridText(
              called ? '검색 결과가 없습니다.' : '업체명이나 전화번호 끝 4자리를 입력하고 검색하세요.',
            )}
            rowSelectionModel={{ type: 'include', ids: new Set(chosen ? [chosen.companyId] : []) }}
            onRowClick={({ row }) => setChosen(row)}
            onRowDoubleClick={({ row }) => choose(row)}
            onCellKeyDown={({ row }, event) => {
              if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
              // Choosing closes this dialog and gives the focus back to 찾기; without this the same
              // Enter's keypress would press 찾기 and open the search again.
              event.preventDefault();
              choose(row);
            }}
            sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onSelect('self')} sx={{ mr: 'auto' }}>
          {SETTLEMENT_GROUP_SELF_LABEL}
        </Button>
        <Button onClick={onClose}>취소</Button>
        <Button variant="contained" disabled={!chosen} onClick={() => choose(chosen)}>
          선택
        </Button>
      </DialogActions>
    </Dialog>
  );
}
