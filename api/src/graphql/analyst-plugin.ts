// Analysts' GraphQL queries run as analysts' reads (common/analyst-reads.ts): on a read replica when
// there is one, in a read-only transaction under the statement timeout. An analyst's query is a
// query operation that is not one of the web app's own documents (web-documents.ts) and reads more
// than the schema (GraphiQL's introspection needs no transaction). Mutations and the web app's
// queries keep the request's EntityManager on the primary.
import type { ApolloServerPlugin } from '@apollo/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type DocumentNode, Kind, type OperationDefinitionNode } from 'graphql';
import type { AnalystTransaction } from '../common/analyst-reads';
import type { RequestContext } from '../context';
import { toGraphQLError } from './graphql-errors';
import type { WebDocuments } from './web-documents';

/** An analyst's query in progress: its transaction now, and every one it opened. */
interface AnalystQuery {
  /** The request's own EntityManager, on the primary. */
  primaryEm: EntityManager;
  current: AnalystTransaction;
  opened: AnalystTransaction[];
  /** Moving to another server after the replica was lost (once a request). */
  failOver?: Promise<void>;
}

const queries = new WeakMap<RequestContext, AnalystQuery>();

/** Whether an operation is an analyst's query: a query, not the web app's, reading data. */
export function isAnalystQuery(
  operation: OperationDefinitionNode,
  document: DocumentNode,
  webDocuments: WebDocuments,
): boolean {
  if (operation.operation !== 'query') return false;
  const schemaOnly = operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && selection.name.value.startsWith('__'),
  );
  return !schemaOnly && !webDocuments.has(document);
}

/**
 * Once the operation is known (and before any resolver runs), an analyst's query gets its
 * transaction as the context's EntityManager; its transactions end when the answer is ready.
 */
export function analystReadsPlugin(webDocuments: WebDocuments): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      // Kept as a promise: another plugin may refuse the operation while this one is still opening.
      let opening: Promise<AnalystTransaction> | null = null;
      let query: AnalystQuery | undefined;
      return {
        async didResolveOperation({ operation, document, contextValue: context }) {
          if (!operation || !isAnalystQuery(operation, document, webDocuments)) return;
          opening = context.deps.analystReads.begin(context.em, context.requestId, context.log);
          let transaction: AnalystTransaction;
          try {
            transaction = await opening;
          } catch (error) {
            // The primary is out of reach too: 503, as for any other read.
            throw toGraphQLError(error, context);
          }
          query = { primaryEm: context.em, current: transaction, opened: [transaction] };
          queries.set(context, query);
          context.em = transaction.em;
        },
        async willSendResponse() {
          const first = await opening?.catch(() => null);
          await Promise.all(
            (query?.opened ?? (first ? [first] : [])).map((transaction) => transaction.end()),
          );
        },
      };
    },
  };
}

/**
 * A resolver's error as the request's analyst transaction explains it (a statement timeout becomes
 * its 503 naming the limit); unchanged for other requests. Called by the resolvers' error mapping.
 */
export function explainAnalystError(context: RequestContext, error: unknown): unknown {
  return queries.get(context)?.current.explain(error) ?? error;
}

/**
 * Before a read that lost its connection runs again (the resolvers' error mapping): an analyst's
 * query whose replica went away moves to another server, the primary when no other replica answers,
 * so the retry reads there. Fields failing together share the move; when it fails (the primary is
 * away too) the retry fails as well and answers 503.
 */
export async function failOverAnalystQuery(context: RequestContext): Promise<void> {
  const query = queries.get(context);
  if (!query || query.current.server !== 'replica') return;
  query.failOver ??= context.deps.analystReads
    .begin(query.primaryEm, context.requestId, context.log)
    .then((next) => {
      query.opened.push(next);
      query.current = next;
      context.em = next.em;
    })
    .catch(() => undefined);
  await query.failOver;
}
