import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatPhone } from '@parcel/shared/validation';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { CompanyOption } from './company-option';
import { formatInputChange } from './formatted-input';
import {
  CodeSelectFilter,
  CompanyFilter,
  DateRangeFilter,
  StaticSelectFilter,
  type FilterOption,
} from './search-filter-inputs';

export type SearchFieldOption = FilterOption;

/** Filter values: every filter is a string ('' for none), so they fit the URL as they are. */
export type SearchValues = Record<string, string>;

interface SearchFieldBase<V extends SearchValues> {
  name: keyof V & string;
  label: string;
}

/** A text filter; `phone` is hyphenated as typed; `date` is one calendar date (yyyy-MM-dd). Enter searches. */
export interface TextSearchField<V extends SearchValues> extends SearchFieldBase<V> {
  kind: 'text' | 'phone' | 'date';
  /** What to type, shown in the empty field while it has the focus (COMPANY_SEARCH_PLACEHOLDER). */
  placeholder?: string;
}

/** A dropdown: fixed options, or a code list loaded once a session (useCodeList). */
export interface SelectSearchField<V extends SearchValues> extends SearchFieldBase<V> {
  kind: 'select';
  /** Fixed choices; include `{ value: '', label: '전체' }` for "no filter". Unused with codeGroup. */
  options?: readonly SearchFieldOption[];
  /** A code list type (REGION_TYPE, CHARGE, SHIPPER_TYPE, ...) to take the options from. */
  codeGroup?: string;
  /** First option meaning "no filter": '전체' for a code list, none for fixed options; false for none. */
  allLabel?: string | false;
}

/** A dropdown whose options depend on another filter (region -> district). */
export interface DependentSelectSearchField<V extends SearchValues> extends SearchFieldBase<V> {
  kind: 'dependentSelect';
  /** The parent filter: changing it clears this one; while it is '' this one is disabled. */
  dependsOn: keyof V & string;
  /** The choices for a parent value. Unused with codeGroup. */
  options?: (parentValue: string) => readonly SearchFieldOption[];
  /** A code list narrowed by the parent's value (REGION_DTL_TYPE by region). */
  codeGroup?: string;
  /** First option meaning "no filter", '전체' unless told otherwise; false for none. */
  allLabel?: string | false;
}

/** A period: two dates (yyyy-MM-dd) in `name` (start) and `toName` (end); start <= end. */
export interface DateRangeSearchField<V extends SearchValues> extends SearchFieldBase<V> {
  kind: 'dateRange';
  toName: keyof V & string;
}

/** A company chosen with the company autocomplete: the value is its id as a string. */
export interface CompanySearchField<V extends SearchValues> extends SearchFieldBase<V> {
  kind: 'company';
  /** A filter value that carries the company's name too, so an id from the URL shows its name. */
  nameField?: keyof V & string;
  /** The search behind the autocomplete; the company search query (lib/company-search) by default. */
  search?: (text: string, signal: AbortSignal) => Promise<CompanyOption[]>;
}

/** One filter, declared as data. */
export type SearchField<V extends SearchValues> =
  | TextSearchField<V>
  | SelectSearchField<V>
  | DependentSelectSearchField<V>
  | DateRangeSearchField<V>
  | CompanySearchField<V>;

export const DATE_RANGE_ORDER_MESSAGE = '종료일은 시작일보다 빠를 수 없습니다.';

export interface SearchPanelBaseProps<V extends SearchValues> {
  title?: string;
  fields: readonly SearchField<V>[];
  /**
   * The applied filters, e.g. read from the URL. When they change from outside (browser back, a
   * link) the fields show them; while they stay the same, edits stay local.
   */
  values?: V;
  /** Called with the filter values on Enter, 검색 and 초기화 only, never while typing. */
  onSearch: (values: V) => void;
}

/** At least one of initialValues and defaultValues. */
export type SearchPanelProps<V extends SearchValues> = SearchPanelBaseProps<V> &
  (
    | {
        /** Values at mount (without `values`) and, without defaultValues, after 초기화. */
        initialValues: V;
        /** What 초기화 restores; initialValues by default. */
        defaultValues?: V;
      }
    | { initialValues?: V; defaultValues: V }
  );

const sameValues = (a: SearchValues, b: SearchValues) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? '') === (b[key] ?? ''));
};

/** The values with every filter depending on `name` (and on those, ...) cleared. */
function clearDependents<V extends SearchValues>(
  values: V,
  name: string,
  fields: readonly SearchField<V>[],
): V {
  let next = values;
  for (const field of fields) {
    if (field.kind !== 'dependentSelect' || field.dependsOn !== name) continue;
    if ((next[field.name] ?? '') !== '') next = { ...next, [field.name]: '' };
    next = clearDependents(next, field.name, fields);
  }
  return next;
}

/** Errors by field name: an end date before its start. */
function checkRanges<V extends SearchValues>(values: V, fields: readonly SearchField<V>[]) {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (field.kind !== 'dateRange') continue;
    const from = values[field.name] ?? '';
    const to = values[field.toName] ?? '';
    // yyyy-MM-dd strings compare as dates.
    if (from !== '' && to !== '' && from > to) errors[field.toName] = DATE_RANGE_ORDER_MESSAGE;
  }
  return errors;
}

/**
 * The search card of every list screen (spec 4, Search): edits stay local until Enter or 검색;
 * 초기화 restores the default values and searches with them. A period whose end is before its start
 * is refused with a message under the end date. Below md the filters fold away behind a toggle so
 * the list stays visible on a phone.
 */
export function SearchPanel<V extends SearchValues>({
  title = '검색 조건',
  fields,
  values,
  initialValues,
  defaultValues,
  onSearch,
}: SearchPanelProps<V>) {
  const theme = useTheme();
  // noSsr: this is a client-only app; without it the first render would always be "small screen".
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [expanded, setExpanded] = useState(false);
  // One of the two is there (the props' type says so).
  const resetValues = (defaultValues ?? initialValues) as V;
  const [draft, setDraft] = useState<V>(() => values ?? initialValues ?? resetValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The applied values last seen: when the prop changes (not merely re-created), the draft follows.
  const [seenValues, setSeenValues] = useState(values);
  if (values !== undefined && (seenValues === undefined || !sameValues(values, seenValues))) {
    setSeenValues(values);
    setDraft(values);
    setErrors({});
  }
  const bodyId = useId();
  const open = wide || expanded;

  // The dates of every period: editing one clears its message; the check runs again on searching.
  const rangeNames = new Set(
    fields.flatMap((field) => (field.kind === 'dateRange' ? [field.name, field.toName] : [])),
  );

  const setValues = (changes: Partial<Record<keyof V & string, string>>) => {
    setDraft((current) => {
      let next: V = { ...current, ...changes };
      for (const name of Object.keys(changes)) {
        if ((current[name] ?? '') !== (next[name] ?? '')) next = clearDependents(next, name, fields);
      }
      return next;
    });
    if (Object.keys(changes).some((name) => rangeNames.has(name))) setErrors({});
  };
  const setValue = (name: keyof V & string, value: string) =>
    setValues({ [name]: value } as Partial<Record<keyof V & string, string>>);

  const search = () => {
    const problems = checkRanges(draft, fields);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    onSearch(draft);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search();
  };

  const searchOnEnter = (event: KeyboardEvent) => {
    // Enter that only commits a Hangul syllable (IME composition) must not search yet.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    search();
  };

  const reset = () => {
    setDraft(resetValues);
    setErrors({});
    onSearch(resetValues);
  };

  const renderField = (field: SearchField<V>) => {
    const value = draft[field.name] ?? '';
    switch (field.kind) {
      case 'select':
        return field.codeGroup ? (
          <CodeSelectFilter
            key={field.name}
            name={field.name}
            label={field.label}
            value={value}
            codeGroup={field.codeGroup}
            allLabel={field.allLabel ?? '전체'}
            onChange={(next) => setValue(field.name, next)}
          />
        ) : (
          <StaticSelectFilter
            key={field.name}
            name={field.name}
            label={field.label}
            value={value}
            options={field.options ?? []}
            allLabel={field.allLabel ?? false}
            onChange={(next) => setValue(field.name, next)}
          />
        );
      case 'dependentSelect': {
        const parent = draft[field.dependsOn] ?? '';
        return field.codeGroup ? (
          <CodeSelectFilter
            key={field.name}
            name={field.name}
            label={field.label}
            value={value}
            codeGroup={field.codeGroup}
            parent={parent}
            allLabel={field.allLabel ?? '전체'}
            onChange={(next) => setValue(field.name, next)}
          />
        ) : (
          <StaticSelectFilter
            key={field.name}
            name={field.name}
            label={field.label}
            value={value}
            options={parent === '' ? [] : (field.options?.(parent) ?? [])}
            allLabel={field.allLabel ?? '전체'}
            disabled={parent === ''}
            onChange={(next) => setValue(field.name, next)}
          />
        );
      }
      case 'dateRange':
        return (
          <DateRangeFilter
            key={field.name}
            label={field.label}
            fromName={field.name}
            toName={field.toName}
            from={value}
            to={draft[field.toName] ?? ''}
            error={errors[field.toName]}
            onChange={(name, next) => setValue(name as keyof V & string, next)}
            onKeyDown={searchOnEnter}
          />
        );
      case 'company': {
        const { nameField } = field;
        return (
          <CompanyFilter
            key={field.name}
            label={field.label}
            value={value}
            name={nameField ? draft[nameField] : undefined}
            search={field.search}
            onChange={(company) =>
              setValues({
                [field.name]: company ? String(company.companyId) : '',
                ...(nameField ? { [nameField]: company?.companyNm ?? '' } : {}),
              } as Partial<Record<keyof V & string, string>>)
            }
          />
        );
      }
      default: {
        const phone = field.kind === 'phone';
        const date = field.kind === 'date';
        return (
          <TextField
            key={field.name}
            size="small"
            label={field.label}
            name={field.name}
            placeholder={field.placeholder}
            type={phone ? 'tel' : date ? 'date' : 'text'}
            value={value}
            onChange={(event) =>
              setValue(field.name, phone ? formatInputChange(event, value, formatPhone) : event.target.value)
            }
            onKeyDown={searchOnEnter}
            slotProps={{
              htmlInput: { inputMode: phone ? 'tel' : undefined, autoComplete: 'off' },
              ...(date ? { inputLabel: { shrink: true } } : {}),
            }}
          />
        );
      }
    }
  };

  return (
    <Card component="section" aria-label={title}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {!wide && (
            <Button
              size="small"
              onClick={() => setExpanded((value) => !value)}
              aria-expanded={expanded}
              aria-controls={bodyId}
              endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            >
              {expanded ? '검색 조건 닫기' : '검색 조건 열기'}
            </Button>
          )}
        </Box>
        <Collapse in={open} id={bodyId}>
          <Box
            component="form"
            role="search"
            noValidate
            onSubmit={submit}
            sx={{
              // Spacing inside the Collapse, so a folded panel leaves no gap under its header.
              pt: 2,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: '1fr',
                sm: 'repeat(2, minmax(0, 1fr))',
                md: 'repeat(4, minmax(0, 1fr))',
              },
              alignItems: 'start',
            }}
          >
            {fields.map(renderField)}
            <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
              <Button type="button" variant="outlined" startIcon={<RestartAltIcon />} onClick={reset}>
                초기화
              </Button>
              <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
                검색
              </Button>
            </Box>
          </Box>
        </Collapse>
      </CardContent>
    </Card>
  );
}
