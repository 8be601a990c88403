// The kit's react-hook-form fields: each wraps one MUI control in a Controller, shows its error
// under it and leaves every rule to the form's zod schema (see schema-form.ts).
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { formatWon } from '@parcel/shared/money';
import { toDigits } from '@parcel/shared/validation';
import { useId, useState } from 'react';
import {
  Controller,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldValues,
} from 'react-hook-form';
import type { FormFieldProps } from './formatted-fields';
import { formatInputChange } from './formatted-input';

export interface FieldOption {
  value: string;
  label: string;
}

const asText = (value: unknown): string => (value == null ? '' : String(value));

/** The TextField props every text-like field shares: value, events, label, error. */
function textFieldProps<T extends FieldValues>(
  props: FormFieldProps<T>,
  field: ControllerRenderProps<T>,
  fieldState: ControllerFieldState,
): TextFieldProps {
  return {
    value: asText(field.value),
    onChange: (event) => field.onChange(event.target.value),
    onBlur: field.onBlur,
    inputRef: field.ref,
    name: field.name,
    label: props.label,
    required: props.required,
    disabled: props.disabled || field.disabled,
    placeholder: props.placeholder,
    autoFocus: props.autoFocus,
    size: props.size,
    fullWidth: true,
    error: fieldState.invalid,
    helperText: fieldState.error?.message ?? props.helperText,
  };
}

export interface TextInputProps<T extends FieldValues> extends FormFieldProps<T> {
  /** Shown, focusable and copyable, but not editable (e.g. the id of a user being edited). */
  readOnly?: boolean;
  maxLength?: number;
  multiline?: boolean;
  autoComplete?: string;
}

/** A plain text field. */
export function TextInput<T extends FieldValues>(props: TextInputProps<T>) {
  const { control, name, readOnly, maxLength, multiline, autoComplete = 'off' } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...textFieldProps(props, field, fieldState)}
          multiline={multiline}
          minRows={multiline ? 2 : undefined}
          slotProps={{ input: { readOnly }, htmlInput: { maxLength, autoComplete } }}
        />
      )}
    />
  );
}

export interface PasswordInputProps<T extends FieldValues> extends FormFieldProps<T> {
  /** `new-password` for a form that sets one (the default), `current-password` to sign in. */
  autoComplete?: 'new-password' | 'current-password';
}

/** A password with a show/hide button; never trimmed, never autofilled into a new-password form. */
export function PasswordInput<T extends FieldValues>(props: PasswordInputProps<T>) {
  const { control, name, autoComplete = 'new-password' } = props;
  const [shown, setShown] = useState(false);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...textFieldProps(props, field, fieldState)}
          type={shown ? 'text' : 'password'}
          slotProps={{
            htmlInput: { autoComplete },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    edge="end"
                    size="small"
                    // Not named after the field: a search for the field's label must find the input only.
                    aria-label={shown ? '입력 내용 숨기기' : '입력 내용 보기'}
                    aria-pressed={shown}
                    onClick={() => setShown((value) => !value)}
                    disabled={props.disabled}
                  >
                    {shown ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}

export interface SelectInputProps<T extends FieldValues> extends FormFieldProps<T> {
  options: readonly FieldOption[];
  /** A first, empty choice such as 선택하세요; leave out for a select that always has a value. */
  emptyLabel?: string;
}

/** A drop-down of fixed options (codes, groups). */
export function SelectInput<T extends FieldValues>(props: SelectInputProps<T>) {
  const { control, name, options, emptyLabel } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...textFieldProps(props, field, fieldState)}
          select
          slotProps={{ select: { displayEmpty: emptyLabel !== undefined }, inputLabel: { shrink: true } }}
        >
          {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

export interface RadioInputProps<T extends FieldValues> extends FormFieldProps<T> {
  options: readonly FieldOption[];
}

/** A row of radio buttons under a label (e.g. 사용자 상태: 정상 / 탈퇴). */
export function RadioInput<T extends FieldValues>({
  control,
  name,
  label,
  options,
  disabled,
  required,
}: RadioInputProps<T>) {
  const labelId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={fieldState.invalid} disabled={disabled} required={required}>
          <FormLabel id={labelId}>{label}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={labelId}
            name={field.name}
            value={asText(field.value)}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
          >
            {options.map((option) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                control={<Radio />}
                label={option.label}
              />
            ))}
          </RadioGroup>
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

export interface CheckboxInputProps<T extends FieldValues> extends FormFieldProps<T> {
  /** The stored values of a checked and an unchecked box: the spec's flags are 'Y' and 'N'. */
  checkedValue?: string;
  uncheckedValue?: string;
}

/** A checkbox holding a Y/N flag (or the values given). */
export function CheckboxInput<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  checkedValue = 'Y',
  uncheckedValue = 'N',
}: CheckboxInputProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={fieldState.invalid} disabled={disabled}>
          <FormControlLabel
            label={label}
            control={
              <Checkbox
                name={field.name}
                slotProps={{ input: { ref: field.ref } }}
                checked={field.value === checkedValue}
                onChange={(event) => field.onChange(event.target.checked ? checkedValue : uncheckedValue)}
                onBlur={field.onBlur}
              />
            }
          />
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

/** A calendar date as `yyyy-MM-dd` text (the browser's date picker, in the page's language). */
export function DateInput<T extends FieldValues>(props: FormFieldProps<T>) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <TextField
          {...textFieldProps(props, field, fieldState)}
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
    />
  );
}

/** An amount in won: digits held, shown grouped (`1,234,000`) as typed, with 원 after it. */
export function MoneyInput<T extends FieldValues>(props: FormFieldProps<T>) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const shown = formatWon(asText(field.value));
        return (
          <TextField
            {...textFieldProps(props, field, fieldState)}
            value={shown}
            onChange={(event) => field.onChange(toDigits(formatInputChange(event, shown, formatWon)))}
            slotProps={{
              htmlInput: { inputMode: 'numeric', autoComplete: 'off', style: { textAlign: 'right' } },
              input: { endAdornment: <InputAdornment position="end">원</InputAdornment> },
            }}
          />
        );
      }}
    />
  );
}
