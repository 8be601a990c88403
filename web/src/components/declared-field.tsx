// A form input of a declared field (shared/src/records/define-fields.ts): its label, asterisk,
// limit, hint and keyboard come from the declaration, so the dialog only places it.
import {
  hasDefault,
  storedLengthOf,
  type FieldDeclaration,
  type FieldDeclarations,
} from '@parcel/shared/records/define-fields';
import type { FieldValues } from 'react-hook-form';
import { YES_NO } from '@parcel/shared/codes';
import { MoneyInput, RadioInput, SelectInput, TextInput } from './form-fields';
import {
  AccountNumberField,
  BusinessNumberField,
  EmailField,
  PhoneField,
  RangeNumberField,
  type FormFieldProps,
} from './formatted-fields';

export interface DeclaredFieldProps<T extends FieldValues> extends Omit<FormFieldProps<T>, 'label'> {
  /** The record's declared fields; `name` is one of them. */
  fields: FieldDeclarations;
}

/** The options of a yes/no or choice field: its declared words, in the order declared (Y before N). */
function choiceOptions({ kind, choices = {} }: FieldDeclaration) {
  const values = kind === 'yesNo' ? YES_NO : Object.keys(choices);
  return values.map((value) => ({ value, label: choices[value] ?? value }));
}

/**
 * The input its declaration's kind calls for: digits hyphenated as typed (waybill numbers too), e-mail, radios for Y/N
 * and choices with a default, a select for a choice without one (it starts empty), won for amounts,
 * or text. Codes and ids are chosen from lists the dialog loads.
 */
export function DeclaredField<T extends FieldValues>({ fields, ...props }: DeclaredFieldProps<T>) {
  const declaration = fields[props.name];
  if (!declaration) throw new Error(`DeclaredField: ${props.name} is not declared`);
  const { label, kind = 'text', required, max, hint, multiline, autoComplete } = declaration;
  const input = { ...props, label, required, helperText: props.helperText ?? hint };
  switch (kind) {
    case 'yesNo':
    case 'choice':
      return hasDefault(declaration) ? (
        <RadioInput {...input} options={choiceOptions(declaration)} />
      ) : (
        <SelectInput {...input} options={choiceOptions(declaration)} />
      );
    case 'amount':
      return <MoneyInput {...input} />;
    case 'code':
    case 'id':
      throw new Error(`DeclaredField: ${props.name} is chosen from a list (SelectInput)`);
    case 'phone':
      return <PhoneField {...input} />;
    case 'bizNo':
      return <BusinessNumberField {...input} />;
    case 'account':
      return <AccountNumberField {...input} />;
    case 'email':
      return <EmailField {...input} maxLength={max} />;
    case 'rangeNo':
      return <RangeNumberField {...input} />;
    default:
      return (
        <TextInput
          {...input}
          maxLength={storedLengthOf(declaration)}
          multiline={multiline}
          autoComplete={autoComplete}
        />
      );
  }
}
