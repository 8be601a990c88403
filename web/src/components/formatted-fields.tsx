import TextField from '@mui/material/TextField';
import {
  formatAccountNumber,
  formatBusinessNumber,
  formatPhone,
  formatRangeNumber,
  normalizeEmail,
} from '@parcel/shared/validation';
import type { HTMLAttributes } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { formatInputChange, type DigitFormatter } from './formatted-input';

/** Props shared by every react-hook-form text input of the kit. */
export interface FormFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** Shows the asterisk; the zod schema decides what is actually required. */
  required?: boolean;
  disabled?: boolean;
  /** Shown below the field when it has no error. */
  helperText?: string;
  placeholder?: string;
  autoFocus?: boolean;
  size?: 'small' | 'medium';
}

function asText(value: unknown): string {
  return value == null ? '' : String(value);
}

interface DigitFieldProps<T extends FieldValues> extends FormFieldProps<T> {
  format: DigitFormatter;
  inputMode: HTMLAttributes<HTMLInputElement>['inputMode'];
  type?: 'text' | 'tel';
}

/** A text field whose value is reformatted with a shared formatter on every keystroke. */
function DigitField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  helperText,
  placeholder,
  autoFocus,
  size,
  format,
  inputMode,
  type = 'text',
}: DigitFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = asText(field.value);
        return (
          <TextField
            // Answers may carry digits only; show them hyphenated from the start.
            value={format(value)}
            onChange={(event) => field.onChange(formatInputChange(event, format(value), format))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            name={field.name}
            label={label}
            type={type}
            required={required}
            disabled={disabled || field.disabled}
            placeholder={placeholder}
            autoFocus={autoFocus}
            size={size}
            fullWidth
            error={fieldState.invalid}
            helperText={fieldState.error?.message ?? helperText}
            slotProps={{ htmlInput: { inputMode, autoComplete: 'off' } }}
          />
        );
      }}
    />
  );
}

/** Telephone or mobile number, hyphenated as typed (`010-1234-5678`, `02-123-4567`). */
export function PhoneField<T extends FieldValues>(props: FormFieldProps<T>) {
  return <DigitField {...props} format={formatPhone} inputMode="tel" type="tel" />;
}

/** 사업자등록번호, hyphenated 3-2-5 as typed. */
export function BusinessNumberField<T extends FieldValues>(props: FormFieldProps<T>) {
  return <DigitField {...props} format={formatBusinessNumber} inputMode="numeric" />;
}

/** Bank account number, grouped with hyphens as typed. */
export function AccountNumberField<T extends FieldValues>(props: FormFieldProps<T>) {
  return <DigitField {...props} format={formatAccountNumber} inputMode="numeric" />;
}

/** Waybill range start or end number, hyphenated 3-4-rest from 11 digits. */
export function RangeNumberField<T extends FieldValues>(props: FormFieldProps<T>) {
  return <DigitField {...props} format={formatRangeNumber} inputMode="numeric" />;
}

export interface EmailFieldProps<T extends FieldValues> extends FormFieldProps<T> {
  maxLength?: number;
}

/** E-mail address, trimmed and lowercased when the field loses focus (spec 5). */
export function EmailField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  helperText,
  placeholder,
  autoFocus,
  size,
  maxLength,
}: EmailFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          value={asText(field.value)}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={(event) => {
            const normalized = normalizeEmail(event.target.value);
            if (normalized !== event.target.value) field.onChange(normalized);
            field.onBlur();
          }}
          inputRef={field.ref}
          name={field.name}
          label={label}
          // Not type="email": browsers strip its spaces and lock its caret, which fights a controlled value.
          type="text"
          required={required}
          disabled={disabled || field.disabled}
          placeholder={placeholder}
          autoFocus={autoFocus}
          size={size}
          fullWidth
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{
            htmlInput: {
              inputMode: 'email',
              autoComplete: 'email',
              maxLength,
              autoCapitalize: 'none',
              spellCheck: false,
            },
          }}
        />
      )}
    />
  );
}
