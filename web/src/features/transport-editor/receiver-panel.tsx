// The selected receiver's panel, below the sender and the receivers: its form on the left, its goods
// lines on the right (EDITOR_COLUMNS). Every edit reaches the page (which commits it to the drafts
// 300 ms later, or at once before anything switches).
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { EDITOR_COLUMNS } from './editor-layout';
import type { LineDraft, ReceiverDraft, ReceiverFields } from './editor-state';
import { GoodsGrid } from './goods-grid';
import { PartyFields, usePickCompany, type PartyValues } from './party-fields';
import { UNBILLED_LINE_MESSAGE, type PayerWarning } from './payer-billing';
import type { CompanyOption } from '../../components';

/** A problem the save found in this receiver: shown under its field. */
export interface ReceiverProblem {
  field: string;
  message: string;
}

interface ReceiverPanelProps {
  receiver: ReceiverDraft;
  position: number;
  problem: ReceiverProblem | null;
  onFieldsChange: (fields: ReceiverFields) => void;
  onAddLine: () => void;
  onLineChange: (line: LineDraft) => void;
  onDeleteLines: (keys: string[]) => void;
  /** Whom this receiver's lines bill: a warning when their payer bills nobody. */
  payer: PayerWarning | null;
  /** The sender pays and bills nobody: put the person on the sender's company field. */
  onPickSenderCompany: () => void;
  /**
   * Register the payer's company from what was typed; `picked` takes the new company (for the
   * receiver; the sender's form picks its own). Without it (a customer, 화주, registers no company)
   * the warning offers 업체 선택 only.
   */
  onRegisterCompany?: (
    side: 'SENDER' | 'RECEIVER',
    typed: PartyValues | null,
    picked: (company: CompanyOption) => void,
  ) => void;
  disabled?: boolean;
  /** A customer's (화주) panel: unit prices shown but not typed (priced by the office), no 알림 이력. */
  pricesReadOnly?: boolean;
}

const formValues = (receiver: ReceiverDraft): PartyValues => ({
  companyId: receiver.receiverCompanyId,
  companyNm: receiver.companyNm,
  shipperCd: receiver.shipperCd,
  regionCd: receiver.regionCd,
  regionDtlCd: receiver.regionDtlCd,
  address: receiver.address,
  telNo: receiver.telNo,
  managerTelNo: receiver.managerTelNo,
  rmk: receiver.rmk,
  untpc: receiver.untpc,
  weightUntpc: receiver.weightUntpc,
});

const receiverFields = (
  { companyId, ...values }: PartyValues,
  notifyYn: ReceiverFields['notifyYn'],
): ReceiverFields => ({
  ...values,
  receiverCompanyId: companyId,
  notifyYn,
});

/** Mount it with `key={receiver.key}`: a new receiver is a new form. */
export function ReceiverPanel({
  receiver,
  position,
  problem,
  onFieldsChange,
  onAddLine,
  onLineChange,
  onDeleteLines,
  payer,
  onPickSenderCompany,
  onRegisterCompany,
  disabled,
  pricesReadOnly,
}: ReceiverPanelProps) {
  const form = useForm<PartyValues>({ defaultValues: formValues(receiver) });
  const { control, setValue, watch, setError, setFocus, getValues } = form;
  const pickCompany = usePickCompany(setValue);
  const [notifyYn, setNotifyYn] = useState(receiver.notifyYn);
  const notifyRef = useRef(notifyYn);

  useEffect(() => {
    // Edits by the person or by a picked company (name set: not a reset).
    const subscription = watch((values, { name }) => {
      if (name) onFieldsChange(receiverFields(values as PartyValues, notifyRef.current));
    });
    return () => subscription.unsubscribe();
  }, [watch, onFieldsChange]);

  const changeConsent = (checked: boolean) => {
    const next = checked ? 'Y' : 'N';
    notifyRef.current = next;
    setNotifyYn(next);
    onFieldsChange(receiverFields(getValues(), next));
  };

  useEffect(() => {
    if (!problem) return;
    const field = problem.field === 'receiverCompanyId' ? 'companyNm' : problem.field;
    if (!(field in formValues(receiver))) return;
    setError(field as keyof PartyValues, { message: problem.message });
    setFocus(field as keyof PartyValues);
  }, [problem, receiver, setError, setFocus]);

  return (
    <Card component="section" aria-labelledby="receiver-panel-title">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="receiver-panel-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          받는 곳 {position} 편집 중
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: EDITOR_COLUMNS, alignItems: 'start' }}>
          <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
            <PartyFields
              control={control}
              setValue={setValue}
              labels={{
                company: '받는 곳 상호',
                address: '받는 곳 주소',
                telNo: '받는 곳 전화번호',
                managerTelNo: '받는 곳 휴대전화',
              }}
              disabled={disabled}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={notifyYn === 'Y'}
                  onChange={(event) => changeConsent(event.target.checked)}
                  disabled={disabled}
                />
              }
              label="배송 알림 수신 동의 (휴대전화로 알림톡·문자)"
            />
          </Box>
          <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
            {payer?.reason && receiver.shipments.length > 0 && (
              <Alert
                severity="warning"
                action={
                  !disabled && (
                    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                      <Button
                        color="inherit"
                        size="small"
                        onClick={() =>
                          payer.side === 'RECEIVER' ? setFocus('companyNm') : onPickSenderCompany()
                        }
                      >
                        업체 선택
                      </Button>
                      {onRegisterCompany && (
                        <Button
                          color="inherit"
                          size="small"
                          onClick={() =>
                            onRegisterCompany(
                              payer.side,
                              payer.side === 'RECEIVER' ? getValues() : null,
                              (company) => void pickCompany(company),
                            )
                          }
                        >
                          업체 등록
                        </Button>
                      )}
                    </Box>
                  )
                }
              >
                <AlertTitle>{UNBILLED_LINE_MESSAGE}</AlertTitle>
                {payer.reason}
              </Alert>
            )}
            <GoodsGrid
              lines={receiver.shipments}
              onAdd={onAddLine}
              onChange={onLineChange}
              onDelete={onDeleteLines}
              disabled={disabled}
              pricesReadOnly={pricesReadOnly}
              hideNotificationLog={pricesReadOnly}
            />
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
