import type { ApolloServerPlugin } from '@apollo/server';
import {
  getNullableType,
  GraphQLError,
  isListType,
  Kind,
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { getComplexity, type ComplexityEstimatorArgs } from 'graphql-query-complexity';
import { MESSAGES } from '../common/errors';
import { mayUseWorkbench } from '@parcel/shared/access';
import { DEFAULT_PAGE_SIZE } from '@parcel/shared/lists';
import type { IntrospectionMode } from '../config';
import type { RequestContext } from '../context';

/** Deepest selection a query may have; the schema's real paths are far shallower. */
export const MAX_DEPTH = 8;
/** Deepest an introspection selection may be: GraphiQL's schema query is 13 levels deep. */
export const MAX_INTROSPECTION_DEPTH = 16;
/** Most fields a query may ask for, counting list fields once per requested page row. */
export const MAX_COMPLEXITY = 5000;
/** Each top-level field runs at least one database query: it costs this much besides its fields. */
export const ROOT_FIELD_COST = 50;
/** Most top-level fields one operation may ask for (fragments followed, aliases counted). */
export const MAX_ROOT_FIELDS = 10;
/** Most aliases one document may use: aliases let one request repeat an expensive field. */
export const MAX_ALIASES = 30;

const limitError = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

type FragmentMap = Map<string, FragmentDefinitionNode>;

function fragmentsOf(context: ValidationContext): FragmentMap {
  const fragments: FragmentMap = new Map();
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

/** Introspection fields: their depth is the schema's own type nesting, not the data's. */
const INTROSPECTION_ROOTS = new Set(['__schema', '__type']);

/**
 * Validation rule: refuses queries nested deeper than MAX_DEPTH (fragments followed); inside
 * `__schema` and `__type`, deeper than MAX_INTROSPECTION_DEPTH (GraphiQL's own schema query follows
 * `ofType` seven levels down). Who may introspect at all is decided later, per caller.
 */
export function depthLimitRule(context: ValidationContext): ASTVisitor {
  const fragments = fragmentsOf(context);
  const depthOf = (
    selectionSet: SelectionSetNode | undefined,
    depth: number,
    seen: Set<string>,
    introspection: boolean,
  ): number => {
    if (!selectionSet) return depth;
    let deepest = depth;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (!introspection && INTROSPECTION_ROOTS.has(selection.name.value)) continue;
        deepest = Math.max(deepest, depthOf(selection.selectionSet, depth + 1, seen, introspection));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        deepest = Math.max(deepest, depthOf(selection.selectionSet, depth, seen, introspection));
      } else if (!seen.has(selection.name.value)) {
        const fragment = fragments.get(selection.name.value);
        deepest = Math.max(
          deepest,
          depthOf(fragment?.selectionSet, depth, new Set([...seen, selection.name.value]), introspection),
        );
      }
    }
    return deepest;
  };
  return {
    OperationDefinition(operation) {
      const limit =
        depthOf(operation.selectionSet, 0, new Set(), false) > MAX_DEPTH
          ? MAX_DEPTH
          : depthOf(operation.selectionSet, 0, new Set(), true) > MAX_INTROSPECTION_DEPTH
            ? MAX_INTROSPECTION_DEPTH
            : null;
      if (limit !== null) {
        context.reportError(limitError(`쿼리가 너무 깊습니다. 최대 ${limit}단계까지 요청할 수 있습니다.`));
      }
    },
  };
}

/**
 * Validation rule: refuses documents with more than MAX_ALIASES aliases, and operations with more
 * than MAX_ROOT_FIELDS top-level fields. Runs before anything executes, so 2,500 aliased copies
 * of a list cost a parse, not 2,500 queries.
 */
export function aliasAndRootFieldLimitRule(context: ValidationContext): ASTVisitor {
  const fragments = fragmentsOf(context);
  const rootFieldCount = (selectionSet: SelectionSetNode, seen: Set<string>): number => {
    let count = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) count += selection.name.value.startsWith('__') ? 0 : 1;
      else if (selection.kind === Kind.INLINE_FRAGMENT) count += rootFieldCount(selection.selectionSet, seen);
      else if (!seen.has(selection.name.value)) {
        const fragment = fragments.get(selection.name.value);
        if (fragment)
          count += rootFieldCount(fragment.selectionSet, new Set([...seen, selection.name.value]));
      }
    }
    return count;
  };
  let aliases = 0;
  return {
    Field(field) {
      if (field.alias) aliases += 1;
    },
    OperationDefinition(operation) {
      if (rootFieldCount(operation.selectionSet, new Set()) > MAX_ROOT_FIELDS) {
        context.reportError(
          limitError(`한 요청에 최상위 필드는 최대 ${MAX_ROOT_FIELDS}개까지 요청할 수 있습니다.`),
        );
      }
    },
    Document: {
      leave() {
        if (aliases > MAX_ALIASES) {
          context.reportError(
            limitError(`한 요청에 별칭(alias)은 최대 ${MAX_ALIASES}개까지 쓸 수 있습니다. (${aliases}개)`),
          );
        }
      },
    },
  };
}

/**
 * Rows a field answers: its `size` or `page.size`; without them the default page for a paged field
 * or a plain list. The `items` list of a `...Page` type is the page its parent already counted.
 */
function rowsOf(
  field: GraphQLField<unknown, unknown>,
  parentType: string,
  args: Record<string, unknown>,
): number {
  if (typeof args.size === 'number') return args.size;
  // A nested list read in one batch per request declares the rows it usually answers per parent
  // (`@Extensions({ rowsPerParent: n })`, e.g. a transport's receivers).
  const declared = field.extensions.rowsPerParent;
  if (typeof declared === 'number') return declared;
  const page = args.page as { size?: unknown } | undefined;
  if (typeof page?.size === 'number') return page.size;
  if (field.args.some((arg) => arg.name === 'page' || arg.name === 'size')) return DEFAULT_PAGE_SIZE;
  return isListType(getNullableType(field.type)) && !parentType.endsWith('Page') ? DEFAULT_PAGE_SIZE : 1;
}

/** Cost of one field: 1, plus its fields once per row it answers, plus a query's worth at the top. */
function estimateCost({ field, type, args, childComplexity }: ComplexityEstimatorArgs): number {
  // Reading the schema costs no query: it is bounded by depth and by graphql-js's own
  // MaxIntrospectionDepthRule (no fields { type { fields ... } } cycles), both checked before this.
  if (field.name.startsWith('__') || type.name.startsWith('__')) return 0;
  const root = type.name === 'Query' || type.name === 'Mutation';
  return 1 + (root ? ROOT_FIELD_COST : 0) + childComplexity * Math.max(1, rowsOf(field, type.name, args));
}

/** True when this caller may read the schema under the server's introspection setting. */
export function mayIntrospect(mode: IntrospectionMode, context: RequestContext): boolean {
  return mode === 'everyone' || (mode === 'analysts' && mayUseWorkbench(context.caller?.role));
}

/**
 * Refuses, before anything runs: schema introspection by callers the setting does not admit, and
 * queries costlier than MAX_COMPLEXITY (aliases and every top-level field counted). A variable of
 * the wrong type is the caller's fault here too: 400, not 500.
 */
export function queryLimitsPlugin(introspection: IntrospectionMode): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema, contextValue }) {
          if (usesIntrospection(document) && !mayIntrospect(introspection, contextValue)) {
            throw contextValue.caller
              ? new GraphQLError(MESSAGES.forbidden, {
                  extensions: { code: 'FORBIDDEN', http: { status: 403 } },
                })
              : new GraphQLError(MESSAGES.unauthenticated, {
                  extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
                });
          }
          let complexity: number;
          try {
            complexity = complexityOf(schema, document, request.operationName, request.variables ?? {});
          } catch (error) {
            const detail = error instanceof Error ? `: ${error.message}` : '';
            throw limitError(`변수 값이 올바르지 않습니다${detail}`);
          }
          if (complexity > MAX_COMPLEXITY) {
            throw limitError(
              `요청한 데이터가 너무 많습니다. (복잡도 ${complexity} / 최대 ${MAX_COMPLEXITY})`,
            );
          }
        },
      };
    },
  };
}

/** Complexities computed, per parsed document (Apollo keeps them), by operation and variables. */
const complexities = new WeakMap<DocumentNode, Map<string, number>>();
/** Variable sets remembered per document: a list paged through asks with a few dozen. */
const MAX_VARIABLE_SETS = 64;

/** The query's complexity (getComplexity), once per document, operation and variables. */
function complexityOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown>,
): number {
  let known = complexities.get(document);
  if (!known) complexities.set(document, (known = new Map()));
  const key = JSON.stringify([operationName ?? null, variables]);
  let complexity = known.get(key);
  if (complexity === undefined) {
    // Throws for variables of the wrong type: those are never remembered.
    complexity = getComplexity({
      schema,
      query: document,
      variables,
      operationName: operationName ?? undefined,
      estimators: [estimateCost],
    });
    if (known.size >= MAX_VARIABLE_SETS) known.clear();
    known.set(key, complexity);
  }
  return complexity;
}

/** Apollo keeps each parsed document (its documentStore): a repeated query is read once. */
const introspectingDocuments = new WeakMap<DocumentNode, boolean>();

function usesIntrospection(document: DocumentNode): boolean {
  let uses = introspectingDocuments.get(document);
  if (uses === undefined) {
    const json = JSON.stringify(document.definitions);
    uses = json.includes('"value":"__schema"') || json.includes('"value":"__type"');
    introspectingDocuments.set(document, uses);
  }
  return uses;
}
