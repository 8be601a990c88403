// 배송 조회: anyone (no sign-in) types or scans a waybill number, or opens /track/<number> from a
// label's QR code, and sees the four steps with their times. Outside the signed-in frame, a lazy
// chunk of its own with MUI's theme; the lookup is plain fetch (tracking-request.ts).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatRangeNumber } from '@parcel/shared/validation/number-range';
import {
  TRACKING_LABELS,
  TRACKING_MESSAGES,
  trackingWaybillSchema,
  type TrackingAnswer,
} from '@parcel/shared/tracking/tracking';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { APP_NAME } from '../../app/shell/page-title';
import { requestTracking, type TrackingResult } from './tracking-request';

export const TRACKING_PAGE_LABELS = {
  title: '배송 조회',
  intro: '운송장 번호를 입력하면 배송 단계를 확인할 수 있습니다.',
  search: '조회',
  searching: '조회 중…',
  course: '배송 코스',
  notReached: '진행 전',
  steps: '배송 단계',
} as const;

/** `2026-11-27T09:12:00+09:00` (Asia/Seoul) → `2026-11-27 09:12`. */
export const stepTime = (occurredAt: string) => `${occurredAt.slice(0, 10)} ${occurredAt.slice(11, 16)}`;

/** A lookup's answer, kept with the number it answers (a newer number shows as loading). */
interface Lookup {
  waybillNo: string;
  result: TrackingResult;
}

export function TrackingPage() {
  const params = useParams<{ waybillNo?: string }>();
  const navigate = useNavigate();
  const [value, setValue] = useState(params.waybillNo ?? '');
  const [fieldError, setFieldError] = useState('');
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const headingId = useId();
  useEffect(() => {
    document.title = `${TRACKING_PAGE_LABELS.title} - ${APP_NAME}`;
  }, []);

  // The number in the address (a QR code's link, or a search made here) is looked up.
  const requested = useMemo(
    () => (params.waybillNo ? trackingWaybillSchema.safeParse({ waybillNo: params.waybillNo }) : null),
    [params.waybillNo],
  );
  const wanted = requested?.success ? requested.data.waybillNo : null;
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    requestTracking(wanted, controller.signal).then(
      (result) => setLookup({ waybillNo: wanted, result }),
      () => undefined, // aborted: a newer lookup replaced it
    );
    return () => controller.abort();
  }, [wanted]);

  const addressError = requested && !requested.success ? (requested.error.issues[0]?.message ?? '') : '';
  const shownError = fieldError || addressError;
  const loading = wanted !== null && lookup?.waybillNo !== wanted;
  const result = wanted !== null && !loading ? lookup?.result : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = trackingWaybillSchema.safeParse({ waybillNo: value });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setFieldError('');
    void navigate(`/track/${parsed.data.waybillNo}`);
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', bgcolor: 'background.default', px: 2, py: { xs: 3, sm: 6 } }}
    >
      <Paper variant="outlined" sx={{ maxWidth: 560, mx: 'auto', p: { xs: 2, sm: 4 } }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
          {TRACKING_PAGE_LABELS.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {TRACKING_PAGE_LABELS.intro}
        </Typography>
        <Box
          component="form"
          role="search"
          onSubmit={submit}
          noValidate
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
        >
          <TextField
            label={TRACKING_LABELS.waybillNo}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={Boolean(shownError)}
            helperText={shownError || ' '}
            autoFocus={!params.waybillNo}
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 40 } }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={loading}
            sx={{ minWidth: 96, height: 56, flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}
          >
            {loading ? TRACKING_PAGE_LABELS.searching : TRACKING_PAGE_LABELS.search}
          </Button>
        </Box>
        <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
          {result && !result.ok && <Alert severity="error">{result.message}</Alert>}
          {result?.ok && !result.answer.found && <Alert severity="info">{TRACKING_MESSAGES.notFound}</Alert>}
          {result?.ok && result.answer.found && (
            <TrackingSteps answer={result.answer} headingId={headingId} />
          )}
        </Box>
      </Paper>
    </Box>
  );
}

function TrackingSteps({ answer, headingId }: { answer: TrackingAnswer; headingId: string }) {
  const reached = answer.steps.filter((step) => step.occurredAt !== null).length;
  const last = answer.steps.reduce((index, step, position) => (step.occurredAt ? position : index), -1);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography component="h2" variant="subtitle1" id={headingId} sx={{ fontWeight: 700 }}>
        {TRACKING_LABELS.waybillNo} {formatRangeNumber(answer.waybillNo)}
      </Typography>
      {answer.deliveryRouteNm && (
        <Typography variant="body2" color="text.secondary">
          {TRACKING_PAGE_LABELS.course}: {answer.deliveryRouteNm}
        </Typography>
      )}
      <Stepper
        orientation="vertical"
        activeStep={Math.min(last + 1, answer.steps.length)}
        aria-label={`${TRACKING_PAGE_LABELS.steps} (${reached}/${answer.steps.length})`}
        component="ol"
        sx={{ mt: 2, pl: 0 }}
      >
        {answer.steps.map((step) => (
          <Step key={step.code} completed={step.occurredAt !== null} component="li">
            <StepLabel
              optional={
                <Typography variant="body2" color="text.secondary" data-step-time={step.code}>
                  {step.occurredAt ? stepTime(step.occurredAt) : TRACKING_PAGE_LABELS.notReached}
                </Typography>
              }
            >
              {step.label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
