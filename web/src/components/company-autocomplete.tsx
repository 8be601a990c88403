import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatPhone, phoneEndsWith, phoneSuffixOf } from '@parcel/shared/validation';
import { useEffect, useRef, useState, type Ref } from 'react';
import { CompanyName } from './company-name';
import type { CompanyOption } from './company-option';

export interface CompanyAutocompleteProps {
  label: string;
  value: CompanyOption | null;
  onChange: (value: CompanyOption | null) => void;
  /** Server search; must honour `signal` so a superseded request is dropped. */
  search: (text: string, signal: AbortSignal) => Promise<CompanyOption[]>;
  /** Characters (after trimming) needed before searching. */
  minChars?: number;
  debounceMs?: number;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  /** 'small' in search panels, beside the other small filters. */
  size?: 'small' | 'medium';
  /**
   * The typed text itself counts as a name (a receiver who is no registered company): called on
   * each keystroke, and the text stays when the field loses focus without a pick.
   */
  onTextChange?: (text: string) => void;
  /** The text input, for a form that focuses the field (react-hook-form's `field.ref`). */
  inputRef?: Ref<HTMLInputElement>;
}

export const COMPANY_SEARCH_LOADING_TEXT = '검색 중…';
export const COMPANY_SEARCH_EMPTY_TEXT = '검색 결과 없음';
export const COMPANY_SEARCH_FAILED_TEXT = '업체를 검색하지 못했습니다.';
/** What the field finds by (the server's rule: name-or-phone.ts, `phoneSuffixOf`). */
export const COMPANY_SEARCH_PLACEHOLDER = '상호 또는 전화번호 끝 4자리';

/**
 * The phones an option shows: those ending with the digits typed (why it was found: its 전화번호,
 * its 담당자 연락처 or both), else its 전화번호.
 */
function shownPhones(option: CompanyOption, typed: string): string[] {
  const suffix = phoneSuffixOf(typed);
  const phones = [option.telNo, option.managerTelNo].filter((phone): phone is string => !!phone);
  const matching = suffix === null ? [] : phones.filter((phone) => phoneEndsWith(phone, suffix));
  if (matching.length > 0) return matching;
  return option.telNo ? [option.telNo] : [];
}

// The server filters, so the options are shown exactly as they arrive.
const keepAll = (options: CompanyOption[]) => options;

/**
 * Company picker backed by a server search (spec 2, company autocomplete): searches from
 * `minChars` trimmed characters, 250 ms after the last keystroke, and aborts the earlier request
 * whenever the text changes. Up/Down, Enter and Esc are MUI Autocomplete's own keys.
 *
 * The server finds a company by its name or by the end of a phone (4 to 12 digits, hyphens or not:
 * the last four a caller gives first; fewer digits are part of a name), and offers companies not in
 * use after those in use: they may be picked, and show in red with 사용 중지 (CompanyName). An
 * option shows the phones that end with the digits typed, so the clerk sees why it was found.
 */
export function CompanyAutocomplete({
  label,
  value,
  onChange,
  search,
  minChars = 1,
  debounceMs = 250,
  disabled,
  error,
  helperText,
  required,
  size,
  onTextChange,
  inputRef,
}: CompanyAutocompleteProps) {
  const [inputValue, setInputValue] = useState(value?.companyNm ?? '');
  const [options, setOptions] = useState<CompanyOption[]>([]);
  // True from the keystroke on (not only while the request runs), so the list never flashes
  // 검색 결과 없음 during the debounce.
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | null>(null);

  const cancelPending = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    request.current?.abort();
    request.current = null;
  };

  // Nothing may resolve into an unmounted component.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  const runSearch = async (query: string) => {
    const controller = new AbortController();
    request.current = controller;
    try {
      const found = await search(query, controller.signal);
      if (!controller.signal.aborted) setOptions(found);
    } catch {
      if (!controller.signal.aborted) setFailed(true);
    } finally {
      if (request.current === controller) {
        request.current = null;
        setLoading(false);
      }
    }
  };

  const handleTyping = (text: string) => {
    cancelPending();
    setOptions([]);
    setFailed(false);
    const query = text.trim();
    if (query.length < minChars) {
      setLoading(false);
      return;
    }
    setLoading(true);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void runSearch(query);
    }, debounceMs);
  };

  const searchable = inputValue.trim().length >= minChars;

  return (
    <Autocomplete<CompanyOption>
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={inputValue}
      onInputChange={(_event, text, reason) => {
        setInputValue(text);
        // 'reset' and 'blur' mirror the selected company's name into the input: not a query.
        if (reason === 'input') handleTyping(text);
        else if (reason === 'clear') handleTyping('');
        if (reason === 'input' || reason === 'clear') onTextChange?.(text);
      }}
      clearOnBlur={!onTextChange}
      // Closed while the text is too short: an empty list there would wrongly say 검색 결과 없음.
      open={open && searchable}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      filterOptions={keepAll}
      getOptionLabel={(option) => option.companyNm}
      getOptionKey={(option) => option.companyId}
      isOptionEqualToValue={(option, selected) => option.companyId === selected.companyId}
      loading={loading}
      loadingText={COMPANY_SEARCH_LOADING_TEXT}
      noOptionsText={failed ? COMPANY_SEARCH_FAILED_TEXT : COMPANY_SEARCH_EMPTY_TEXT}
      disabled={disabled}
      size={size}
      slotProps={{ listbox: { sx: { maxHeight: '15rem' } } }}
      renderOption={(props, option) => {
        const { key, ...optionProps } = props;
        const details = [...shownPhones(option, inputValue).map(formatPhone), option.address ?? '']
          .filter((part) => part !== '')
          .join(' · ');
        return (
          <li key={key} {...optionProps}>
            <Box sx={{ display: 'grid', minWidth: 0 }}>
              <Typography variant="body2">
                <CompanyName company={option} />
              </Typography>
              {details && (
                <Typography variant="caption" color="text.secondary" noWrap>
                  {details}
                </Typography>
              )}
            </Box>
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={label}
          placeholder={COMPANY_SEARCH_PLACEHOLDER}
          error={error}
          helperText={helperText}
          required={required}
        />
      )}
    />
  );
}
