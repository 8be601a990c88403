// The fields a sender and a receiver share: the company picked from the autocomplete (which fills
// the rest from the company's record), transport type, region -> district, address, phones, memo.
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useController, type Control, type Path, type UseFormSetValue } from 'react-hook-form';
import {
  CompanyAutocomplete,
  PhoneField,
  SelectInput,
  TextInput,
  type CompanyOption,
} from '../../components';
import { useCodeList } from '../../lib/code-list';
import { useCompanySearch } from '../../lib/company-search';
import type { EditorCompanyQuery as EditorCompanyData } from '../../gql/graphql';
import { EditorCompanyQuery } from './api/transport-editor';

/** What both parties' forms hold (numbers as typed text). */
export type PartyValues = {
  companyId: number | null;
  companyNm: string;
  shipperCd: string;
  regionCd: string;
  regionDtlCd: string;
  address: string;
  telNo: string;
  managerTelNo: string;
  rmk: string;
  untpc: string;
  weightUntpc: string;
};

export interface PartyLabels {
  company: string;
  address: string;
  telNo: string;
  managerTelNo: string;
}

interface PartyFieldsProps<T extends PartyValues> {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  labels: PartyLabels;
  /** Fields only one party has (the sender's charge and manager), after the company. */
  extra?: ReactNode;
  /** A company was picked: fill the fields only this party has. */
  onCompanyPicked?: (company: PickedCompany) => void;
  disabled?: boolean;
}

export type PickedCompany = NonNullable<EditorCompanyData['company']>;

const grid = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/**
 * Picking a company for a party's form: copies the company's record into the fields (contact,
 * place, shipper type, prices); clearing keeps what was typed. Also used to pick a company just
 * registered from the editor's warning.
 */
export function usePickCompany<T extends PartyValues>(
  setValue: UseFormSetValue<T>,
  onCompanyPicked?: (company: PickedCompany) => void,
) {
  const client = useApolloClient();
  return useCallback(
    async (option: CompanyOption | null) => {
      const set = (field: keyof PartyValues, value: unknown) =>
        setValue(field as Path<T>, value as never, { shouldDirty: true });
      set('companyId', option?.companyId ?? null);
      if (!option) return;
      set('companyNm', option.companyNm);
      const { data } = await client.query({
        query: EditorCompanyQuery,
        variables: { companyId: option.companyId },
        fetchPolicy: 'network-only',
      });
      const company = data?.company;
      if (!company) return;
      set('telNo', company.telNo ?? '');
      set('managerTelNo', company.managerTelNo ?? '');
      set('address', company.address ?? '');
      if (company.shipperCd) set('shipperCd', company.shipperCd);
      if (company.regionCd) {
        set('regionCd', company.regionCd);
        set('regionDtlCd', company.regionDtlCd ?? '');
      }
      set('untpc', String(company.untpc));
      set('weightUntpc', String(company.weightUntpc));
      onCompanyPicked?.(company);
    },
    [client, setValue, onCompanyPicked],
  );
}

/** A party's fields in a two-column grid. */
export function PartyFields<T extends PartyValues>({
  control,
  setValue,
  labels,
  extra,
  onCompanyPicked,
  disabled,
}: PartyFieldsProps<T>) {
  const search = useCompanySearch();
  const name = (field: keyof PartyValues) => field as Path<T>;
  const { field: companyNm, fieldState } = useController({ control, name: name('companyNm') });
  const { field: companyId } = useController({ control, name: name('companyId') });
  const { field: region } = useController({ control, name: name('regionCd') });
  const shipperTypes = useCodeList('SHIPPER_TYPE');
  const regions = useCodeList('REGION_TYPE');
  const districts = useCodeList('REGION_DTL_TYPE', {
    parent: String(region.value ?? ''),
    skip: !region.value,
  });
  const set = (field: keyof PartyValues, value: unknown) =>
    setValue(name(field), value as never, { shouldDirty: true });
  const pick = usePickCompany(setValue, onCompanyPicked);

  // The same object while the party is the same: the autocomplete takes a new value object as a new
  // pick and drops the option highlighted in its open list, which a re-render of the editor (the
  // payers' billing answering) must not do while a clerk is choosing with the arrow keys.
  const pickedId = Number(companyId.value ?? 0);
  const pickedName = String(companyNm.value ?? '');
  const picked = useMemo<CompanyOption | null>(
    () => (pickedName ? { companyId: pickedId, companyNm: pickedName } : null),
    [pickedId, pickedName],
  );

  return (
    <Box sx={grid}>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <CompanyAutocomplete
          label={labels.company}
          value={picked}
          onChange={(option) => void pick(option)}
          // A name may be typed without a pick; it then belongs to no registered company.
          onTextChange={(text) => {
            companyNm.onChange(text);
            companyId.onChange(null);
          }}
          search={search}
          minChars={1}
          required
          disabled={disabled}
          error={fieldState.invalid}
          helperText={fieldState.error?.message}
          size="small"
        />
      </Box>
      {extra}
      <SelectInput
        control={control}
        name={name('shipperCd')}
        label="운송 유형"
        options={shipperTypes.options}
        size="small"
        disabled={disabled}
      />
      <TextField
        select
        size="small"
        label="지역"
        value={String(region.value ?? '')}
        onChange={(event) => {
          region.onChange(event.target.value);
          set('regionDtlCd', '');
        }}
        onBlur={region.onBlur}
        inputRef={region.ref}
        disabled={disabled}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">선택</MenuItem>
        {regions.options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      {/* The districts of the chosen region; changing the region clears it (above). */}
      <SelectInput
        control={control}
        name={name('regionDtlCd')}
        label="세부 지역"
        options={districts.options}
        size="small"
        disabled={disabled}
        emptyLabel="선택"
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextInput
          control={control}
          name={name('address')}
          label={labels.address}
          required
          size="small"
          disabled={disabled}
        />
      </Box>
      <PhoneField
        control={control}
        name={name('telNo')}
        label={labels.telNo}
        required
        size="small"
        disabled={disabled}
      />
      <PhoneField
        control={control}
        name={name('managerTelNo')}
        label={labels.managerTelNo}
        required
        size="small"
        disabled={disabled}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextInput control={control} name={name('rmk')} label="비고" size="small" disabled={disabled} />
      </Box>
    </Box>
  );
}
