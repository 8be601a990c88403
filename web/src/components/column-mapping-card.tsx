// Step 2, 열 연결, of an upload (운송 정보 일괄 등록, 입금 내역 반영): the card with one select per
// field, 원래대로 and 적용, and a warning while a required field has no column. The feature stores
// the mapping (its mutation) and says what 적용 did.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  ColumnMappingFields,
  mappingChanged,
  mappingDraftOf,
  mappingInputOf,
  unmappedRequired,
  type MappedColumn,
  type MappingDraft,
} from './column-mapping';
import { useMutationFeedback } from './use-mutation-feedback';

export interface ColumnMappingCardProps {
  /** The heading's id, which labels the card. */
  titleId: string;
  title: string;
  description: string;
  mapping: readonly MappedColumn[];
  headers: readonly string[];
  /** The fields marked required. */
  required: readonly string[];
  /** What follows while a required field has no column (after "연결할 열을 골라주세요."). */
  missingConsequence: string;
  canWrite: boolean;
  /** Whether the feature's mutation is running; 적용 then shows `applyingLabel`. */
  applying: boolean;
  applyingLabel: string;
  /** Stores the mapping; rejects with the server's error. */
  onApply: (mapping: ReturnType<typeof mappingInputOf>) => Promise<unknown>;
  /** The toast once stored. */
  appliedMessage: string;
  onApplied?: () => void;
  /** The width a select takes at least in the grid. */
  fieldMinWidth: number;
}

export function ColumnMappingCard({
  titleId,
  title,
  description,
  mapping,
  headers,
  required,
  missingConsequence,
  canWrite,
  applying,
  applyingLabel,
  onApply,
  appliedMessage,
  onApplied,
  fieldMinWidth,
}: ColumnMappingCardProps) {
  const { run } = useMutationFeedback();
  const [draft, setDraft] = useState<MappingDraft>(() => mappingDraftOf(mapping));
  const changed = mappingChanged(draft, mapping);
  const missing = unmappedRequired(draft, mapping, required);

  const apply = async () => {
    const outcome = await run(() => onApply(mappingInputOf(draft)), {
      done: appliedMessage,
      failed: { title: '열 연결을 적용하지 못했습니다' },
    });
    if (outcome.ok) onApplied?.();
  };

  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        </Box>
        <Button onClick={() => setDraft(mappingDraftOf(mapping))} disabled={!changed || applying}>
          원래대로
        </Button>
        <Button variant="contained" onClick={() => void apply()} disabled={!canWrite || !changed || applying}>
          {applying ? applyingLabel : '적용'}
        </Button>
      </Box>
      {missing.length > 0 && (
        <Alert severity="warning">{`${missing.join(', ')}: 연결할 열을 골라주세요. ${missingConsequence}`}</Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(auto-fill, minmax(${fieldMinWidth}px, 1fr))`,
          gap: 2,
        }}
      >
        <ColumnMappingFields
          mapping={mapping}
          headers={headers}
          required={required}
          draft={draft}
          onChange={setDraft}
          disabled={!canWrite || applying}
        />
      </Box>
    </Card>
  );
}
