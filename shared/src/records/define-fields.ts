// A record's edited fields declared once: the Korean label, what the field holds (its kind), whether
// it is required, its limit and what it means. The form's zod checks, the GraphQL input's fields, a
// list's columns, the change history's labels, a dialog's starting values and the web inputs' label,
// limit and keyboard are all built from the declaration; a test holds it against the entity's
// column (length, nullability).
import type { z } from 'zod';
import { YES_NO, type YesNo } from '../codes';
import { formatMessage } from '../validation/messages';
import {
  accountNumberField,
  amountField,
  businessNumberField,
  choiceField,
  choiceWithDefault,
  countField,
  emailField,
  idField,
  optionalAccountNumberField,
  optionalBusinessNumberField,
  optionalChoiceField,
  optionalCountField,
  optionalEmailField,
  optionalIdField,
  optionalPhoneField,
  optionalRangeNumberField,
  optionalText,
  optionalWholeNumberField,
  phoneField,
  rangeNumberField,
  requiredText,
  wholeNumberField,
} from '../validation/schemas';
import type { ColumnKind, ListColumn } from './define-list';
import { field, orderedForm, type FieldStep, type OrderedFormSchema } from '../forms/ordered-form';

/**
 * What a field holds, which decides how it is checked, stored and typed in: free text, a phone or
 * fax number, a business registration number, a bank account number (all three stored as digits),
 * an e-mail address (stored lowercased), a five-digit postal code, Y or N, one of fixed choices, a
 * value of the code table, whole won (not negative), the number of another record, a waybill
 * range's start or end number (11 to 18 digits), a count of pieces (a whole number, at least 1) or a
 * whole number in a range (a year, a month).
 */
export type FieldKind =
  | 'text'
  | 'phone'
  | 'bizNo'
  | 'account'
  | 'email'
  | 'postNo'
  | 'yesNo'
  | 'choice'
  | 'code'
  | 'amount'
  | 'id'
  | 'rangeNo'
  | 'count'
  | 'wholeNumber';

/** The records an id field names (the change history shows their names). */
export type FieldReference = 'company' | 'member' | 'supplier' | 'course';

export interface FieldDeclaration {
  readonly label: string;
  /** 'text' unless told. */
  readonly kind?: FieldKind;
  /** The form refuses it empty; otherwise empty is stored as null. */
  readonly required?: boolean;
  /** Whom the form requires it of, where not every record ('a shipper'): the input's description says so. */
  readonly requiredFor?: string;
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
  /**
   * yesNo and choice: a new record's value, and the value of one sent without it. A choice without
   * one is chosen (a select that starts empty): required, empty is refused.
   */
  readonly default?: string;
  /** choice: each value's name; yesNo: the words the form's radios give Y and N. */
  readonly choices?: Readonly<Record<string, string>>;
  /** code: the code table's type (REGION_TYPE ...). */
  readonly codeType?: string;
  /** id: the record it names. */
  readonly refersTo?: FieldReference;
  /** wholeNumber: the least and the greatest value it takes. */
  readonly range?: readonly [min: number, max: number];
  /**
   * Whether the GraphQL input takes null, where it differs from the column: false for a field the
   * form always sends although old rows lack it (a member's e-mail), true for one old callers may
   * leave out and the form then refuses (a range's sender). By default the input takes null where
   * the column does or a default fills it in.
   */
  readonly inputNullable?: boolean;
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

/** Kinds that always hold a value: Y/N their default, amounts 0 (choices when they declare a default). */
const DEFAULTED_KINDS: ReadonlySet<FieldKind> = new Set(['yesNo', 'amount']);

/** Whether an empty or missing value takes the field's default (so its column never holds null). */
export const hasDefault = (declaration: FieldDeclaration): boolean =>
  DEFAULTED_KINDS.has(declaration.kind ?? 'text') ||
  (declaration.kind === 'choice' && declaration.default !== undefined);

/** Whether the field's column and its answer take null. */
export const isNullable = (declaration: FieldDeclaration): boolean =>
  declaration.nullable ?? (!declaration.required && !hasDefault(declaration));

/** Whether its GraphQL input takes null: where the column does, or a default fills it in. */
export const isInputNullable = (declaration: FieldDeclaration): boolean =>
  declaration.inputNullable ?? (isNullable(declaration) || hasDefault(declaration));

/** Kinds the GraphQL schema and the forms' parsed values hold as numbers. */
export const isNumberKind = (declaration: FieldDeclaration): boolean =>
  declaration.kind === 'amount' ||
  declaration.kind === 'id' ||
  declaration.kind === 'count' ||
  declaration.kind === 'wholeNumber';

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

/** The values of a yes/no or choice field, and its default (the first value if none is declared). */
export function choicesOf({
  kind,
  choices,
  default: fallback,
}: FieldDeclaration): [readonly string[], string] {
  const values: readonly string[] = kind === 'yesNo' ? YES_NO : Object.keys(choices ?? {});
  return [values, fallback ?? values[0]!];
}

/** A wholeNumber field's range; declaring one without it is a programming error. */
function rangeOf({ label, range }: FieldDeclaration): readonly [number, number] {
  if (!range) throw new Error(`${label}: a wholeNumber field declares its range`);
  return range;
}

/** The zod check of a field that always has a value (Y/N, choices, amounts): empty takes the default. */
function defaultedSchemaOf(declaration: FieldDeclaration): z.ZodType {
  if (declaration.kind === 'amount') return amountField(declaration.label);
  const [values, fallback] = choicesOf(declaration);
  return choiceWithDefault(declaration.label, values, fallback);
}

/** The zod check of a required field: empty is refused, then its kind's format. */
function requiredSchemaOf(declaration: FieldDeclaration): z.ZodType {
  const { label, kind = 'text', max } = declaration;
  if (hasDefault(declaration)) return defaultedSchemaOf(declaration);
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
    case 'id':
      return idField(label);
    case 'choice':
      return choiceField(label, choicesOf(declaration)[0]);
    case 'rangeNo':
      return rangeNumberField(label);
    case 'count':
      return countField(label);
    case 'wholeNumber':
      return wholeNumberField(label, ...rangeOf(declaration));
    default:
      return requiredText(label, { max });
  }
}

/** The zod check of an optional field: empty (or absent) is null, anything else as its kind says. */
function optionalSchemaOf(declaration: FieldDeclaration): z.ZodType {
  const { label, kind = 'text', max } = declaration;
  if (hasDefault(declaration)) return defaultedSchemaOf(declaration);
  switch (kind) {
    case 'phone':
      return optionalPhoneField(label);
    case 'bizNo':
      return optionalBusinessNumberField(label);
    case 'account':
      return optionalAccountNumberField(label);
    case 'email':
      return optionalEmailField(label, { max });
    case 'id':
      return optionalIdField(label);
    case 'choice':
      return optionalChoiceField(label, choicesOf(declaration)[0]);
    case 'rangeNo':
      return optionalRangeNumberField(label);
    case 'count':
      return optionalCountField(label);
    case 'wholeNumber':
      return optionalWholeNumberField(label, ...rangeOf(declaration));
    default:
      return optionalText(label, { max });
  }
}

/** What a field of this kind parses to when it has a value. */
type KindValue<Declaration extends FieldDeclaration> = Declaration['kind'] extends
  'amount' | 'id' | 'count' | 'wholeNumber'
  ? number
  : Declaration['kind'] extends 'yesNo'
    ? YesNo
    : Declaration['kind'] extends 'choice'
      ? keyof NonNullable<Declaration['choices']> & string
      : string;

/** Whether empty takes a default (Y/N, amounts, choices that declare one). */
export type Defaulted<Declaration extends FieldDeclaration> = Declaration['kind'] extends 'yesNo' | 'amount'
  ? true
  : Declaration['kind'] extends 'choice'
    ? Declaration['default'] extends string
      ? true
      : false
    : false;

/** Whether the field always parses to a value: defaulted kinds always, the rest when required. */
type AlwaysValued<Declaration extends FieldDeclaration> =
  Defaulted<Declaration> extends true ? true : Declaration['required'];

/**
 * What a field parses to: its text (digits only for phone and other numbers), its value for Y/N,
 * choices, amounts and ids, or null for an empty optional one.
 */
export type FieldValue<
  Declaration extends FieldDeclaration,
  Required = AlwaysValued<Declaration>,
> = Required extends true ? KindValue<Declaration> : KindValue<Declaration> | null;

type FieldSchema<Declaration extends FieldDeclaration, Required = AlwaysValued<Declaration>> = z.ZodType<
  FieldValue<Declaration, Required>,
  string | number | null | undefined
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

/**
 * The step of a field the form requires only in some cases (a shipper's billing terms), where it
 * does not: empty is null, defaulted kinds still take their default.
 */
export function optionalFieldStep<Fields extends FieldDeclarations, Name extends keyof Fields & string>(
  fields: Fields,
  name: Name,
): FieldStep<Name, FieldSchema<Fields[Name], Defaulted<Fields[Name]>>> {
  const schema = optionalSchemaOf(fields[name] as FieldDeclaration);
  return field(name, schema as unknown as FieldSchema<Fields[Name], Defaulted<Fields[Name]>>);
}

/** The steps of every field, in the declaration's order. */
type FieldStepsOf<Fields extends FieldDeclarations> = readonly {
  [Name in keyof Fields & string]: FieldStep<Name, FieldSchema<Fields[Name]>>;
}[keyof Fields & string][];

/** The steps of every field where the form does not require them (optionalFieldStep). */
type OptionalFieldStepsOf<Fields extends FieldDeclarations> = readonly {
  [Name in keyof Fields & string]: FieldStep<Name, FieldSchema<Fields[Name], Defaulted<Fields[Name]>>>;
}[keyof Fields & string][];

/** The steps of every declared field, in the declaration's order. */
export function stepsOf<const Fields extends FieldDeclarations>(fields: Fields): FieldStepsOf<Fields> {
  return Object.keys(fields).map((name) => fieldStep(fields, name)) as FieldStepsOf<Fields>;
}

/** The steps of every declared field, none of them required (optionalFieldStep). */
export function optionalStepsOf<const Fields extends FieldDeclarations>(
  fields: Fields,
): OptionalFieldStepsOf<Fields> {
  return Object.keys(fields).map((name) => optionalFieldStep(fields, name)) as OptionalFieldStepsOf<Fields>;
}

/** A form that checks every declared field in the declaration's order. */
export function formOf<const Fields extends FieldDeclarations>(
  fields: Fields,
): OrderedFormSchema<FieldStepsOf<Fields>> {
  return orderedForm(stepsOf(fields));
}

/** The fields that always hold a value, each with the value a new record starts with. */
export function defaultsOf<const Fields extends FieldDeclarations>(
  fields: Fields,
): {
  readonly [Name in keyof Fields as Defaulted<Fields[Name]> extends true ? Name : never]: KindValue<
    Fields[Name]
  >;
} {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, declaration]) => hasDefault(declaration))
      .map(([name, declaration]) => [name, defaultOf(declaration)]),
  ) as never;
}

/** Every field's label by its name. */
export function labelsOf<const Fields extends FieldDeclarations>(
  fields: Fields,
): { readonly [Name in keyof Fields]: Fields[Name]['label'] } {
  return Object.fromEntries(Object.entries(fields).map(([name, { label }]) => [name, label])) as {
    [Name in keyof Fields]: Fields[Name]['label'];
  };
}

/** The value a new record starts with, and an empty or missing one takes: its default, else none. */
export function defaultOf(declaration: FieldDeclaration): string | number | null {
  if (declaration.kind === 'amount') return 0;
  return hasDefault(declaration) ? choicesOf(declaration)[1] : null;
}

/**
 * A dialog's starting values: each field of the record as text (digits as stored: the inputs of
 * digit kinds hyphenate them as they show them); for a new record (or a field it lacks) the field's
 * default, else ''.
 */
export function initialValuesOf<Fields extends FieldDeclarations>(
  fields: Fields,
  record: Partial<Readonly<Record<keyof Fields, string | number | null>>> | null,
): { [Name in keyof Fields]: string } {
  return Object.fromEntries(
    Object.entries(fields).map(([name, declaration]) => [
      name,
      String(record?.[name] ?? defaultOf(declaration) ?? ''),
    ]),
  ) as { [Name in keyof Fields]: string };
}

/** How each kind is described as answered, and as typed in. */
const KIND_DOCS: Readonly<Record<FieldKind, { answer?: string; input?: string }>> = {
  text: {},
  phone: { answer: 'digits only', input: 'with or without hyphens' },
  bizNo: { answer: '10 digits', input: '123-45-67890 or 10 digits, with a valid check digit' },
  account: { answer: '10 to 14 digits', input: '10 to 14 digits, hyphens and spaces ignored' },
  email: { answer: 'lowercased' },
  postNo: { answer: '5 digits', input: '5 digits' },
  yesNo: { answer: 'Y or N', input: 'Y or N' },
  choice: {},
  code: {},
  amount: { answer: 'whole won', input: 'whole won, not negative' },
  id: {},
  rangeNo: { answer: 'digits only', input: '11 to 18 digits, hyphens allowed, no leading 0' },
  count: { input: 'a whole number of at least 1' },
  wholeNumber: {},
};

/** The values a yes/no or choice field takes, and its default, as its description says them. */
function choicesDocOf(declaration: FieldDeclaration): string | undefined {
  if (declaration.kind === 'amount') return 'default 0';
  if (!hasDefault(declaration)) return undefined;
  return `default ${choicesOf(declaration)[1]}`;
}

const sentence = (parts: readonly (string | undefined)[]) => `${parts.filter(Boolean).join(', ')}.`;

/** The description of a field as answered (a list's column, a GraphQL type's field). */
export function answerDocOf(declaration: FieldDeclaration): string {
  return sentence([declaration.doc, KIND_DOCS[declaration.kind ?? 'text'].answer, rangeDocOf(declaration)]);
}

const rangeDocOf = ({ range }: FieldDeclaration) => (range ? `${range[0]} to ${range[1]}` : undefined);

/** The description of a field as sent (a GraphQL input's field): its format, limit and server checks. */
export function inputDocOf(declaration: FieldDeclaration): string {
  const { doc, kind = 'text', max, required, requiredFor, serverRule } = declaration;
  const limit = max === undefined ? rangeDocOf(declaration) : `up to ${max} characters`;
  // A null the input type admits is still refused where the form requires a value.
  const blank = hasDefault(declaration)
    ? choicesDocOf(declaration)
    : required
      ? isInputNullable(declaration)
        ? `required${requiredFor ? ` for ${requiredFor}` : ''}`
        : undefined
      : 'blank clears it';
  return sentence([doc, KIND_DOCS[kind].input, limit, blank, serverRule]);
}

/** How a list shows each kind. */
const COLUMN_KINDS = {
  text: 'text',
  phone: 'phone',
  bizNo: 'bizNo',
  account: 'account',
  email: 'text',
  postNo: 'text',
  yesNo: 'text',
  choice: 'text',
  code: 'text',
  amount: 'integer',
  id: 'integer',
  rangeNo: 'rangeNo',
  count: 'integer',
  wholeNumber: 'integer',
} as const satisfies Readonly<Record<FieldKind, ColumnKind>>;

/** What a list shows of a field, beside the list's own presentation of it (width, header ...). */
export function columnOf(declaration: FieldDeclaration, presentation: Partial<ListColumn> = {}): ListColumn {
  return {
    label: declaration.label,
    kind: COLUMN_KINDS[declaration.kind ?? 'text'],
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
  readonly kind: (typeof COLUMN_KINDS)[Declaration['kind'] extends FieldKind ? Declaration['kind'] : 'text'];
  readonly doc: string;
} & (Declaration['nullable'] extends true
  ? { readonly nullable: true }
  : AlwaysValued<Declaration> extends true
    ? { readonly nullable?: false }
    : { readonly nullable: true });
