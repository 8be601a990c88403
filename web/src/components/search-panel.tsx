import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatPhone } from '@parcel/shared/validation';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { formatInputChange } from './formatted-input';

export interface SearchFieldOption {
  value: string;
  label: string;
}

/** One filter, declared as data. `phone` is a text filter hyphenated as typed. */
export interface SearchField<V extends Record<string, string>> {
  name: keyof V & string;
  label: string;
  kind: 'text' | 'phone' | 'select';
  /** Choices of a `select` filter; include `{ value: '', label: '전체' }` for "no filter". */
  options?: readonly SearchFieldOption[];
}

export interface SearchPanelProps<V extends Record<string, string>> {
  title?: string;
  fields: readonly SearchField<V>[];
  /** Values at mount and after 초기화. */
  initialValues: V;
  /** Called with the filter values on Enter, 검색 and 초기화 only, never while typing. */
  onSearch: (values: V) => void;
}

/**
 * The search card of every list screen (spec 4, Search): edits stay local until Enter or 검색;
 * 초기화 restores the initial values and searches with them. Below md the filters fold away
 * behind a toggle so the list stays visible on a phone.
 */
export function SearchPanel<V extends Record<string, string>>({
  title = '검색 조건',
  fields,
  initialValues,
  onSearch,
}: SearchPanelProps<V>) {
  const theme = useTheme();
  // noSsr: this is a client-only app; without it the first render would always be "small screen".
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [expanded, setExpanded] = useState(false);
  const [draft, setDraft] = useState<V>(initialValues);
  const bodyId = useId();
  const open = wide || expanded;

  const setValue = (name: keyof V, value: string) => setDraft((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };

  const searchOnEnter = (event: KeyboardEvent) => {
    // Enter that only commits a Hangul syllable (IME composition) must not search yet.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSearch(draft);
  };

  const reset = () => {
    setDraft(initialValues);
    onSearch(initialValues);
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
            {fields.map((field) => {
              const value = draft[field.name] ?? '';
              if (field.kind === 'select') {
                return (
                  <TextField
                    key={field.name}
                    select
                    size="small"
                    label={field.label}
                    name={field.name}
                    value={value}
                    onChange={(event) => setValue(field.name, event.target.value)}
                    // The "전체" option has the value '', which MUI would otherwise render as empty.
                    slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                  >
                    {(field.options ?? []).map((option) => (
                      <MenuItem key={option.value} value={option.value}>
                        {option.label}
                      </MenuItem>
                    ))}
                  </TextField>
                );
              }
              const phone = field.kind === 'phone';
              return (
                <TextField
                  key={field.name}
                  size="small"
                  label={field.label}
                  name={field.name}
                  type={phone ? 'tel' : 'text'}
                  value={value}
                  onChange={(event) =>
                    setValue(
                      field.name,
                      phone ? formatInputChange(event, value, formatPhone) : event.target.value,
                    )
                  }
                  onKeyDown={searchOnEnter}
                  slotProps={{ htmlInput: { inputMode: phone ? 'tel' : undefined, autoComplete: 'off' } }}
                />
              );
            })}
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
