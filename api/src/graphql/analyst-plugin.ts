// Analysts' GraphQL queries run as analysts' reads (common/analyst-reads.ts): on a read replica when
// there is one, in a read-only transaction under the statement timeout. An analyst's query is a
// query operation that is not one of the web app's own documents (web-documents.ts) and reads more
// than the schema (GraphiQL's introspection needs no transaction). Mutations and the web app's
// queries keep the request's EntityManager on the primary.
import type { ApolloServerPlugin } from '@apollo/server';
import { type DocumentNode, Kind, type OperationDefinitionNode } from 'graphql';
import type { AnalystTransaction } from '../common/analyst-reads';
import type { RequestContext } from '../context';
import { toGraphQLError } from './graphql-errors';
import type { WebDocuments } from './web-documents';

/** The analyst's transaction of a request, for explainAnalystError. */
const transactions = new WeakMap<RequestContext, AnalystTransaction>();

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
 * transaction as the context's EntityManager; the transaction ends when the answer is ready.
 */
export function analystReadsPlugin(webDocuments: WebDocuments): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      // Kept as a promise: another plugin may refuse the operation while this one is still opening.
      let opening: Promise<AnalystTransaction> | null = null;
      return {
        async didResolveOperation({ operation, document, contextValue: context }) {
          if (!operation || !isAnalystQuery(operation, document, webDocuments)) return;
          opening = context.deps.analystReads.begin(context.em, context.requestId, context.log);
          let transaction: AnalystTransaction;
          try {
            transaction = await opening;
          } catch (error) {
            // The primary is out of reach too: 503, as for any other read.
            throw toGraphQLError(error, context.requestId, context.log);
          }
          transactions.set(context, transaction);
          context.em = transaction.em;
        },
        async willSendResponse() {
          const transaction = await opening?.catch(() => null);
          await transaction?.end();
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
  return transactions.get(context)?.explain(error) ?? error;
}
