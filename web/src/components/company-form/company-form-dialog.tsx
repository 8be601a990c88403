import { useApolloClient } from '@apollo/client/react';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  bizNoCheckSchema,
  COMPANY_FIELD_LABELS as LABELS,
  companyCreateSchema,
  companyUpdateSchema,
  type CompanyCreateValues,
  SETTLEMENT_GROUP_SELF_LABEL,
} from '@parcel/shared/forms/company-form';
import { firstProblem } from '@parcel/shared/forms/ordered-form';
import { ALL_COMPANY_FIELDS } from '@parcel/shared/records/company';
import { initialValuesOf } from '@parcel/shared/records/define-fields';
import { formatBusinessNumber } from '@parcel/shared/validation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { AuditTrailButton } from '../audit-trail-button';
import { ConfirmDialog } from '../confirm-dialog';
import { FormDialog } from '../form-dialog';
import { CheckboxInput, SelectInput, TextInput } from '../form-fields';
import { BusinessNumberField } from '../formatted-fields';
import { DeclaredField } from '../declared-field';
import { FormSection, WideField } from '../form-section';
import { ServerCheckedInput } from '../server-checked-input';
import { useEntityForm } from '../use-entity-form';
import type { CompanyRowFragment } from '../../gql/graphql';
import { useCodeList } from '../../lib/code-list';
import { ROUTE_OPTIONS, SUPPLIER_ACCOUNT_OPTIONS, useOptions } from '../../lib/option-queries';
import {
  BizNoTakenQuery,
  CreateCompanyMutation,
  CreateCompanyWarningsQuery,
  UpdateCompanyMutation,
  UpdateCompanyWarningsQuery,
} from './company-form-api';
import { SettlementGroupDialog } from './settlement-group-dialog';

export const COMPANY_TOASTS = {
  created: '업체가 등록되었습니다.',
  updated: '업체 정보가 수정되었습니다.',
  createFailed: '업체 생성에 실패했습니다.',
  updateFailed: '업체 수정에 실패했습니다.',
} as const;

export const BIZ_NO_CHECK_MESSAGES = {
  empty: '사업자등록번호는 필수 입력 항목입니다.',
  available: '사용 가능한 사업자등록번호입니다.',
  taken: '이미 사용 중인 사업자등록번호입니다.',
  failedTitle: '중복 확인 실패',
  failed: '서버와 통신 중 문제가 발생했습니다.',
} as const;

/** The form's values: every field as typed (text), plus the settlement group company's name shown. */
type FormValues = { [K in keyof CompanyCreateValues]-?: string } & { excclcCompanyNm: string };

/** What a new company's form starts with besides the defaults (the editor's 업체 등록 of a typed party). */
export type CompanyFormPrefill = Partial<FormValues>;

function initialValues(company: CompanyRowFragment | null): FormValues {
  // Its own settlement group: shown as such, saved as excclcSelfYn.
  const itself = company !== null && company.excclcCompanyId === company.companyId;
  return {
    ...initialValuesOf(ALL_COMPANY_FIELDS, company),
    // Shown read-only in a plain text input on a change, so hyphenated here.
    bizNo: formatBusinessNumber(company?.bizNo),
    excclcSelfYn: itself ? 'Y' : 'N',
    excclcCompanyId: itself ? '' : String(company?.excclcCompanyId ?? ''),
    excclcCompanyNm: itself ? SETTLEMENT_GROUP_SELF_LABEL : (company?.excclcCompanyNm ?? ''),
  };
}

/** The save's warnings the user is asked about, and how the answer goes back to the save. */
interface PendingConfirmation {
  messages: string[];
  answer: (save: boolean) => void;
}

/** Clears a dependent field when the field it depends on changes (not on the first render). */
function useClearOnChange(value: string, clear: () => void) {
  const previous = useRef(value);
  useEffect(() => {
    if (previous.current !== value) clear();
    previous.current = value;
  }, [value, clear]);
}

export interface CompanyFormDialogProps {
  /** The company to edit, or null to register a new one. */
  company: CompanyRowFragment | null;
  /** A new company's fields filled in advance (ignored when editing). */
  prefill?: CompanyFormPrefill;
  onClose: () => void;
  onSaved: (company: CompanyRowFragment) => void;
}

/** 업체 신규 등록 / 업체 정보 수정 (spec part 2: company management modal, four sections). */
export function CompanyFormDialog({ company, prefill, onClose, onSaved }: CompanyFormDialogProps) {
  const creating = company === null;
  const schema = creating ? companyCreateSchema : companyUpdateSchema;
  const client = useApolloClient();
  const [bizNoConfirmed, setBizNoConfirmed] = useState(false);
  const [choosingGroup, setChoosingGroup] = useState(false);
  const [pending, setPending] = useState<PendingConfirmation | null>(null);
  const createInput = (values: FormValues) => companyCreateSchema.parse(values);
  const updateInput = (values: FormValues, { companyId, version }: CompanyRowFragment) => ({
    ...companyUpdateSchema.parse(values),
    companyId,
    version,
  });
  /**
   * Asks the server what the save would warn of (lines billed to nobody: the settlement group's top
   * is no shipper), nothing stored; with warnings, the user confirms before the save.
   */
  const confirmWarnings = async (values: FormValues): Promise<boolean> => {
    const warnings = company
      ? (
          await client.query({
            query: UpdateCompanyWarningsQuery,
            variables: { input: updateInput(values, company) },
            fetchPolicy: 'network-only',
          })
        ).data?.updateCompanyWarnings
      : (
          await client.query({
            query: CreateCompanyWarningsQuery,
            variables: { input: createInput(values) },
            fetchPolicy: 'network-only',
          })
        ).data?.createCompanyWarnings;
    if (!warnings?.length) return true;
    return new Promise((resolve) =>
      setPending({
        messages: warnings.map((warning) => warning.message),
        answer: (save) => {
          setPending(null);
          resolve(save);
        },
      }),
    );
  };
  const form = useEntityForm(schema, {
    defaultValues: company ? initialValues(company) : { ...initialValues(null), ...prefill },
    create: {
      mutation: CreateCompanyMutation,
      variables: (values) => ({ input: createInput(values) }),
      saved: (data) => data.createCompany.company,
    },
    update: company
      ? {
          mutation: UpdateCompanyMutation,
          variables: (values) => ({ input: updateInput(values, company) }),
          saved: (data) => data.updateCompany.company,
        }
      : undefined,
    toasts: COMPANY_TOASTS,
    onSaved,
    // The settlement group company is shown by its name.
    refusedFieldAliases: { excclcCompanyId: 'excclcCompanyNm' },
    confirm: confirmWarnings,
  });
  const { control, setValue, busy } = form;
  const [regionCd, shipperYn, useYn, excclcCompanyNm] = useWatch({
    control,
    name: ['regionCd', 'shipperYn', 'useYn', 'excclcCompanyNm'],
  });
  const regions = useCodeList('REGION_TYPE');
  const districts = useCodeList('REGION_DTL_TYPE', { parent: regionCd, skip: !regionCd });
  const shipperTypes = useCodeList('SHIPPER_TYPE');
  const routeTimes = useCodeList('ROUTE_TIME');
  const supplierChoices = useOptions(SUPPLIER_ACCOUNT_OPTIONS, { fetchPolicy: 'cache-and-network' });
  const routeChoices = useOptions(ROUTE_OPTIONS, { fetchPolicy: 'cache-and-network' });

  useClearOnChange(
    regionCd,
    useCallback(() => setValue('regionDtlCd', ''), [setValue]),
  );
  /** Sets the settlement group: another company, the company itself, or none. */
  const setGroup = useCallback(
    (group: { companyId: number; companyNm: string } | 'self' | null) => {
      setValue('excclcSelfYn', group === 'self' ? 'Y' : 'N');
      setValue('excclcCompanyId', group === null || group === 'self' ? '' : String(group.companyId), {
        shouldValidate: false,
      });
      setValue(
        'excclcCompanyNm',
        group === null ? '' : group === 'self' ? SETTLEMENT_GROUP_SELF_LABEL : group.companyNm,
      );
    },
    [setValue],
  );
  // A suspended company is no shipper, so its settlement group search is cleared (spec 4).
  useClearOnChange(
    useYn,
    useCallback(() => {
      if (useYn === 'N') setGroup(null);
    }, [useYn, setGroup]),
  );

  const isBizNoFree = useCallback(
    async (bizNo: string) => {
      const { data } = await client.query({
        query: BizNoTakenQuery,
        variables: { bizNo },
        fetchPolicy: 'network-only',
      });
      return data?.bizNoTaken === false;
    },
    [client],
  );

  const common = { ...form.fieldProps, size: 'small' as const };
  const declared = { ...common, fields: ALL_COMPANY_FIELDS };
  return (
    <>
      <FormDialog
        open
        maxWidth="md"
        title={creating ? '업체 신규 등록' : '업체 정보 수정'}
        {...form.dialogProps}
        // A new business number must be confirmed free first (the button beside it).
        submitDisabled={creating && !bizNoConfirmed}
        onClose={onClose}
        extraActions={company && <AuditTrailButton entity="COMPANY" id={company.companyId} />}
      >
        <FormSection title="기본 정보">
          <DeclaredField {...declared} name="companyNm" autoFocus />
          {creating ? (
            <ServerCheckedInput
              {...common}
              name="bizNo"
              label={LABELS.bizNo}
              required
              placeholder="123-45-67890"
              isFree={isBizNoFree}
              confirmed={bizNoConfirmed}
              onConfirmedChange={setBizNoConfirmed}
              messages={BIZ_NO_CHECK_MESSAGES}
              precheck={(bizNo) => firstProblem(bizNoCheckSchema, { bizNo })?.message ?? null}
              renderInput={(props) => <BusinessNumberField {...props} />}
            />
          ) : (
            <TextInput {...common} name="bizNo" label={LABELS.bizNo} readOnly />
          )}
          <DeclaredField {...declared} name="representativeNm" />
          <DeclaredField {...declared} name="bizType" />
          <DeclaredField {...declared} name="bizItem" />
          <DeclaredField {...declared} name="telNo" />
          <DeclaredField {...declared} name="faxNo" />
          <DeclaredField {...declared} name="email" />
          <SelectInput
            {...common}
            name="regionCd"
            label={LABELS.regionCd}
            required
            options={regions.options}
            emptyLabel="선택"
          />
          <SelectInput
            {...common}
            name="regionDtlCd"
            label={LABELS.regionDtlCd}
            required
            disabled={busy || !regionCd}
            options={districts.options}
            emptyLabel="선택"
          />
          <WideField>
            <DeclaredField {...declared} name="address" />
          </WideField>
          <DeclaredField {...declared} name="managerNm" />
          <DeclaredField {...declared} name="managerTelNo" />
          <DeclaredField {...declared} name="useYn" />
          <CheckboxInput {...common} name="shipperYn" label="화주 업체" />
          <WideField>
            <DeclaredField {...declared} name="rmk" />
          </WideField>
        </FormSection>
        {shipperYn === 'Y' && (
          <FormSection title="화주 관련 정보">
            <SelectInput
              {...common}
              name="shipperCd"
              label={LABELS.shipperCd}
              required
              options={shipperTypes.options}
              emptyLabel="선택"
            />
            <DeclaredField {...declared} name="billStdrCd" />
            <DeclaredField {...declared} name="taxbilOutputYn" />
            <DeclaredField {...declared} name="vatYn" />
            <DeclaredField {...declared} name="billCharCd" />
          </FormSection>
        )}
        <FormSection title="정산 정보">
          <SelectInput
            {...common}
            name="billCompanyId"
            label={LABELS.billCompanyId}
            required={shipperYn === 'Y'}
            emptyLabel="선택 안 함"
            options={supplierChoices.options}
          />
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextInput
              {...common}
              name="excclcCompanyNm"
              label={LABELS.excclcCompanyId}
              required={shipperYn === 'Y'}
              readOnly
              placeholder="찾기로 선택"
            />
            <Button
              variant="outlined"
              startIcon={<SearchIcon />}
              onClick={() => setChoosingGroup(true)}
              disabled={busy}
              sx={{ mt: 0.5, flexShrink: 0 }}
            >
              찾기
            </Button>
            {excclcCompanyNm && (
              <Button onClick={() => setGroup(null)} disabled={busy} sx={{ mt: 0.5, flexShrink: 0 }}>
                지우기
              </Button>
            )}
          </Box>
          <DeclaredField {...declared} name="communicationFee" />
          <DeclaredField {...declared} name="untpc" />
          <DeclaredField {...declared} name="weightUntpc" />
        </FormSection>
        <FormSection title="배송 기본 정보">
          <SelectInput
            {...common}
            name="deliveryRouteId"
            label={LABELS.deliveryRouteId}
            required={shipperYn === 'Y'}
            emptyLabel="선택 안 함"
            options={routeChoices.options}
          />
          <SelectInput
            {...common}
            name="deliveryRouteCd"
            label={LABELS.deliveryRouteCd}
            options={routeTimes.options}
            emptyLabel="선택 안 함"
          />
        </FormSection>
      </FormDialog>
      {choosingGroup && (
        <SettlementGroupDialog
          onClose={() => setChoosingGroup(false)}
          onSelect={(group) => {
            setGroup(group);
            setChoosingGroup(false);
          }}
        />
      )}
      <ConfirmDialog
        open={pending !== null}
        title="정산 그룹 확인"
        message={`${pending?.messages.join('\n') ?? ''}\n\n그래도 ${creating ? '등록' : '수정'}하시겠습니까?`}
        confirmLabel={creating ? '등록' : '수정'}
        onConfirm={() => pending?.answer(true)}
        onCancel={() => pending?.answer(false)}
      />
    </>
  );
}
