// Step 2, 열 연결: which column of the file fills each import field, the proposal (or the mapping
// remembered for the sender company) preselected; 적용 stores it and every row is checked again.
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { REQUIRED_IMPORT_FIELDS } from '@parcel/shared/forms/transport-import';
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
import type { TransportImportHeadFragment } from '../../gql/graphql';
import { messageOf } from '../../lib/apollo-client';
import { SetTransportImportMappingMutation } from './api/transport-import';

export interface ColumnMappingCardProps {
  head: TransportImportHeadFragment;
  canWrite: boolean;
  /** After the rows were checked again under the new mapping. */
  onApplied: () => void;
}

export function ColumnMappingCard({ head, canWrite, onApplied }: ColumnMappingCardProps) {
  const notify = useNotify();
  const [draft, setDraft] = useState<MappingDraft>(() => mappingDraftOf(head.mapping));
  const [setMapping, { loading }] = useMutation(SetTransportImportMappingMutation);
  const changed = mappingChanged(draft, head.mapping);
  const missing = unmappedRequired(draft, head.mapping, REQUIRED_IMPORT_FIELDS);

  const apply = async () => {
    try {
      await setMapping({ variables: { id: head.id, mapping: mappingInputOf(draft) } });
      notify.success('열 연결을 적용하고 모든 행을 다시 검사했습니다.');
      onApplied();
    } catch (error) {
      notify.error(messageOf(error), '열 연결을 적용하지 못했습니다');
    }
  };

  return (
    <Card component="section" aria-labelledby="import-mapping-title" sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <Typography id="import-mapping-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            2. 열 연결
          </Typography>
          <Typography variant="body2" color="text.secondary">
            항목마다 파일의 어느 열을 읽을지 고르세요. 보내는 업체를 고른 경우 그 업체의 연결로 기억합니다.
          </Typography>
        </Box>
        <Button onClick={() => setDraft(mappingDraftOf(head.mapping))} disabled={!changed || loading}>
          원래대로
        </Button>
        <Button variant="contained" onClick={() => void apply()} disabled={!canWrite || !changed || loading}>
          {loading ? '검사하는 중…' : '적용'}
        </Button>
      </Box>
      {missing.length > 0 && (
        <Alert severity="warning">{`${missing.join(', ')}: 연결할 열을 골라주세요. 없으면 모든 행이 문제가 됩니다.`}</Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
          gap: 2,
        }}
      >
        <ColumnMappingFields
          mapping={head.mapping}
          headers={head.headers}
          required={REQUIRED_IMPORT_FIELDS}
          draft={draft}
          onChange={setDraft}
          disabled={!canWrite || loading}
        />
      </Box>
    </Card>
  );
}
