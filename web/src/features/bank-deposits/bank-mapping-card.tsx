// Step 2, 열 연결: which column of the bank's file fills each field, the proposal (or the bank's
// remembered mapping) preselected; 적용 stores it, remembers it for the bank, and reads the lines again.
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { REQUIRED_BANK_FILE_FIELDS } from '@parcel/shared/forms/bank-deposit';
import { useState } from 'react';
import {
  ColumnMappingFields,
  mappingChanged,
  mappingDraftOf,
  mappingInputOf,
  unmappedRequired,
  type MappingDraft,
} from '../../components/column-mapping';
import { useNotify } from '../../components/use-notify';
import type { BankDepositUploadFieldsFragment } from '../../gql/graphql';
import { messageOf } from '../../lib/apollo-client';
import { SetBankDepositMappingMutation } from './api/bank-deposits';

export interface BankMappingCardProps {
  upload: BankDepositUploadFieldsFragment;
  canWrite: boolean;
}

export function BankMappingCard({ upload, canWrite }: BankMappingCardProps) {
  const notify = useNotify();
  const [draft, setDraft] = useState<MappingDraft>(() => mappingDraftOf(upload.mapping));
  const [setMapping, { loading }] = useMutation(SetBankDepositMappingMutation);
  const changed = mappingChanged(draft, upload.mapping);
  const missing = unmappedRequired(draft, upload.mapping, REQUIRED_BANK_FILE_FIELDS);

  const apply = async () => {
    try {
      await setMapping({ variables: { id: upload.id, mapping: mappingInputOf(draft) } });
      notify.success(`열 연결을 적용했습니다. ${upload.bankNm}의 다음 파일에도 씁니다.`);
    } catch (error) {
      notify.error(messageOf(error), '열 연결을 적용하지 못했습니다');
    }
  };

  return (
    <Card component="section" aria-labelledby="deposit-mapping-title" sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <Typography id="deposit-mapping-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            2. 열 연결 ({upload.bankNm})
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`${upload.fileName}: 항목마다 파일의 어느 열을 읽을지 고르세요.`}
          </Typography>
        </Box>
        <Button onClick={() => setDraft(mappingDraftOf(upload.mapping))} disabled={!changed || loading}>
          원래대로
        </Button>
        <Button variant="contained" onClick={() => void apply()} disabled={!canWrite || !changed || loading}>
          {loading ? '읽는 중…' : '적용'}
        </Button>
      </Box>
      {missing.length > 0 && (
        <Alert severity="warning">{`${missing.join(', ')}: 연결할 열을 골라주세요. 없으면 입금을 읽을 수 없습니다.`}</Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 2 }}>
        <ColumnMappingFields
          mapping={upload.mapping}
          headers={upload.headers}
          required={REQUIRED_BANK_FILE_FIELDS}
          draft={draft}
          onChange={setDraft}
          disabled={!canWrite || loading}
        />
      </Box>
    </Card>
  );
}
