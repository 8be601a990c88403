// 배송 처리 (/transport/arrivals-editor/{shipmentId}): the delivery facts of one goods line
// (docs/decisions.md#delivery-record-screen): delivery manager, completion date (empty = not
// delivered), delivery code, pickup check and memo, checked by the shared schema here and again by
// the server. A line changed by someone else since it was loaded is refused (409); the screen then
// offers to load it again.
import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { mayWrite, WRITE_DENIED_MESSAGE } from '@parcel/shared/access';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import {
  DELIVERY_CODE_TYPE,
  DELIVERY_RECORD_FIELD_LABELS as LABELS,
  deliveryRecordSchema,
  type DeliveryRecordValues,
} from '@parcel/shared/forms/delivery-record-form';
import { formatPhone } from '@parcel/shared/validation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../app/session/session-provider';
import { CheckboxInput, DateInput, SelectInput, TextInput } from '../../components/form-fields';
import { PageHeader } from '../../components/page-header';
import { schemaResolver, useFirstErrorToast } from '../../components/schema-form';
import { useMutationFeedback } from '../../components/use-mutation-feedback';
import type { ArrivalQuery as ArrivalData } from '../../gql/graphql';
import { messageOf } from '../../lib/apollo-client';
import { useCodeList } from '../../lib/code-list';
import { ArrivalQuery, RecordDeliveryMutation } from './api/arrivals';
import { evictDeliveryLists } from './api/refresh-deliveries';

export const ARRIVAL_EDITOR_TEXT = {
  title: '배송 처리',
  saved: '배송 정보가 저장되었습니다.',
  saveFailed: '배송 정보 저장에 실패했습니다.',
  notFound: '물품 정보를 찾을 수 없습니다.',
  conflict: '다른 사용자가 먼저 이 물품의 배송 정보를 수정했습니다. 다시 불러온 뒤 수정해주세요.',
  reload: '다시 불러오기',
  back: '목록으로',
  save: '저장',
  saving: '저장 중...',
  today: '오늘 배송 완료',
  undo: '미배송으로 되돌리기',
  dateHelp: '비워 두면 미배송으로 기록됩니다.',
} as const;

type Line = ArrivalData['arrival'];

const isConflict = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.code === 'CONFLICT');

/** The editor's route: loads the line, then the form for that version. */
export function ArrivalEditorPage() {
  const { id } = useParams();
  const shipmentId = Number(id);
  const valid = Number.isSafeInteger(shipmentId) && shipmentId > 0;
  const location = useLocation();
  const navigate = useNavigate();
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  const backToList = () => void navigate(`/transport/arrivals${listSearch}`);
  const { data, loading, error, refetch } = useQuery(ArrivalQuery, {
    variables: { shipmentId },
    skip: !valid,
    fetchPolicy: 'network-only',
  });
  const line = data?.arrival;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader
        title={ARRIVAL_EDITOR_TEXT.title}
        breadcrumbs={[
          { label: '택배' },
          { label: '도착 물품', to: `/transport/arrivals${listSearch}` },
          { label: ARRIVAL_EDITOR_TEXT.title },
        ]}
        actions={
          <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={backToList}>
            {ARRIVAL_EDITOR_TEXT.back}
          </Button>
        }
      />
      {loading && !line ? (
        <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 4 }}>
          <CircularProgress size={24} aria-label="불러오는 중..." />
          <Typography color="text.secondary">불러오는 중...</Typography>
        </Box>
      ) : !line ? (
        <Alert severity="error">{error && valid ? messageOf(error) : ARRIVAL_EDITOR_TEXT.notFound}</Alert>
      ) : (
        <>
          <LineSummary line={line} />
          <DeliveryRecordForm
            key={`${line.shipmentId}:${line.version}`}
            line={line}
            onSaved={backToList}
            onReload={async () => {
              await refetch();
            }}
          />
        </>
      )}
    </Box>
  );
}

function LineSummary({ line }: { line: Line }) {
  const facts: [string, string][] = [
    ['운송장 번호', line.waybillNo ?? '-'],
    ['접수일', line.requstDt],
    ['받는 곳', line.receiverCompanyNm],
    ['받는 곳 전화번호', formatPhone(line.receiverTelNo ?? '') || '-'],
    ['받는 곳 주소', line.receiverAddress ?? '-'],
    ['배송 코스', line.deliveryRouteNm ?? '-'],
    ['품목 / 수량', `${line.kindNm} / ${line.receiverQty}`],
    ['보내는 곳', line.senderCompanyNm],
  ];
  return (
    <Card component="section" aria-labelledby="arrival-line-title">
      <CardContent>
        <Typography
          id="arrival-line-title"
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 700, mb: 1 }}
        >
          물품 정보
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'max-content 1fr', md: 'repeat(2, max-content 1fr)' },
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0 },
          }}
        >
          {facts.map(([term, value]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

interface DeliveryRecordFormProps {
  line: Line;
  onSaved: () => void;
  onReload: () => Promise<void>;
}

function DeliveryRecordForm({ line, onSaved, onReload }: DeliveryRecordFormProps) {
  const { auth } = useSession();
  const { run } = useMutationFeedback();
  const showFirstError = useFirstErrorToast();
  const codes = useCodeList(DELIVERY_CODE_TYPE);
  const [recordDelivery, { loading: saving }] = useMutation(RecordDeliveryMutation);
  const [conflict, setConflict] = useState(false);
  const writable = mayWrite(auth.role, 'deliveries');
  const busy = saving || !writable;
  const { control, handleSubmit, setValue, getValues } = useForm<DeliveryRecordValues>({
    defaultValues: {
      transportManager: line.transportManager ?? '',
      transportDate: line.transportDate ?? '',
      transportCode: line.transportCode ?? '',
      pickupCheck: line.pickupCheck,
      memo: line.memo ?? '',
    },
    resolver: schemaResolver(deliveryRecordSchema),
  });

  const save = async (values: DeliveryRecordValues) => {
    setConflict(false);
    const outcome = await run(
      () =>
        recordDelivery({
          variables: {
            input: {
              shipmentId: line.shipmentId,
              version: line.version,
              transportManager: values.transportManager ?? null,
              transportDate: values.transportDate ?? null,
              transportCode: values.transportCode ?? null,
              pickupCheck: values.pickupCheck === 'Y' ? 'Y' : 'N',
              memo: values.memo ?? null,
            },
          },
          update: (cache) => evictDeliveryLists(cache),
        }),
      {
        done: ARRIVAL_EDITOR_TEXT.saved,
        failed: { prefix: ARRIVAL_EDITOR_TEXT.saveFailed },
        silentWhen: isConflict,
      },
    );
    if (outcome.ok) onSaved();
    else if (isConflict(outcome.error)) setConflict(true);
  };

  const deliveredToday = () => {
    setValue('transportDate', seoulToday(), { shouldDirty: true });
    if (!getValues('transportManager') && auth.name)
      setValue('transportManager', auth.name, { shouldDirty: true });
  };
  const undo = () => {
    setValue('transportDate', '', { shouldDirty: true });
    setValue('transportManager', '', { shouldDirty: true });
    setValue('transportCode', '', { shouldDirty: true });
  };

  return (
    <Card component="section" aria-labelledby="delivery-record-title">
      <CardContent>
        <Box
          component="form"
          noValidate
          onSubmit={handleSubmit(save, showFirstError)}
          sx={{ display: 'grid', gap: 2, maxWidth: 640 }}
        >
          <Typography id="delivery-record-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            배송 정보
          </Typography>
          {conflict && (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={() => void onReload()}>
                  {ARRIVAL_EDITOR_TEXT.reload}
                </Button>
              }
            >
              {ARRIVAL_EDITOR_TEXT.conflict}
            </Alert>
          )}
          {!writable && <Alert severity="info">{WRITE_DENIED_MESSAGE.deliveries}</Alert>}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" size="small" onClick={deliveredToday} disabled={busy}>
              {ARRIVAL_EDITOR_TEXT.today}
            </Button>
            <Button variant="outlined" size="small" color="inherit" onClick={undo} disabled={busy}>
              {ARRIVAL_EDITOR_TEXT.undo}
            </Button>
          </Box>
          <TextInput
            control={control}
            name="transportManager"
            label={LABELS.transportManager}
            disabled={busy}
          />
          <DateInput
            control={control}
            name="transportDate"
            label={LABELS.transportDate}
            disabled={busy}
            helperText={ARRIVAL_EDITOR_TEXT.dateHelp}
          />
          <SelectInput
            control={control}
            name="transportCode"
            label={LABELS.transportCode}
            options={codes.options}
            emptyLabel="선택하세요"
            disabled={busy}
          />
          <CheckboxInput control={control} name="pickupCheck" label={LABELS.pickupCheck} disabled={busy} />
          <TextInput control={control} name="memo" label={LABELS.memo} multiline disabled={busy} />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={busy}>
              {saving ? ARRIVAL_EDITOR_TEXT.saving : ARRIVAL_EDITOR_TEXT.save}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
