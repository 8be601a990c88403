// 운송 정보 입력 (/transport/shipments-editor[/{id}]): the sender on the left with the receivers
// grid, the selected receiver and its goods lines on the right (60/40). Nothing is written until
// 저장, which sends the whole transport at the version loaded; a conflicting save offers a reload.
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { isCustomer, mayWrite } from '@parcel/shared/access';
import {
  TRANSPORT_DEFAULTS,
  TRANSPORT_EDITOR_MESSAGES as MESSAGES,
  transportSaveSchema,
} from '@parcel/shared/forms/transport-form';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../app/session/session-provider';
import {
  AuditTrailButton,
  ConfirmDialog,
  PageHeader,
  refusedFieldOf,
  TextInput,
  useMutationFeedback,
  useNotify,
  type CompanyOption,
} from '../../components';
import type { EditorTransportQuery as EditorTransportData, TransportSaveInput } from '../../gql/graphql';
import { useCodeList } from '../../lib/code-list';
import { messageOf } from '../../lib/apollo-client';
import { debounce } from '../../lib/debounce';
import { EditorTransportQuery, SaveTransportMutation } from './api/transport-editor';
import { EDITOR_COLUMNS } from './editor-layout';
import {
  calculationFor,
  editorReducer,
  loadedState,
  mayAddLine,
  mayAddReceiver,
  lineCount,
  newLine,
  newReceiver,
  problemPlace,
  savePayload,
  isRealReceiver,
  type EditorState,
  type ReceiverFields,
} from './editor-state';
import { CompanyRegistrationDialog, type CompanyRegistration } from './company-registration';
import { PartyFields, usePickCompany, type PartyValues } from './party-fields';
import { useUnbilledPayers } from './payer-billing';
import { ReceiverPanel, type ReceiverProblem } from './receiver-panel';
import { ReceiversGrid } from './receivers-grid';
import { useUnsavedChangesGuard } from './unsaved-changes-guard';

/** The spec's debounce of the receiver form (part 2, section 9). */
export const RECEIVER_EDIT_DEBOUNCE_MS = 300;

export const EDITOR_TEXT = {
  newTitle: '신규 운송 정보',
  editTitle: '운송 정보 수정',
  back: '목록으로',
  save: '저장',
  saving: '저장 중...',
  sender: '보내는 곳',
  noReceiver: '받는 곳을 선택하세요.',
  notFound: '운송 정보를 찾을 수 없습니다.',
  conflictTitle: '다른 사용자가 먼저 저장했습니다',
  conflict:
    '다른 사용자가 이 운송 정보를 먼저 수정했습니다.\n다시 불러오면 지금 입력한 내용은 사라집니다. 다시 불러올까요?',
  reload: '다시 불러오기',
  keepEditing: '계속 편집',
  repriceTitle: '운임 구분 변경',
  reprice: (from: string, to: string, lines: number) =>
    `운임 구분: ${from} → ${to}\n지불처가 바뀔 수 있어 물품 ${lines}건의 단가를 새 지불처 기준으로 다시 정합니다. 직접 입력한 단가도 바뀝니다. 계속할까요?`,
  repriceConfirm: '변경하고 단가 다시 정하기',
};

const LIST_PATH = '/transport/shipments';
const editorPath = (id: number) => `/transport/shipments-editor/${id}`;

type StoredTransport = EditorTransportData['transport'];

/** The route: loads the transport for an id above 0, then the editor for that version. */
export function TransportEditorPage() {
  const { deliveryId } = useParams();
  const id = Number(deliveryId ?? 0);
  const valid = Number.isSafeInteger(id) && id >= 0;
  const { data, loading, error, refetch } = useQuery(EditorTransportQuery, {
    variables: { id },
    skip: !valid || id === 0,
    fetchPolicy: 'network-only',
  });
  const transport = data?.transport ?? null;

  if (valid && id > 0 && !transport)
    return loading ? (
      <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 4 }}>
        <CircularProgress size={24} aria-label="불러오는 중..." />
        <Typography color="text.secondary">불러오는 중...</Typography>
      </Box>
    ) : (
      <Alert severity="error">{error ? messageOf(error) : EDITOR_TEXT.notFound}</Alert>
    );
  if (!valid) return <Alert severity="error">{EDITOR_TEXT.notFound}</Alert>;
  return (
    <TransportEditor
      key={transport ? `${transport.senderTransportId}:${transport.version}` : 'new'}
      transport={transport}
      onReload={async () => {
        await refetch();
      }}
    />
  );
}

type SenderValues = PartyValues & {
  chargeCd: string;
  managerNm: string;
};

const senderDefaults = (transport: StoredTransport | null): SenderValues => ({
  companyId: transport?.senderCompanyId ?? null,
  companyNm: transport?.companyNm ?? '',
  chargeCd: transport?.chargeCd ?? TRANSPORT_DEFAULTS.chargeCd,
  shipperCd: transport?.shipperCd ?? TRANSPORT_DEFAULTS.shipperCd,
  regionCd: transport ? (transport.regionCd ?? '') : TRANSPORT_DEFAULTS.regionCd,
  regionDtlCd: transport ? (transport.regionDtlCd ?? '') : TRANSPORT_DEFAULTS.regionDtlCd,
  address: transport?.address ?? '',
  managerNm: transport?.managerNm ?? '',
  telNo: transport?.telNo ?? '',
  managerTelNo: transport?.managerTelNo ?? '',
  rmk: transport?.rmk ?? '',
  // A new transport's prices are left to the server (its company's) until a company is picked.
  untpc: transport ? String(transport.untpc) : '',
  weightUntpc: transport ? String(transport.weightUntpc) : '',
});

const senderPayload = ({ companyId, ...values }: SenderValues) => ({ ...values, senderCompanyId: companyId });

/** Someone saved the transport since it was loaded: the editor offers a reload instead of a toast. */
const isStaleVersion = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((item) => item.extensions?.code === 'CONFLICT') &&
  refusedFieldOf(error) === 'version';

interface ConfirmRequest {
  title: string;
  message: string;
  /** 삭제 (destructive) unless given. */
  confirmLabel?: string;
  onConfirm: () => void;
}

function TransportEditor({
  transport,
  onReload,
}: {
  transport: StoredTransport | null;
  onReload: () => Promise<void>;
}) {
  const navigate = useNavigate();
  const notify = useNotify();
  const { run } = useMutationFeedback();
  const { auth } = useSession();
  const readOnly = !mayWrite(auth.role, 'transports');
  // A customer (화주) sends as its own companies (the server's picker offers only those), at the
  // office's prices, and registers no company (docs/decisions.md#customer-accounts).
  const customer = isCustomer(auth.role);
  const charges = useCodeList('CHARGE');
  const senderForm = useForm<SenderValues>({ defaultValues: senderDefaults(transport) });
  const [state, dispatch] = useReducer(editorReducer, transport, (loaded): EditorState =>
    loaded
      ? loadedState(loaded.receivers)
      : { receivers: [], deletedReceiverIds: [], selectedKey: null, dirty: false },
  );
  const [checked, setChecked] = useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });
  const [problem, setProblem] = useState<(ReceiverProblem & { key: string }) | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [conflict, setConflict] = useState(false);
  const [saveTransport, { loading: saving }] = useMutation(SaveTransportMutation);

  // Receiver edits wait 300 ms before they reach the drafts; a switch or a save applies the
  // waiting one at once.
  const commitReceiver = useMemo(
    () =>
      debounce(
        (key: string, fields: ReceiverFields) => dispatch({ type: 'updateReceiver', key, fields }),
        RECEIVER_EDIT_DEBOUNCE_MS,
      ),
    [],
  );
  useEffect(() => () => commitReceiver.cancel(), [commitReceiver]);

  /** The drafts with the waiting edit applied (and that edit committed now). */
  const latestState = useCallback((): EditorState => {
    const waiting = commitReceiver.waiting();
    commitReceiver.flush();
    return waiting
      ? editorReducer(state, { type: 'updateReceiver', key: waiting[0], fields: waiting[1] })
      : state;
  }, [commitReceiver, state]);

  const guard = useUnsavedChangesGuard(state.dirty || senderForm.formState.isDirty);

  // Whom each receiver's lines bill (the payer by the charge), warned before saving when nobody.
  const [chargeCd, senderCompanyId, senderCompanyNm] = useWatch({
    control: senderForm.control,
    name: ['chargeCd', 'companyId', 'companyNm'],
  });
  const payers = useUnbilledPayers(
    chargeCd,
    { companyId: senderCompanyId, companyNm: senderCompanyNm },
    state.receivers.map((receiver) => ({
      companyId: receiver.receiverCompanyId,
      companyNm: receiver.companyNm,
    })),
  );
  const pickSenderCompany = usePickCompany(senderForm.setValue, (company) =>
    senderForm.setValue('managerNm', company.managerNm ?? '', { shouldDirty: true }),
  );
  const [registering, setRegistering] = useState<CompanyRegistration | null>(null);
  const registerCompany = (
    side: 'SENDER' | 'RECEIVER',
    typed: PartyValues | null,
    picked: (company: CompanyOption) => void,
  ) =>
    side === 'SENDER'
      ? setRegistering({
          typed: senderForm.getValues(),
          picked: (company) => void pickSenderCompany(company),
        })
      : setRegistering({ typed: typed!, picked });

  const selectedIndex = state.receivers.findIndex((receiver) => receiver.key === state.selectedKey);
  const selected = selectedIndex >= 0 ? state.receivers[selectedIndex]! : null;

  const onFieldsChange = useCallback(
    (fields: ReceiverFields) => {
      if (!state.selectedKey) return;
      if (!state.dirty) dispatch({ type: 'touch' });
      commitReceiver(state.selectedKey, fields);
    },
    [commitReceiver, state.dirty, state.selectedKey],
  );

  const select = (key: string) => {
    commitReceiver.flush();
    setProblem(null);
    dispatch({ type: 'select', key });
  };

  const addReceiver = () => {
    const latest = latestState();
    if (!mayAddReceiver(latest.receivers)) {
      notify.error(MESSAGES.previousReceiverIncomplete);
      return;
    }
    dispatch({ type: 'addReceiver', receiver: newReceiver() });
  };

  const deleteReceivers = () => {
    const latest = latestState();
    const keys = [...checked.ids].map(String);
    const gone = latest.receivers.filter((receiver) => keys.includes(receiver.key));
    if (!gone.length) {
      notify.error(MESSAGES.noRowSelected);
      return;
    }
    const names = gone.map((receiver) => receiver.companyNm || '(이름 없음)').join(', ');
    setConfirm({
      title: '받는 곳 삭제',
      message: `받는 곳 ${names}을(를) 삭제할까요?\n물품도 함께 삭제되며, 저장하면 반영됩니다.`,
      onConfirm: () => {
        dispatch({ type: 'deleteReceivers', keys });
        setChecked({ type: 'include', ids: new Set() });
      },
    });
  };

  const addLine = () => {
    const latest = latestState();
    const receiver = latest.receivers.find((candidate) => candidate.key === latest.selectedKey);
    if (!receiver) {
      notify.error(MESSAGES.selectReceiverFirst);
      return;
    }
    if (!mayAddLine(receiver.shipments)) {
      notify.error(MESSAGES.previousLineIncomplete);
      return;
    }
    const sender = senderForm.getValues();
    const calculation = calculationFor(sender.shipperCd, receiver);
    dispatch({
      type: 'addLine',
      receiverKey: receiver.key,
      line: newLine(calculation, sender.chargeCd, sender, receiver),
    });
  };

  /**
   * A new charge moves who pays: with goods lines entered, it reprices them all by the new payer
   * (typed prices included) once the person confirms, as the reference's editor asks first.
   */
  const changeCharge = (chargeCd: string, apply: (value: string) => void) => {
    const latest = latestState();
    const count = lineCount(latest.receivers);
    const current = senderForm.getValues('chargeCd');
    if (chargeCd === current) return;
    if (count === 0) {
      apply(chargeCd);
      return;
    }
    const label = (value: string) => charges.options.find((option) => option.value === value)?.label ?? value;
    setConfirm({
      title: EDITOR_TEXT.repriceTitle,
      message: EDITOR_TEXT.reprice(label(current), label(chargeCd), count),
      confirmLabel: EDITOR_TEXT.repriceConfirm,
      onConfirm: () => {
        apply(chargeCd);
        dispatch({ type: 'reprice', chargeCd, sender: senderForm.getValues() });
      },
    });
  };

  const deleteLines = (keys: string[]) => {
    if (!selected) return;
    const gone = selected.shipments.filter((line) => keys.includes(line.key));
    if (!gone.length) {
      notify.error(MESSAGES.noRowSelected);
      return;
    }
    const names = gone.map((line) => line.waybillNo || '운송장 번호 없음').join(', ');
    setConfirm({
      title: '물품 삭제',
      message: `물품 ${names}을(를) 삭제할까요?\n저장하면 반영됩니다.`,
      onConfirm: () => dispatch({ type: 'deleteLines', receiverKey: selected.key, keys }),
    });
  };

  /** Points at a refused field: the sender's, or the receiver's (selected). `announce` toasts it. */
  const showProblem = (path: readonly PropertyKey[], message: string, sent: EditorState, announce = true) => {
    const place = problemPlace(path);
    if (announce) notify.invalid(message);
    if (place.receiverIndex === null) {
      const field = place.field as keyof SenderValues;
      if (field in senderDefaults(null)) {
        senderForm.setError(field, { message });
        senderForm.setFocus(field);
      }
      return;
    }
    const receiver = sent.receivers.filter(isRealReceiver)[place.receiverIndex];
    if (!receiver) return;
    dispatch({ type: 'select', key: receiver.key });
    setProblem({ key: receiver.key, field: place.field, message });
  };

  const save = async () => {
    const latest = latestState();
    const payload = savePayload(
      { senderTransportId: transport?.senderTransportId ?? 0, version: transport?.version ?? null },
      senderPayload(senderForm.getValues()),
      latest,
    );
    const parsed = transportSaveSchema.safeParse(payload);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      showProblem(issue?.path ?? [], issue?.message ?? '', latest);
      return;
    }
    const outcome = await run(
      async () =>
        (await saveTransport({ variables: { input: parsed.data as TransportSaveInput } })).data
          ?.saveTransport,
      {
        done: (saved) => (saved ? (transport ? MESSAGES.updated : MESSAGES.created) : null),
        failed: { prefix: transport ? MESSAGES.updateFailed : MESSAGES.createFailed },
        silentWhen: isStaleVersion,
      },
    );
    if (!outcome.ok) {
      if (isStaleVersion(outcome.error)) setConflict(true);
      else {
        // The toast has said why; point at the field too.
        const path = refusedFieldOf(outcome.error)
          ?.split('.')
          .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
        if (path) showProblem(path, messageOf(outcome.error), latest, false);
      }
      return;
    }
    const saved = outcome.answer;
    if (!saved) return;
    guard.allowLeaving();
    if (transport) await onReload();
    else await navigate(editorPath(saved.senderTransportId), { replace: true });
  };

  const title = transport ? EDITOR_TEXT.editTitle : EDITOR_TEXT.newTitle;
  return (
    // Not a <form>: Enter commits a grid cell or picks a company, it must never save half a transport.
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader
        title={title}
        subtitle={
          transport ? `운송 번호 ${transport.senderTransportId} · 접수일 ${transport.requstDt}` : undefined
        }
        breadcrumbs={[{ label: '택배' }, { label: '운송 정보 입력', to: LIST_PATH }, { label: title }]}
        actions={
          <Box sx={{ display: 'flex', gap: 1 }}>
            {transport && <AuditTrailButton entity="TRANSPORT" id={transport.senderTransportId} />}
            <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={() => void navigate(LIST_PATH)}>
              {EDITOR_TEXT.back}
            </Button>
            <Button
              variant="contained"
              startIcon={<SaveIcon />}
              onClick={() => void save()}
              disabled={saving || readOnly}
            >
              {saving ? EDITOR_TEXT.saving : EDITOR_TEXT.save}
            </Button>
          </Box>
        }
      />
      {/* Forms on the left, lists on the right: the sender beside the receivers, below them the
          selected receiver beside its goods lines (see EDITOR_COLUMNS). */}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: EDITOR_COLUMNS, alignItems: 'start' }}>
        <Card component="section" aria-labelledby="sender-title">
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            <Typography id="sender-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {EDITOR_TEXT.sender}
            </Typography>
            <PartyFields
              control={senderForm.control}
              setValue={senderForm.setValue}
              labels={{
                company: '보내는 곳 상호',
                address: '보내는 곳 주소',
                telNo: '보내는 곳 전화번호',
                managerTelNo: '보내는 곳 휴대전화',
              }}
              disabled={readOnly}
              onCompanyPicked={(company) =>
                senderForm.setValue('managerNm', company.managerNm ?? '', { shouldDirty: true })
              }
              extra={
                <>
                  <Controller
                    control={senderForm.control}
                    name="chargeCd"
                    render={({ field, fieldState }) => (
                      <TextField
                        select
                        size="small"
                        label="운임 구분"
                        required
                        {...field}
                        onChange={(event) => changeCharge(event.target.value, field.onChange)}
                        error={fieldState.invalid}
                        helperText={fieldState.error?.message}
                        disabled={readOnly}
                        slotProps={{ inputLabel: { shrink: true } }}
                      >
                        {charges.options.map((option) => (
                          <MenuItem key={option.value} value={option.value}>
                            {option.label}
                          </MenuItem>
                        ))}
                      </TextField>
                    )}
                  />
                  <TextInput
                    control={senderForm.control}
                    name="managerNm"
                    label="담당자"
                    required
                    size="small"
                    disabled={readOnly}
                  />
                </>
              }
            />
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <ReceiversGrid
              receivers={state.receivers}
              selectedKey={state.selectedKey}
              checked={checked}
              onCheckedChange={setChecked}
              onSelect={select}
              onAdd={addReceiver}
              onDelete={deleteReceivers}
              disabled={readOnly}
            />
          </CardContent>
        </Card>
        <Box sx={{ gridColumn: '1 / -1' }}>
          {selected ? (
            <ReceiverPanel
              key={selected.key}
              receiver={selected}
              position={selectedIndex + 1}
              problem={problem?.key === selected.key ? problem : null}
              onFieldsChange={onFieldsChange}
              onAddLine={addLine}
              onLineChange={(line) => dispatch({ type: 'updateLine', receiverKey: selected.key, line })}
              onDeleteLines={deleteLines}
              payer={payers[selectedIndex] ?? null}
              onPickSenderCompany={() => senderForm.setFocus('companyNm')}
              onRegisterCompany={customer ? undefined : registerCompany}
              disabled={readOnly}
              pricesReadOnly={customer}
            />
          ) : (
            <Card>
              <CardContent>
                <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
                  {EDITOR_TEXT.noReceiver}
                </Typography>
              </CardContent>
            </Card>
          )}
        </Box>
      </Box>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.title ?? ''}
        message={confirm?.message ?? ''}
        confirmLabel={confirm?.confirmLabel ?? '삭제'}
        destructive={!confirm?.confirmLabel}
        onConfirm={() => {
          confirm?.onConfirm();
          setConfirm(null);
        }}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={conflict}
        title={EDITOR_TEXT.conflictTitle}
        message={EDITOR_TEXT.conflict}
        confirmLabel={EDITOR_TEXT.reload}
        cancelLabel={EDITOR_TEXT.keepEditing}
        onConfirm={() => {
          setConflict(false);
          guard.allowLeaving();
          void onReload();
        }}
        onCancel={() => setConflict(false)}
      />
      {registering && (
        <CompanyRegistrationDialog
          typed={registering.typed}
          onClose={() => setRegistering(null)}
          onRegistered={(company) => {
            registering.picked(company);
            setRegistering(null);
          }}
        />
      )}
      {guard.dialog}
    </Box>
  );
}
