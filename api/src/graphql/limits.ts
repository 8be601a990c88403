import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { getComplexity, simpleEstimator } from 'graphql-query-complexity';
import { MESSAGES } from '../common/errors';
import type { RequestContext } from '../context';

/** Deepest selection a query may have; the schema's real paths are far shallower. */
export const MAX_DEPTH = 8;
/** Most fields a query may ask for, counting list fields once per requested page row. */
export const MAX_COMPLEXITY = 5000;

/** Validation rule: refuses queries nested deeper than MAX_DEPTH (fragments followed). */
export function depthLimitRule(context: ValidationContext): ASTVisitor {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const depthOf = (selectionSet: SelectionSetNode | undefined, depth: number, seen: Set<string>): number => {
    if (!selectionSet) return depth;
    let deepest = depth;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        deepest = Math.max(deepest, depthOf(selection.selectionSet, depth + 1, seen));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        deepest = Math.max(deepest, depthOf(selection.selectionSet, depth, seen));
      } else if (!seen.has(selection.name.value)) {
        const fragment = fragments.get(selection.name.value);
        deepest = Math.max(
          deepest,
          depthOf(fragment?.selectionSet, depth, new Set([...seen, selection.name.value])),
        );
      }
    }
    return deepest;
  };
  return {
    OperationDefinition(operation) {
      if (depthOf(operation.selectionSet, 0, new Set()) > MAX_DEPTH) {
        context.reportError(
          new GraphQLError(`쿼리가 너무 깊습니다. 최대 ${MAX_DEPTH}단계까지 요청할 수 있습니다.`, {
            nodes: [operation],
            extensions: { code: 'BAD_USER_INPUT' },
          }),
        );
      }
    },
  };
}

/**
 * Refuses, before anything runs: queries costlier than MAX_COMPLEXITY (a field under a list counts
 * once per requested row, from the `size` argument), and schema introspection by anonymous callers
 * (analysts who are signed in keep it).
 */
export function queryLimitsPlugin(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema, contextValue }) {
          if (!contextValue.caller && usesIntrospection(document.definitions)) {
            throw new GraphQLError(MESSAGES.unauthenticated, {
              extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
            });
          }
          const complexity = getComplexity({
            schema,
            query: document,
            variables: request.variables ?? {},
            operationName: request.operationName ?? undefined,
            estimators: [
              ({ args, childComplexity }) => {
                const size = typeof args.size === 'number' ? args.size : undefined;
                const page = args.page as { size?: unknown } | undefined;
                const rows = size ?? (typeof page?.size === 'number' ? page.size : 1);
                return 1 + childComplexity * Math.max(1, rows);
              },
              simpleEstimator({ defaultComplexity: 1 }),
            ],
          });
          if (complexity > MAX_COMPLEXITY) {
            throw new GraphQLError(
              `요청한 데이터가 너무 많습니다. (복잡도 ${complexity} / 최대 ${MAX_COMPLEXITY})`,
              {
                extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
              },
            );
          }
        },
      };
    },
  };
}

function usesIntrospection(definitions: readonly { kind: Kind }[]): boolean {
  const json = JSON.stringify(definitions);
  return json.includes('"value":"__schema"') || json.includes('"value":"__type"');
}
