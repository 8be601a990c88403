import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerErrorCode, unwrapResolverError } from '@apollo/server/errors';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { MESSAGES } from '../common/errors';
import type { HttpSettings } from '../config';
import type { RequestContext } from '../context';
import { analystReadsPlugin } from './analyst-plugin';
import { customerDocumentsPlugin } from './customer-documents';
import { controlCharacterPlugin } from './input-screening';
import { aliasAndRootFieldLimitRule, depthLimitRule, mayIntrospect, queryLimitsPlugin } from './limits';
import { buildGraphQLSchema } from './schema';
import { loadWebDocuments } from './web-documents';

/** Korean lead-ins for the errors GraphQL itself raises; the English detail names the field. */
const GRAPHQL_ERROR_PREFIX: Record<string, string> = {
  [ApolloServerErrorCode.GRAPHQL_PARSE_FAILED]: 'GraphQL 문법 오류',
  [ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED]: 'GraphQL 요청이 스키마와 맞지 않습니다',
  [ApolloServerErrorCode.BAD_USER_INPUT]: '입력값이 올바르지 않습니다',
  [ApolloServerErrorCode.BAD_REQUEST]: '잘못된 요청입니다',
  [ApolloServerErrorCode.OPERATION_RESOLUTION_FAILURE]: '실행할 작업을 찾을 수 없습니다',
};

/** graphql-js's "Did you mean ...?" hints name fields of the schema: not for those who may not read it. */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/**
 * Apollo Server over the TypeGraphQL schema: no stack traces in answers, depth, alias, root-field
 * and cost limits, introspection and field suggestions only for callers the setting admits,
 * analysts' queries on a read replica under a statement timeout (analyst-plugin.ts), CSRF
 * prevention (Apollo's default) on. The landing page loads its explorer from a CDN (blank on an
 * office network without internet, and refused by the CSP), so production has none.
 */
export async function createApolloServer(
  settings: HttpSettings,
  mode: 'development' | 'production' | 'test',
): Promise<ApolloServer<RequestContext>> {
  const webDocuments = loadWebDocuments();
  const server = new ApolloServer<RequestContext>({
    schema: await buildGraphQLSchema(),
    includeStacktraceInErrorResponses: false,
    // Who may introspect is decided per caller by queryLimitsPlugin.
    introspection: settings.introspection !== 'off',
    validationRules: [depthLimitRule, aliasAndRootFieldLimitRule],
    plugins: [
      controlCharacterPlugin(),
      queryLimitsPlugin(settings.introspection),
      hideSuggestionsPlugin(settings),
      customerDocumentsPlugin(webDocuments),
      analystReadsPlugin(webDocuments),
      // Apollo's cache-control plugin computes a cache hint at every field of every answer (a
      // thousand on a nested page) to conclude what noStorePlugin says at once.
      ApolloServerPluginCacheControlDisabled(),
      noStorePlugin(),
      ...(mode === 'production' ? [ApolloServerPluginLandingPageDisabled()] : []),
    ],
    formatError: (formatted, error) => koreanGraphQLError(formatted, unwrapResolverError(error)),
    // main.ts stops the server on SIGINT/SIGTERM; Apollo's own handlers would re-raise the signal
    // into that handler and the process would never exit.
    stopOnTerminationSignals: false,
    // Apollo indents its JSON by default: a third more bytes and CPU on every list answer.
    stringifyResult: (value) => JSON.stringify(value),
  });
  await server.start();
  return server;
}

/** Answers are the caller's own and of the moment: never stored by a browser or a proxy. */
function noStorePlugin(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          response.http.headers.set('cache-control', 'no-store');
        },
      };
    },
  };
}

function hideSuggestionsPlugin(settings: HttpSettings): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single' || mayIntrospect(settings.introspection, contextValue)) return;
          const result = response.body.singleResult;
          result.errors = result.errors?.map((error) => ({
            ...error,
            message: error.message.replace(SUGGESTION, ''),
          }));
        },
      };
    },
  };
}

function koreanGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const code = typeof formatted.extensions?.code === 'string' ? formatted.extensions.code : undefined;
  if (!code)
    return { ...formatted, message: MESSAGES.internal, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  const prefix = GRAPHQL_ERROR_PREFIX[code];
  if (!prefix || /[가-힣]/.test(formatted.message)) return formatted;
  const field = argumentNameOf(error);
  return { ...formatted, message: `${prefix}${field ? ` (${field})` : ''}: ${formatted.message}` };
}

/**
 * The argument or input field a GraphQL validation error is about: graphql-js points at the bad
 * value, so read the `name:` written just before it in the query text.
 */
function argumentNameOf(error: unknown): string | undefined {
  if (!(error instanceof GraphQLError)) return undefined;
  const start = error.nodes?.[0]?.loc?.start;
  const body = error.source?.body;
  if (start === undefined || body === undefined) return undefined;
  return /(\w+)\s*:\s*$/.exec(body.slice(Math.max(0, start - 80), start))?.[1];
}
