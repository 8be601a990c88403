// 스캔 배송 완료 / 배송 출발: a field that takes waybill numbers one after another (a USB scanner types
// the digits and Enter); the mode above it says what a scan does (배송 완료 by default, or 배송 출발:
// the line leaves for delivery now). Each Enter sends the number, clears the field and keeps the focus, so the next
// label can be read at once; the answers come in a running list, newest first, and a polite live
// region announces each one. Keyboard only, no sound.
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { messageOf } from '../../lib/apollo-client';
import { ScanDeliveryMutation, ScanOutForDeliveryMutation } from './api/arrivals';
import { evictDeliveryLists } from './api/refresh-deliveries';
import { visuallyHidden } from '../../components/visually-hidden';

export const SCAN_LABELS = {
  field: '운송장 번호',
  help: '스캐너로 읽거나 번호를 입력한 뒤 Enter를 누르세요.',
  results: '스캔 결과',
  empty: '아직 스캔한 운송장이 없습니다.',
  pending: '처리 중',
  DELIVERED: '완료',
  UNKNOWN: '없는 번호',
  ALREADY_DELIVERED: '이미 배송 완료',
  OUT_FOR_DELIVERY: '배송 출발',
  ALREADY_OUT: '이미 배송 출발',
  ERROR: '오류',
  mode: '스캔 처리',
  modeDelivered: '배송 완료',
  modeOut: '배송 출발',
} as const;

/** What a scan does: 배송 완료 (scanDelivery) or 배송 출발 (scanOutForDelivery). */
export type ScanMode = 'DELIVER' | 'OUT_FOR_DELIVERY';

type EntryState =
  'pending' | 'DELIVERED' | 'UNKNOWN' | 'ALREADY_DELIVERED' | 'OUT_FOR_DELIVERY' | 'ALREADY_OUT' | 'ERROR';

interface ScanEntry {
  key: number;
  waybillNo: string;
  state: EntryState;
  /** The receiver and goods, or the reason. */
  detail: string;
  transportDate: string | null;
}

// Filled chips with white text: the theme's success and error keep 4.5:1; MUI's warning orange
// does not (3.1:1), so an already delivered number is a neutral chip.
const TONE: Record<EntryState, 'default' | 'success' | 'error'> = {
  pending: 'default',
  DELIVERED: 'success',
  UNKNOWN: 'error',
  ALREADY_DELIVERED: 'default',
  OUT_FOR_DELIVERY: 'success',
  ALREADY_OUT: 'default',
  ERROR: 'error',
};

/** The status as the list and the announcement say it: 완료 / 없는 번호 / 이미 배송 완료 (date). */
export function scanStatusText(state: EntryState, transportDate: string | null): string {
  if (state === 'pending') return SCAN_LABELS.pending;
  if (state === 'ALREADY_DELIVERED' && transportDate)
    return `${SCAN_LABELS.ALREADY_DELIVERED} (${transportDate})`;
  return SCAN_LABELS[state];
}

export interface ScanPanelProps {
  /** Focus the field when shown (the dialog opens on it). */
  autoFocus?: boolean;
}

export function ScanPanel({ autoFocus = true }: ScanPanelProps) {
  const [scanDelivery] = useMutation(ScanDeliveryMutation);
  const [scanOutForDelivery] = useMutation(ScanOutForDeliveryMutation);
  const [mode, setMode] = useState<ScanMode>('DELIVER');
  const [value, setValue] = useState('');
  const [entries, setEntries] = useState<ScanEntry[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const sequence = useRef(0);
  const field = useRef<HTMLInputElement>(null);

  // Focus on the field once shown: after the commit, so a dialog's own first focus (its 닫기
  // button's autoFocus) does not take it away from the scanner's input.
  useEffect(() => {
    if (autoFocus) field.current?.focus();
  }, [autoFocus]);

  const settle = (key: number, change: Partial<ScanEntry>) => {
    setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  };

  const submit = async (waybillNo: string) => {
    const key = ++sequence.current;
    setEntries((current) => [
      { key, waybillNo, state: 'pending', detail: '', transportDate: null },
      ...current,
    ]);
    try {
      if (mode === 'OUT_FOR_DELIVERY') {
        const { data } = await scanOutForDelivery({
          variables: { waybillNo },
          update: (cache, { data: answer }) => {
            if (answer?.scanOutForDelivery.status === 'OUT_FOR_DELIVERY') evictDeliveryLists(cache);
          },
        });
        const result = data?.scanOutForDelivery;
        if (!result) throw new Error(SCAN_LABELS.ERROR);
        settle(key, { state: result.status, detail: '', transportDate: null });
        setAnnouncement(`${waybillNo} ${scanStatusText(result.status, null)}`);
        return;
      }
      const { data } = await scanDelivery({
        variables: { waybillNo },
        update: (cache, { data: answer }) => {
          if (answer?.scanDelivery.status === 'DELIVERED') evictDeliveryLists(cache);
        },
      });
      const result = data?.scanDelivery;
      if (!result) throw new Error(SCAN_LABELS.ERROR);
      const detail = [result.receiverCompanyNm, result.kindNm].filter(Boolean).join(' · ');
      settle(key, { state: result.status, detail, transportDate: result.transportDate ?? null });
      setAnnouncement(`${waybillNo} ${scanStatusText(result.status, result.transportDate ?? null)}`);
    } catch (error) {
      const reason = messageOf(error);
      settle(key, { state: 'ERROR', detail: reason });
      setAnnouncement(`${waybillNo} ${SCAN_LABELS.ERROR}: ${reason}`);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter while composing Hangul only ends the composition.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const waybillNo = value.trim();
    if (!waybillNo) return;
    setValue('');
    void submit(waybillNo);
  };

  const outCount = entries.filter((entry) => entry.state === 'OUT_FOR_DELIVERY').length;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={mode}
        aria-label={SCAN_LABELS.mode}
        onChange={(_event, next: ScanMode | null) => {
          if (next) setMode(next);
          field.current?.focus();
        }}
      >
        <ToggleButton value="DELIVER">{SCAN_LABELS.modeDelivered}</ToggleButton>
        <ToggleButton value="OUT_FOR_DELIVERY">{SCAN_LABELS.modeOut}</ToggleButton>
      </ToggleButtonGroup>
      <TextField
        label={SCAN_LABELS.field}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        helperText={SCAN_LABELS.help}
        inputRef={field}
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 40 } }}
      />
      <Box role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
        {announcement}
      </Box>
      <Box>
        <Typography component="h3" variant="subtitle2" id="scan-results-title" sx={{ fontWeight: 700 }}>
          {SCAN_LABELS.results} ({entries.filter((entry) => entry.state === 'DELIVERED').length}건 완료
          {outCount > 0 && `, ${outCount}건 배송 출발`})
        </Typography>
        {entries.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {SCAN_LABELS.empty}
          </Typography>
        ) : (
          <List dense aria-labelledby="scan-results-title" sx={{ maxHeight: 320, overflow: 'auto' }}>
            {entries.map((entry) => (
              <ListItem key={entry.key} divider sx={{ gap: 1.5, alignItems: 'center' }}>
                <Typography component="span" sx={{ fontFamily: 'monospace', minWidth: 130 }}>
                  {entry.waybillNo}
                </Typography>
                <Chip
                  size="small"
                  color={TONE[entry.state]}
                  variant={entry.state === 'pending' ? 'outlined' : 'filled'}
                  label={scanStatusText(entry.state, entry.transportDate)}
                />
                <Typography component="span" variant="body2" color="text.secondary">
                  {entry.detail}
                </Typography>
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Box>
  );
}
