// The GraphQL side of a declared list (shared/src/records): its row type's fields, its
// page type, its filter input and the paged query, made from the declaration instead of written out.
import {
  type ColumnScalar,
  type ColumnSet,
  type ListColumn,
  type ListDeclaration,
  type ListRow,
  scalarOf,
} from '@parcel/shared/records/define-list';
import { DEFAULT_PAGE_SIZE } from '@parcel/shared/lists';
import {
  Arg,
  Authorized,
  type ClassType,
  Ctx,
  Field,
  Float,
  InputType,
  Int,
  ObjectType,
  Query,
  Resolver,
} from 'type-graphql';
import type { RequestContext } from '../context';
import { authorizedFor, type Operation } from './operation';
import { PageInput } from './paging';

type AbstractClass = abstract new () => object;

// Won is a Float: a company's or a list's sums pass 2^31 (GraphQL's Int) easily, and stay far below 2^53.
const SCALARS: Readonly<Record<ColumnScalar, () => object>> = {
  Int: () => Int,
  Float: () => Float,
  Date: () => Date,
  Boolean: () => Boolean,
  String: () => String,
};

/** What a declared column's field may say otherwise where a type answers it so (a Float, a null, an enum). */
export interface ColumnFieldOptions {
  /** The field's GraphQL type instead of the kind's: a scalar, or an enum registered with type-graphql. */
  type?: () => object;
  nullable?: boolean;
}

/**
 * The type-graphql @Field of a declared column (shared/src/records): typed by its kind, nullable as
 * declared, described by its doc. A hand-written object type uses it for the fields it shares with
 * a declaration, e.g. `@columnField(SHIPMENT_COLUMNS.waybillNo) waybillNo!: string | null`.
 */
export function columnField(column: ListColumn, options: ColumnFieldOptions = {}): PropertyDecorator {
  return Field(options.type ?? SCALARS[scalarOf(column)], {
    nullable: options.nullable ?? column.nullable ?? false,
    description: column.doc,
  });
}

/** A class named `name`, so that TypeGraphQL's messages name it. */
const namedClass = (name: string): ClassType => ({ [name]: class {} })[name]!;

/** The GraphQL object type of a list's rows: one field per declared column, typed by its kind. */
export function listObjectType<List extends ColumnSet>(
  name: string,
  list: List,
  description: string,
): ClassType<ListRow<List>> {
  const type = namedClass(name);
  for (const [field, column] of Object.entries(list.columns)) {
    columnField(column)(type.prototype, field);
  }
  ObjectType(name, { description })(type);
  return type as ClassType<ListRow<List>>;
}

/** The description of `totalExact` on every page type whose total may stop at a cap. */
export const TOTAL_EXACT_DESCRIPTION =
  'True when total is the exact number of matching rows; false when counting stopped at a cap ' +
  '(the first multiple of 1,000 past this page) and total is a lower bound ("총 1,000건 이상"). ' +
  'A period alone is always exact.';

/** One page of a list's rows and the number of all matching rows. */
export interface ListPage<Row> {
  items: Row[];
  total: number;
}

/** The page type's descriptions, where the standard ones do not fit (e.g. a list unpaged by default). */
export interface PageDescriptions {
  type: string;
  items: string;
  total: string;
}

/** `{ items, total }` of the row type; `rows` names them in the descriptions (e.g. 'suppliers'). */
export function listPageType<Row extends object>(
  name: string,
  item: ClassType<Row>,
  rows: string,
  descriptions: PageDescriptions = {
    type: `One page of ${rows} and the number of all matching ${rows}.`,
    items: `The ${rows} of this page.`,
    total: `Number of ${rows} matching the filters, on all pages.`,
  },
): ClassType<ListPage<Row>> {
  const type = namedClass(name);
  Field(() => [item], { description: descriptions.items })(type.prototype, 'items');
  Field(() => Int, { description: descriptions.total })(type.prototype, 'total');
  ObjectType(name, { description: descriptions.type })(type);
  return type as ClassType<ListPage<Row>>;
}

/** The list's filters as a GraphQL input: every one an optional String. */
export function listFilterInput<List extends ListDeclaration>(
  name: string,
  list: List,
  description: string,
): ClassType<{ [Key in keyof List['filters']]?: string | null }> {
  const type = namedClass(name);
  for (const [field, filter] of Object.entries(list.filters)) {
    Field(() => String, { nullable: true, description: filter.doc })(type.prototype, field);
  }
  InputType(name, { description })(type);
  return type;
}

export interface ListQuery<Row> {
  /** The query field's name, e.g. `suppliers`. */
  name: string;
  description: string;
  filter: ClassType;
  page: ClassType<ListPage<Row>>;
  list: Operation<[filter: unknown, page: unknown], ListPage<Row>>;
}

/**
 * A resolver base class with the list's paged query, `name(filter, page)`, authorized and answered
 * by the list operation. A module's resolver extends it and adds its other fields.
 */
export function listQueryResolver<Row>(query: ListQuery<Row>): AbstractClass {
  @Resolver()
  abstract class ListQueryResolver {
    @Authorized(authorizedFor(query.list))
    @Query(() => query.page, { name: query.name, description: query.description })
    list(
      @Ctx() context: RequestContext,
      @Arg('filter', () => query.filter, { nullable: true, description: 'Filters; empty ones are ignored.' })
      filter?: object | null,
      @Arg('page', () => PageInput, {
        nullable: true,
        description: `Which page; default the first ${DEFAULT_PAGE_SIZE} rows.`,
      })
      page?: PageInput | null,
    ): Promise<ListPage<Row>> {
      return query.list(context, filter ?? {}, page ?? {});
    }
  }
  return ListQueryResolver;
}
