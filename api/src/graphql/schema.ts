import 'reflect-metadata';
import {
  type GraphQLFieldResolver,
  type GraphQLSchema,
  isObjectType,
  lexicographicSortSchema,
  printSchema,
} from 'graphql';
import { type AuthChecker, buildSchema, getMetadataStorage } from 'type-graphql';
import { assertAccess, ruleFromRoleString } from '../common/access';
import type { RequestContext } from '../context';
import { AppInfoResolver } from '../modules/app-info/app-info.resolver';
import { ArrivalResolver } from '../modules/arrival/arrival.resolver';
import { TrackingResolver } from '../modules/tracking/tracking.resolver';
import { NotificationResolver } from '../modules/notification/notification.resolver';
import { AuditTrailResolver } from '../modules/audit-trail/audit-trail.resolver';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { BankDepositsResolver } from '../modules/bank-deposits/bank-deposits.resolver';
import { StatementResolver } from '../modules/bill-print/statement.resolver';
import { CodeResolver } from '../modules/code/code.resolver';
import { CompanyResolver } from '../modules/company/company.resolver';
import {
  DashboardStatsResolver,
  DeliveryStateCountOldNames,
  DeliveryStateStatsOldNames,
} from '../modules/dashboard-stats/dashboard-stats.resolver';
import { DeliveryCheckResolver } from '../modules/delivery-check/delivery-check.resolver';
import { DeliveryRouteResolver } from '../modules/delivery-route/delivery-route.resolver';
import {
  DeliveryStatusResolver,
  DeliveryStatusRowOldNames,
} from '../modules/delivery-status/delivery-status.resolver';
import { InvoiceResolver } from '../modules/invoice/invoice.resolver';
import { InvoiceVersionResolver } from '../modules/invoice/invoice-version.resolver';
import { MemberResolver } from '../modules/member/member.resolver';
import { MonthCloseResolver } from '../modules/month-close/month-close.resolver';
import { ReceivablesResolver } from '../modules/receivables/receivables.resolver';
import { ShipperSettlementResolver } from '../modules/shipper-settlement/shipper-settlement.resolver';
import { StatementMailResolver } from '../modules/statement-mail/statement-mail.resolver';
import { SupplierResolver } from '../modules/supplier/supplier.resolver';
import { WaybillResolver } from '../modules/waybill/waybill.resolver';
import { TransportResolver } from '../modules/transport/transport.resolver';
import { AccountResolver } from '../modules/account/account.resolver';
import { NoticeResolver } from '../modules/notice/notice.resolver';
import {
  TransportStatsResolver,
  TransportStatsRowOldNames,
} from '../modules/transport-stats/transport-stats.resolver';
import { TransportImportResolver } from '../modules/transport-import/transport-import.resolver';
import { setTimeout } from 'node:timers/promises';
import { isDatabaseUnavailable, LOST_CONNECTION_RETRY_DELAY_MS } from '@parcel/db';
import { explainAnalystError, failOverAnalystQuery } from './analyst-plugin';
import { toGraphQLError } from './graphql-errors';

/** Every resolver of the API; schema.graphql is printed from exactly this list. */
const resolvers = [
  AppInfoResolver,
  AuthResolver,
  AccountResolver,
  NoticeResolver,
  CodeResolver,
  MemberResolver,
  CompanyResolver,
  DeliveryStatusResolver,
  DeliveryStatusRowOldNames,
  DeliveryCheckResolver,
  DeliveryRouteResolver,
  SupplierResolver,
  InvoiceResolver,
  InvoiceVersionResolver,
  StatementMailResolver,
  StatementResolver,
  MonthCloseResolver,
  ReceivablesResolver,
  BankDepositsResolver,
  WaybillResolver,
  TransportResolver,
  TransportImportResolver,
  ArrivalResolver,
  TrackingResolver,
  NotificationResolver,
  TransportStatsResolver,
  TransportStatsRowOldNames,
  ShipperSettlementResolver,
  DashboardStatsResolver,
  DeliveryStateStatsOldNames,
  DeliveryStateCountOldNames,
  AuditTrailResolver,
] as const;

/** @Authorized('users:write') etc.: 401 without a caller, 403 for a role the rule does not admit. */
const authChecker: AuthChecker<RequestContext> = ({ context }, roles) => {
  for (const role of roles.length > 0 ? roles : ['signed-in'])
    assertAccess(context.caller, ruleFromRoleString(role));
  return true;
};

/** Top-level query fields already run a second time in a request (see withErrorMapping). */
const retriedReads = new WeakMap<RequestContext, Set<string>>();

/**
 * What a failed field answers: a top-level query field that met a connection the database had
 * dropped runs once more, through its whole resolver chain, on a fresh connection (mutations are
 * never repeated); anything else becomes a coded GraphQL error (bugs masked and logged; an
 * analyst's statement timeout a 503 naming the limit).
 */
async function retryOrMap(
  thrown: unknown,
  resolve: GraphQLFieldResolver<unknown, RequestContext>,
  [root, args, context, info]: Parameters<GraphQLFieldResolver<unknown, RequestContext>>,
): Promise<unknown> {
  const error = explainAnalystError(context, thrown);
  const retried = retriedReads.get(context) ?? new Set<string>();
  const key = info.path.key.toString();
  const retryable =
    info.operation.operation === 'query' &&
    info.parentType === info.schema.getQueryType() &&
    !retried.has(key) &&
    isDatabaseUnavailable(error);
  if (!retryable) throw toGraphQLError(error, context);
  retriedReads.set(context, retried.add(key));
  context.log.warn({ field: info.fieldName }, 'database connection lost during a read: retrying once');
  await failOverAnalystQuery(context);
  await setTimeout(LOST_CONNECTION_RETRY_DELAY_MS);
  try {
    return await resolve(root, args, context, info);
  } catch (again) {
    throw toGraphQLError(explainAnalystError(context, again), context);
  }
}

/**
 * Every error a resolver throws, through retryOrMap. Not a TypeGraphQL global middleware: those
 * wrap every field, the plain ones too, in async calls, and a nested page answers a thousand
 * fields; this wrapper leaves a value that is not a promise as it is.
 */
function withErrorMapping(
  resolve: GraphQLFieldResolver<unknown, RequestContext>,
): GraphQLFieldResolver<unknown, RequestContext> {
  return (...call) => {
    try {
      const value: unknown = resolve(...call);
      return isPromiseLike(value)
        ? Promise.resolve(value).catch((error: unknown) => retryOrMap(error, resolve, call))
        : value;
    } catch (error) {
      return retryOrMap(error, resolve, call);
    }
  };
}

const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

/** Wraps the resolver of every field of every object type in withErrorMapping. */
function mapResolverErrors(schema: GraphQLSchema): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.resolve) field.resolve = withErrorMapping(field.resolve);
    }
  }
}

/**
 * Object types whose fields are all plain properties answer them through graphql-js's default
 * resolver: TypeGraphQL would give each field a resolver of its own, called for every row (a
 * thousand times on a nested page). A type whose class, or a class it extends, has a field with
 * access rules, middlewares or a name other than its property's keeps TypeGraphQL's resolvers.
 */
function answerPlainFieldsDirectly(): void {
  const storage = getMetadataStorage();
  const special = new Set<unknown>([
    ...storage.authorizedFields.map((field) => field.target),
    ...storage.middlewares.map((field) => field.target),
    ...storage.fields.filter((field) => field.name !== field.schemaName).map((field) => field.target),
  ]);
  const isSpecial = (target: unknown): boolean =>
    typeof target === 'function' && (special.has(target) || isSpecial(Object.getPrototypeOf(target)));
  for (const type of storage.objectTypes) if (!isSpecial(type.target)) type.simpleResolvers ??= true;
}

export async function buildGraphQLSchema(): Promise<GraphQLSchema> {
  answerPlainFieldsDirectly();
  const schema = await buildSchema({
    resolvers,
    authChecker,
    authMode: 'error',
    validate: false,
  });
  mapResolverErrors(schema);
  // TypeGraphQL has no option for the root types' descriptions; analysts read these first.
  const query = schema.getQueryType();
  if (query) query.description = ROOT_DESCRIPTIONS.query;
  const mutation = schema.getMutationType();
  if (mutation) mutation.description = ROOT_DESCRIPTIONS.mutation;
  return schema;
}

const ROOT_DESCRIPTIONS = {
  query:
    'Reads of the back office (조회). Every field needs a signed-in caller unless it says otherwise; every role may read every area. Amounts are whole won (원), weights kg, quantities pieces (QTY lines) or kg (WEIGHT lines); dates are yyyy-MM-dd in Asia/Seoul, instants ISO 8601 in UTC. Lists are paged from page 0.',
  mutation:
    'Writes (등록, 수정, 삭제). Each needs a signed-in caller whose role may write the area (403 otherwise); each runs in one transaction and answers 400 with a Korean message naming the field for bad input.',
} as const;

/** The schema as committed in schema.graphql: sorted, so that diffs show real changes only. */
export function printGraphQLSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
