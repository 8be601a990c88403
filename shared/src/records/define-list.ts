// A list screen declared once: its columns (Korean label, kind, width, format, the GraphQL field's
// type and description) and its filters. The api builds the SQL select list, the GraphQL types,
// the filter parsing and the spreadsheet from it; the web builds the grid's columns and the
// search panel's fields. A column's SQL is the api's (snake_case of its name by default).
import { z } from 'zod';
import { seoulDateOf } from '../dates/seoul-date';
import { formatAccountNumber } from '../validation/account-number';
import { formatBusinessNumber } from '../validation/business-number';
import { toDigits } from '../validation/digits';
import { formatRangeNumber } from '../validation/number-range';
import { formatPhone } from '../validation/phone';

/**
 * What a column holds, which decides its GraphQL type (integer: Int, or Float where it says `float`;
 * won: Float; date: a UTC instant; boolean: Boolean; the rest: String) and how the grid and the
 * spreadsheet write it: numbers with separators, a Seoul calendar date, digit strings hyphenated.
 */
export type ColumnKind =
  'text' | 'integer' | 'won' | 'date' | 'boolean' | 'phone' | 'bizNo' | 'account' | 'rangeNo';

export interface ListColumn {
  /** Header in the grid and the spreadsheet; a column without one is only a field of the rows. */
  readonly label?: string;
  /** 'text' unless told. */
  readonly kind?: ColumnKind;
  /**
   * How the spreadsheet writes the column where it differs from `kind`, which the GraphQL type and the
   * grid follow: e.g. a reception date answered as yyyy-MM-dd text (kind 'text') but written as a
   * date cell ('date').
   */
  readonly sheetKind?: ColumnKind;
  /**
   * An integer column whose GraphQL field is a Float: a sum over a period (a busy shipper's pieces
   * in a year) that may pass GraphQL's 32-bit Int, a whole number still. The grid and the
   * spreadsheet write it as its kind says.
   */
  readonly float?: boolean;
  /** The GraphQL field's description. */
  readonly doc: string;
  readonly nullable?: boolean;
  /** Width in characters, the spreadsheet's unit (the grid gives 8 px a character); the kind's by default. */
  readonly width?: number;
  /** The grid column takes the room left over, `width` being its least. */
  readonly grow?: boolean;
  /** Written after a number in the grid (곳, 회). */
  readonly unit?: string;
  /** Shown for no value; '' by default. */
  readonly empty?: string;
  /** Names of stored codes (Y → 정상), shown instead of the code. */
  readonly codes?: Readonly<Record<string, string>>;
  /**
   * Another column of the row, shown where this one has no value: e.g. a code where its name is
   * not known. The row keeps both as they are; only the grid and the spreadsheet show it.
   */
  readonly fallback?: string;
}

export interface FilterOption {
  readonly value: string;
  readonly label: string;
}

/**
 * A filter: text is trimmed, digits and phone keep their digits only, select is one of the options
 * (or none). Every filter is optional and empty means none.
 */
export interface ListFilter {
  readonly label: string;
  readonly kind: 'text' | 'digits' | 'phone' | 'select';
  /** The GraphQL input field's description. */
  readonly doc: string;
  /** The choices of a select; the search panel offers 전체 (none) before them. */
  readonly options?: readonly FilterOption[];
}

export type ListColumns = Readonly<Record<string, ListColumn>>;
export type ListFilters = Readonly<Record<string, ListFilter>>;

/** The columns that have a header, so a grid or a spreadsheet may show them (any name of a list not known). */
export type LabeledColumn<Columns extends ListColumns> = {
  [Key in keyof Columns]: Columns[Key] extends { label: string } ? Key : never;
}[keyof Columns] &
  string;

/** Any declared list, as the code building from it reads it. */
export interface ListDeclaration {
  /** Every field of a row, in the order of the GraphQL type and the SQL select list. */
  readonly columns: ListColumns;
  readonly filters: ListFilters;
  /** The grid's columns, in order. */
  readonly grid: readonly string[];
  /** The spreadsheet's columns, in order. */
  readonly sheet: readonly string[];
}

/** A list as declared: the grid and the spreadsheet name only columns that have a label. */
export interface DeclaredList<
  Columns extends ListColumns,
  Filters extends ListFilters,
  Grid extends LabeledColumn<Columns> = LabeledColumn<Columns>,
> extends ListDeclaration {
  readonly columns: Columns;
  readonly filters: Filters;
  readonly grid: readonly Grid[];
  readonly sheet: readonly LabeledColumn<Columns>[];
}

/** A list's declaration, its names and kinds kept as literal types for the row types below. */
export function defineList<
  const Columns extends ListColumns,
  const Filters extends ListFilters,
  const Grid extends LabeledColumn<Columns>,
>(list: DeclaredList<Columns, Filters, Grid>): DeclaredList<Columns, Filters, Grid> {
  return list;
}

type KindValue<Kind> = Kind extends 'integer' | 'won'
  ? number
  : Kind extends 'date'
    ? Date
    : Kind extends 'boolean'
      ? boolean
      : string;
type ColumnValue<Column extends ListColumn> =
  KindValue<Column['kind']> | (Column['nullable'] extends true ? null : never);

/** Columns without the rest of a list: a row type of its own, e.g. a projection of a list's. */
export interface ColumnSet<Columns extends ListColumns = ListColumns> {
  readonly columns: Columns;
}

/** Some of a list's columns, e.g. those another read answers. */
export function pickColumns<Columns extends ListColumns, const Name extends keyof Columns & string>(
  list: ColumnSet<Columns>,
  names: readonly Name[],
): Pick<Columns, Name> {
  return Object.fromEntries(names.map((name) => [name, list.columns[name]])) as Pick<Columns, Name>;
}

/** A row of the list as the api answers it (dates as Date; JSON sends them as ISO text). */
export type ListRow<List extends ColumnSet> = {
  -readonly [Key in keyof List['columns']]: ColumnValue<List['columns'][Key]>;
};

/** The filters as parsed: a value only for those given. */
export type FilterValues<List extends ListDeclaration> = { [Key in keyof List['filters']]?: string };

/** The filters as a search form holds them: '' for none. */
export type FilterForm<List extends ListDeclaration> = { [Key in keyof List['filters'] & string]: string };

/** Default widths in characters, by kind. */
export const KIND_WIDTH: Readonly<Record<ColumnKind, number>> = {
  text: 20,
  integer: 10,
  won: 14,
  date: 12,
  boolean: 6,
  phone: 15,
  bizNo: 14,
  account: 18,
  rangeNo: 18,
};

/** The kind the spreadsheet writes a column as: its `sheetKind`, else its kind. */
export const sheetKindOf = (column: ListColumn): ColumnKind => column.sheetKind ?? column.kind ?? 'text';

export const columnWidth = (column: ListColumn): number => column.width ?? KIND_WIDTH[column.kind ?? 'text'];

/** The GraphQL scalar of a column's field. */
export type ColumnScalar = 'Int' | 'Float' | 'Date' | 'Boolean' | 'String';

/** A column's GraphQL scalar: integer Int (Float where it says `float`), won Float, date Date, boolean Boolean, the rest String. */
export function scalarOf(column: ListColumn): ColumnScalar {
  switch (column.kind ?? 'text') {
    case 'integer':
      return column.float ? 'Float' : 'Int';
    case 'won':
      return 'Float';
    case 'date':
      return 'Date';
    case 'boolean':
      return 'Boolean';
    default:
      return 'String';
  }
}

const isNumberKind = (kind: ColumnKind | undefined) => kind === 'integer' || kind === 'won';
export const isNumberColumn = (column: ListColumn): boolean => isNumberKind(column.kind);

/** A row's value of a column as the grid and the spreadsheet show it: its fallback's where it has none. */
export function shownValueOf(
  column: ListColumn,
  name: string,
  row: Readonly<Record<string, unknown>>,
): unknown {
  const value = row[name];
  return (value === null || value === undefined) && column.fallback !== undefined
    ? row[column.fallback]
    : value;
}

/** A value as the grid shows it. */
export function formatColumnValue(column: ListColumn, value: unknown): string {
  const empty = column.empty ?? '';
  if (value === null || value === undefined || value === '') return empty;
  const text = String(value);
  switch (column.kind ?? 'text') {
    case 'integer':
    case 'won':
      return `${Number(value).toLocaleString('ko-KR')}${column.unit ?? ''}`;
    case 'date':
      return seoulDateOf(value instanceof Date ? value : new Date(text));
    case 'phone':
      return formatPhone(text);
    case 'bizNo':
      return formatBusinessNumber(text);
    case 'account':
      return formatAccountNumber(text);
    case 'rangeNo':
      return formatRangeNumber(text);
    default:
      return column.codes?.[text] ?? text;
  }
}

const filterText = z.string().max(10_000).nullish();

const FILTER_VALUE: Readonly<Record<ListFilter['kind'], z.ZodType<string | undefined, unknown>>> = {
  text: filterText.transform((value) => value?.trim() || undefined),
  select: filterText.transform((value) => value?.trim() || undefined),
  digits: filterText.transform((value) => toDigits(value) || undefined),
  phone: filterText.transform((value) => toDigits(value) || undefined),
};

/** The filters' parser: each one given as its kind says, empty ones left out. */
export function filterSchemaOf<List extends ListDeclaration>(
  list: List,
): z.ZodType<FilterValues<List>, unknown> {
  const shape = Object.fromEntries(
    Object.entries(list.filters).map(([name, filter]) => [name, FILTER_VALUE[filter.kind]]),
  );
  return z.object(shape) as unknown as z.ZodType<FilterValues<List>, unknown>;
}

/** Every filter empty: a search form's starting values. */
export function emptyFiltersOf<List extends ListDeclaration>(list: List): FilterForm<List> {
  return Object.fromEntries(Object.keys(list.filters).map((name) => [name, ''])) as FilterForm<List>;
}

/** The filters' values out of a request's parameters (a REST query), the rest left behind. */
export function pickFilters<List extends ListDeclaration>(
  list: List,
  values: Readonly<Record<string, unknown>>,
): Record<keyof List['filters'], unknown> {
  return Object.fromEntries(Object.keys(list.filters).map((name) => [name, values[name]])) as Record<
    keyof List['filters'],
    unknown
  >;
}
