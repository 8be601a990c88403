// 반영할 청구 선택: the invoice company row a deposit line is to pay: one of the rows offered (the
// candidates, or the suggestions of an unmatched line), or any row of a company searched by name;
// or none (the line is left unapplied).
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { wonText } from '@parcel/shared/money';
import { useId, useState, type FormEvent } from 'react';
import { CompanyAutocomplete } from '../../components/company-autocomplete';
import type { CompanyOption } from '../../components/company-option';
import { useCompanySearch } from '../../lib/company-search';
import { DepositCompanyRowsQuery } from './api/bank-deposits';
import { candidateLabel, choiceOf, rowLabel, type DepositChoice, type DepositLine } from './deposit-view';

export interface DepositChoiceDialogProps {
  line: DepositLine;
  current: DepositChoice | null;
  /** The row chosen, or null: leave the line unapplied. */
  onChoose: (choice: DepositChoice | null) => void;
  onClose: () => void;
}

export function DepositChoiceDialog({ line, current, onChoose, onClose }: DepositChoiceDialogProps) {
  const titleId = useId();
  const searchCompanies = useCompanySearch();
  const [company, setCompany] = useState<CompanyOption | null>(null);
  const [picked, setPicked] = useState<DepositChoice | null>(current);
  const companyRows = useQuery(DepositCompanyRowsQuery, {
    variables: { companyId: company?.companyId ?? 0 },
    skip: company === null,
    fetchPolicy: 'network-only',
  });
  const found = company
    ? (companyRows.data?.receivableInvoiceRows ?? []).map((row) => ({ ...row, companyNm: company.companyNm }))
    : [];
  const offered = [
    ...line.candidates.map((candidate) => ({
      choice: choiceOf(candidate),
      label: candidateLabel(candidate),
    })),
    ...found.map((row) => ({ choice: choiceOf(row), label: `${rowLabel(row)} · ${row.billCompanyNm}` })),
  ];
  // The current choice stays listed when it came from a search this dialog no longer shows.
  if (current && !offered.some(({ choice }) => choice.billHistoryDetailId === current.billHistoryDetailId))
    offered.unshift({ choice: current, label: current.label });
  const offeredIds = new Set<number>();
  const options = offered.filter(({ choice }) => {
    if (offeredIds.has(choice.billHistoryDetailId)) return false;
    offeredIds.add(choice.billHistoryDetailId);
    return true;
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (picked) onChoose(picked);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{`반영할 청구 선택 - ${line.rowNo}행`}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2">
            {`${line.transactedAt.slice(0, 16)} · ${line.depositor || line.summary || '입금자 없음'} · ${wonText(line.amount)}`}
          </Typography>
          <CompanyAutocomplete
            label="다른 업체에서 찾기"
            value={company}
            onChange={setCompany}
            search={searchCompanies}
            helperText="고른 업체의 청구 내역이 아래에 나옵니다. 고른 입금자명은 그 업체로 기억합니다."
          />
          <FormControl>
            <FormLabel id={`${titleId}-rows`}>반영할 청구</FormLabel>
            {options.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
                {company && companyRows.loading
                  ? '청구 내역을 불러오는 중…'
                  : '맞는 청구 내역이 없습니다. 업체를 찾아보세요.'}
              </Typography>
            ) : (
              <RadioGroup
                aria-labelledby={`${titleId}-rows`}
                value={picked ? String(picked.billHistoryDetailId) : ''}
                onChange={(event) =>
                  setPicked(
                    options.find(({ choice }) => String(choice.billHistoryDetailId) === event.target.value)
                      ?.choice ?? null,
                  )
                }
              >
                {options.map(({ choice, label }) => (
                  <FormControlLabel
                    key={choice.billHistoryDetailId}
                    value={String(choice.billHistoryDetailId)}
                    control={<Radio />}
                    label={label}
                  />
                ))}
              </RadioGroup>
            )}
          </FormControl>
        </DialogContent>
        <DialogActions>
          <Box sx={{ flex: 1 }}>
            <Button onClick={() => onChoose(null)} color="inherit">
              반영 안 함
            </Button>
          </Box>
          <Button onClick={onClose}>취소</Button>
          <Button type="submit" variant="contained" disabled={!picked}>
            선택
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
