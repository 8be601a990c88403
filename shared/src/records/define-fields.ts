// A record's edited fields declared once: the Korean label, what the field holds (its kind), whether
// it is required, its limit and what it means. The form's zod checks, the GraphQL input's fields, a
// list's columns, the change history's labels, a dialog's starting values and the web inputs' label,
// limit and keyboard are all built from the declaration; a test holds it against the entity's
// column (length, nullability).
import type { z } from 'zod';
import { formatMessage } from '../validation/messages';
import {
  accountNumberField,
  businessNumberField,
  emailField,
  optionalAccountNumberField,
  optionalBusinessNumberField,
  optionalEmailField,
  optionalPhoneField,
  optionalText,
  phoneField,
  requiredText,
} from '../validation/schemas';
import type { ColumnKind, ListColumn } from './define-list';
import { field, orderedForm, type FieldStep, type OrderedFormSchema } from '../forms/ordered-form';

/**
 * What a field holds, which decides how it is checked, stored and typed in: free text, a phone or
 * fax number, a business registration number, a bank account number (all three stored as digits),
 * an e-mail address (stored lowercased) or a five-digit postal code.
 */
export type FieldKind = 'text' | 'phone' | 'bizNo' | 'account' | 'email' | 'postNo';

export interface FieldDeclaration {
  readonly label: string;
  /** 'text' unless told. */
  readonly kind?: FieldKind;
  /** The form refuses it empty; otherwise empty is stored as null. */
  readonly required?: boolean;
  /**
   * The column takes null although the form requires a value (rows from before the form did):
   * answered and sent as nullable. By default a column takes null exactly when the field is optional.
   */
  readonly nullable?: boolean;
  /** Most characters of a text or e-mail: the column's length. */
  readonly max?: number;
  /** What it holds, in English with the Korean word: the GraphQL fields' descriptions start with it. */
  readonly doc: string;
  /** What else the server checks (uniqueness ...), added to the GraphQL input's description. */
  readonly serverRule?: string;
  /** Shown under the input while it has no error. */
  readonly hint?: string;
  /** A text of several lines. */
  readonly multiline?: boolean;
  /** The browser's autofill hint. */
  readonly autoComplete?: string;
}

export type FieldDeclarations = Readonly<Record<string, FieldDeclaration>>;

/** A record's fields in the order its form checks them, names and kinds kept as literal types. */
export function defineFields<const Fields extends FieldDeclarations>(fields: Fields): Fields {
  return fields;
}

/** Digits a kind stores at most (phone numbers have 9 to 12; the rest exactly). */
export const KIND_STORED_LENGTH: Readonly<Partial<Record<FieldKind, number>>> = {
  phone: 12,
  bizNo: 10,
  account: 14,
  postNo: 5,
};

/** Whether the field's column, its answer and its GraphQL input take null. */
export const isNullable = (declaration: FieldDeclaration): boolean =>
  declaration.nullable ?? !declaration.required;

/** The stored length of a field: its limit, or its kind's. */
export const storedLengthOf = (declaration: FieldDeclaration): number | undefined =>
  declaration.max ?? KIND_STORED_LENGTH[declaration.kind ?? 'text'];

/** The table column of a field or a list column: its name in snake_case (companyNm: company_nm). */
export const columnNameOf = (name: string): string =>
  name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Korean postal codes (우편번호) have had five digits since 2015. */
export const POST_NO_PATTERN = /^\d{5}$/;

function postNoField(label: string) {
  return requiredText(label).regex(POST_NO_PATTERN, { error: formatMessage(label) });
}

/** The zod check of a required field: empty is refused, then its kind's format. */
function requiredSchemaOf({ label, kind = 'text', max }: FieldDeclaration): z.ZodType<string, string> {
  switch (kind) {
    case 'phone':
      return phoneField(label);
    case 'bizNo':
      return businessNumberField(label);
    case 'account':
      return accountNumberField(label);
    case 'email':
      return emailField(label, { max });
    case 'postNo':
      return postNoField(label);
    default:
      return requiredText(label, { max });
  }
}

/** The zod check of an optional field: empty (or absent) is null, anything else as its kind says. */
function optionalSchemaOf({ label, kind = 'text', max }: FieldDeclaration) {
  switch (kind) {
    case 'phone':
      return optionalPhoneField(label);
    case 'bizNo':
      return optionalBusinessNumberField(label);
    case 'account':
      return optionalAccountNumberField(label);
    case 'email':
      return optionalEmailField(label, { max });
    default:
      return optionalText(label, { max });
  }
}

/** What a field parses to: its text (digits only for numbers), null for an empty optional one. */
export type FieldValue<Declaration extends FieldDeclaration> = Declaration['required'] extends true
  ? string
  : string | null;

type FieldSchema<Declaration extends FieldDeclaration> = z.ZodType<
  FieldValue<Declaration>,
  string | null | undefined
>;

/** The form step of one declared field, for a form that orders its own steps. */
export function fieldStep<Fields extends FieldDeclarations, Name extends keyof Fields & string>(
  fields: Fields,
  name: Name,
): FieldStep<Name, FieldSchema<Fields[Name]>> {
  const declaration = fields[name] as FieldDeclaration;
  const schema = declaration.required ? requiredSchemaOf(declaration) : optionalSchemaOf(declaration);
  return field(name, schema as unknown as FieldSchema<Fields[Name]>);
}

/** The steps of every field, in the declaration's order. */
type FieldStepsOf<Fields extends FieldDeclarations> = readonly {
  [Name in keyof Fields & string]: FieldStep<Name, FieldSchema<Fields[Name]>>;
}[keyof Fields & string][];

/** A form that checks every declared field in the declaration's order. */
export function formOf<const Fields extends FieldDeclarations>(
  fields: Fields,
): OrderedFormSchema<FieldStepsOf<Fields>> {
  return orderedForm(Object.keys(fields).map((name) => fieldStep(fields, name)) as FieldStepsOf<Fields>);
}

/** Every field's label by its name. */
export function labelsOf<const Fields extends FieldDeclarations>(
  fields: Fields,
): { readonly [Name in keyof Fields]: Fields[Name]['label'] } {
  return Object.fromEntries(Object.entries(fields).map(([name, { label }]) => [name, label])) as {
    [Name in keyof Fields]: Fields[Name]['label'];
  };
}

/** A dialog's starting values: each field of the record as text, '' for none (or a new record). */
export function initialValuesOf<Fields extends FieldDeclarations>(
  fields: Fields,
  record: Partial<Readonly<Record<keyof Fields, string | null>>> | null,
): { [Name in keyof Fields]: string } {
  return Object.fromEntries(Object.keys(fields).map((name) => [name, record?.[name] ?? ''])) as {
    [Name in keyof Fields]: string;
  };
}

/** How each kind is described as answered, and as typed in. */
const KIND_DOCS: Readonly<Record<FieldKind, { answer?: string; input?: string }>> = {
  text: {},
  phone: { answer: 'digits only', input: 'with or without hyphens' },
  bizNo: { answer: '10 digits', input: '123-45-67890 or 10 digits, with a valid check digit' },
  account: { answer: '10 to 14 digits', input: '10 to 14 digits, hyphens and spaces ignored' },
  email: { answer: 'lowercased' },
  postNo: { answer: '5 digits', input: '5 digits' },
};

const sentence = (parts: readonly (string | undefined)[]) => `${parts.filter(Boolean).join(', ')}.`;

/** The description of a field as answered (a list's column, a GraphQL type's field). */
export function answerDocOf(declaration: FieldDeclaration): string {
  return sentence([declaration.doc, KIND_DOCS[declaration.kind ?? 'text'].answer]);
}

/** The description of a field as sent (a GraphQL input's field): its format, limit and server checks. */
export function inputDocOf(declaration: FieldDeclaration): string {
  const { doc, kind = 'text', max, required, serverRule } = declaration;
  const limit = max === undefined ? undefined : `up to ${max} characters`;
  // A null the input type admits is still refused where the form requires a value.
  const blank = required ? (isNullable(declaration) ? 'required' : undefined) : 'blank clears it';
  return sentence([doc, KIND_DOCS[kind].input, limit, blank, serverRule]);
}

/** What a list shows of a field, beside the list's own presentation of it (width, header ...). */
export function columnOf(declaration: FieldDeclaration, presentation: Partial<ListColumn> = {}): ListColumn {
  const kind: ColumnKind =
    declaration.kind === 'email' || declaration.kind === 'postNo' ? 'text' : (declaration.kind ?? 'text');
  return {
    label: declaration.label,
    kind,
    doc: answerDocOf(declaration),
    ...(isNullable(declaration) ? { nullable: true } : {}),
    ...presentation,
  };
}

/** A list column for every declared field, each with the list's presentation where it gives one. */
export function columnsOf<const Fields extends FieldDeclarations>(
  fields: Fields,
  presentation: { readonly [Name in keyof Fields]?: Partial<ListColumn> } = {},
): { readonly [Name in keyof Fields]: ColumnOf<Fields[Name]> } {
  return Object.fromEntries(
    Object.entries(fields).map(([name, declaration]) => [name, columnOf(declaration, presentation[name])]),
  ) as { [Name in keyof Fields]: ColumnOf<Fields[Name]> };
}

/** The list column of a field, typed as defineList's row types read it. */
export type ColumnOf<Declaration extends FieldDeclaration> = {
  readonly label: string;
  /** Every declared kind holds text. */
  readonly kind: Exclude<ColumnKind, 'integer' | 'won' | 'date'>;
  readonly doc: string;
} & (Declaration['nullable'] extends true
  ? { readonly nullable: true }
  : Declaration['required'] extends true
    ? { readonly nullable?: false }
    : { readonly nullable: true });
