import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useCodeList } from '../lib/code-list';
import { useCompanySearch } from '../lib/company-search';
import { CompanyAutocomplete } from './company-autocomplete';
import type { CompanyOption } from './company-option';

// The inputs of the search panel's filter kinds. Each takes plain values, not the field
// declaration, so the panel alone knows the declarations.

export interface FilterOption {
  value: string;
  label: string;
}

export const FILTER_OPTIONS_LOADING_TEXT = '불러오는 중…';
export const DATE_RANGE_FROM_SUFFIX = '시작일';
export const DATE_RANGE_TO_SUFFIX = '종료일';

interface SelectFilterProps {
  name: string;
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
  loading?: boolean;
}

/**
 * A dropdown filter. A value missing from the options (a code list still loading, or an old value
 * from the URL) is still shown, so the field never looks empty while it filters.
 */
export function SelectFilter({
  name,
  label,
  value,
  options,
  onChange,
  disabled,
  loading,
}: SelectFilterProps) {
  const shown = useMemo(
    () =>
      value === '' || options.some((option) => option.value === value)
        ? options
        : [...options, { value, label: loading ? FILTER_OPTIONS_LOADING_TEXT : value }],
    [loading, options, value],
  );
  return (
    <TextField
      select
      size="small"
      label={label}
      name={name}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      // The "전체" option has the value '', which MUI would otherwise render as empty.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      {shown.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

const withAll = (options: readonly FilterOption[], allLabel: string | false): readonly FilterOption[] =>
  allLabel === false ? options : [{ value: '', label: allLabel }, ...options];

interface CodeSelectFilterProps extends Omit<SelectFilterProps, 'options' | 'loading'> {
  codeGroup: string;
  /** For a dependent list: the parent's value; '' leaves the list empty and the field disabled. */
  parent?: string;
  allLabel: string | false;
}

/** A dropdown of a code list (useCodeList), with 전체 first. */
export function CodeSelectFilter({ codeGroup, parent, allLabel, disabled, ...props }: CodeSelectFilterProps) {
  const dependent = parent !== undefined;
  const { options, loading } = useCodeList(codeGroup, { parent, skip: dependent && parent === '' });
  const all = useMemo(() => withAll(options, allLabel), [options, allLabel]);
  return (
    <SelectFilter
      {...props}
      options={all}
      loading={loading}
      disabled={disabled || (dependent && parent === '')}
    />
  );
}

interface StaticSelectFilterProps extends Omit<SelectFilterProps, 'options'> {
  options: readonly FilterOption[];
  allLabel: string | false;
}

export function StaticSelectFilter({ options, allLabel, ...props }: StaticSelectFilterProps) {
  const all = useMemo(() => withAll(options, allLabel), [options, allLabel]);
  return <SelectFilter {...props} options={all} />;
}

interface DateRangeFilterProps {
  label: string;
  fromName: string;
  toName: string;
  from: string;
  to: string;
  onChange: (name: string, value: string) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  /** Shown under the end date, e.g. when it is before the start. */
  error?: string;
}

/** Two date inputs (yyyy-MM-dd) for a period, 시작일 ~ 종료일. */
export function DateRangeFilter({
  label,
  fromName,
  toName,
  from,
  to,
  onChange,
  onKeyDown,
  error,
}: DateRangeFilterProps) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        gridColumn: { sm: 'span 2' },
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
        alignItems: 'start',
        gap: 1,
      }}
    >
      <TextField
        size="small"
        type="date"
        label={`${label} ${DATE_RANGE_FROM_SUFFIX}`}
        name={fromName}
        value={from}
        onChange={(event) => onChange(fromName, event.target.value)}
        onKeyDown={onKeyDown}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || undefined } }}
      />
      <Typography aria-hidden color="text.secondary" sx={{ pt: 1 }}>
        ~
      </Typography>
      <TextField
        size="small"
        type="date"
        label={`${label} ${DATE_RANGE_TO_SUFFIX}`}
        name={toName}
        value={to}
        onChange={(event) => onChange(toName, event.target.value)}
        onKeyDown={onKeyDown}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
      />
    </Box>
  );
}

type CompanySearch = (text: string, signal: AbortSignal) => Promise<CompanyOption[]>;

interface CompanyFilterProps {
  label: string;
  /** The company's id as a string; '' for none. */
  value: string;
  /** The company's name, when the values carry it (e.g. from the URL). */
  name?: string;
  onChange: (company: CompanyOption | null) => void;
  search?: CompanySearch;
}

/** Label of a company known only by its id (a value from the URL without its name). */
export const unnamedCompanyLabel = (id: string) => `업체 번호 ${id}`;

/** A company filter: the autocomplete of company-autocomplete.tsx, storing the id, showing the name. */
export function CompanyFilter(props: CompanyFilterProps) {
  return props.search ? (
    <CompanyFilterInput {...props} search={props.search} />
  ) : (
    <ServerCompanyFilter {...props} />
  );
}

function ServerCompanyFilter(props: Omit<CompanyFilterProps, 'search'>) {
  const search = useCompanySearch();
  return <CompanyFilterInput {...props} search={search} />;
}

function CompanyFilterInput({
  label,
  value,
  name,
  onChange,
  search,
}: CompanyFilterProps & { search: CompanySearch }) {
  // The option last picked here, so its name shows without the values carrying it.
  const [picked, setPicked] = useState<CompanyOption | null>(null);
  // One object per (id, name): a new object each render would make the autocomplete reset its text.
  const selected = useMemo<CompanyOption | null>(() => {
    if (value === '') return null;
    if (picked && String(picked.companyId) === value && (!name || name === picked.companyNm)) return picked;
    return { companyId: Number(value), companyNm: name || unnamedCompanyLabel(value) };
  }, [name, picked, value]);
  return (
    <CompanyAutocomplete
      label={label}
      value={selected}
      onChange={(company) => {
        setPicked(company);
        onChange(company);
      }}
      search={search}
      size="small"
    />
  );
}
