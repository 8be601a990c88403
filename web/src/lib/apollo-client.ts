import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { catchError, from, mergeMap, of, tap, throwError } from 'rxjs';
import { readAccessToken } from '../app/session/session-storage';
import { CONNECTION_FAILED_MESSAGE, REQUEST_TIMEOUT_MS, TIMEOUT_MESSAGE } from './auth-api';
import { operationFailed } from './app-events';
import { refreshAccessToken } from './token-refresh';
import { UserFacingError } from './user-facing-error';

/** Operations that are themselves the session calls: never refreshed and retried. */
const SESSION_OPERATIONS = new Set(['Login', 'RefreshToken', 'Logout']);

/** Requests really end after 10 s: the caller's signal and a timer both abort them. */
const fetchWithTimeout: typeof fetch = async (input, init) => {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  try {
    return await fetch(input, { ...init, signal });
  } catch (error) {
    if (timeout.aborted) throw new Error(TIMEOUT_MESSAGE, { cause: error });
    throw error;
  }
};

/** Every request carries the access token of session storage, read at send time. */
const bearerLink = new ApolloLink((operation, forward) => {
  const token = readAccessToken();
  operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  }));
  return forward(operation);
});

const isUnauthenticated = (errors: readonly { extensions?: Record<string, unknown> }[] | undefined) =>
  errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED') ?? false;

/** Marks a result that came back unauthenticated, so the retry logic can catch it like an error. */
class UnauthenticatedResult<T> {
  constructor(readonly result: T) {}
}

/**
 * On a 401 (as an HTTP status or an UNAUTHENTICATED GraphQL error) refreshes the token once and
 * replays the operation; if that fails the session ends (token-refresh.ts) and the original error
 * stands.
 */
const refreshLink = new ApolloLink((operation, forward) => {
  if (SESSION_OPERATIONS.has(operation.operationName ?? '')) return forward(operation);
  return forward(operation).pipe(
    mergeMap((result) =>
      isUnauthenticated(result.errors) ? throwError(() => new UnauthenticatedResult(result)) : of(result),
    ),
    catchError((error: unknown) => {
      const unauthenticated =
        error instanceof UnauthenticatedResult || (ServerError.is(error) && error.statusCode === 401);
      const original = () =>
        error instanceof UnauthenticatedResult ? of(error.result) : throwError(() => error);
      if (!unauthenticated) return throwError(() => error);
      return from(refreshAccessToken()).pipe(mergeMap((token) => (token ? forward(operation) : original())));
    }),
  );
});

/** Failed reads become Korean error toasts; screens report their own failed writes. */
const toastLink = new ApolloLink((operation, forward) => {
  const isQuery = operation.query.definitions.some(
    (definition) => definition.kind === 'OperationDefinition' && definition.operation === 'query',
  );
  if (!isQuery) return forward(operation);
  return forward(operation).pipe(
    tap({
      next: (result) => {
        const message = result.errors?.[0]?.message;
        if (message && !isUnauthenticated(result.errors)) operationFailed.emit(message);
      },
      error: (error: unknown) => operationFailed.emit(messageOf(error)),
    }),
  );
});

/** The Korean message to show for any error an operation, upload or download can end with. */
export function messageOf(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? CONNECTION_FAILED_MESSAGE;
  if (error instanceof UserFacingError) return error.message;
  if (error instanceof Error && error.message === TIMEOUT_MESSAGE) return TIMEOUT_MESSAGE;
  return CONNECTION_FAILED_MESSAGE;
}

/**
 * The app's Apollo Client, created once, when the signed-in frame loads.
 */
export const apolloClient = createApolloClient();

/**
 * The app's cache: each entity normalised by its own id, so a row edited in a dialog updates every
 * list that shows it. Tests give MockedProvider the same one.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      AppInfo: { keyFields: [] },
      MemberView: { keyFields: ['memberId'] },
      CompanyOption: { keyFields: ['companyId'] },
      Company: { keyFields: ['companyId'] },
      Supplier: { keyFields: ['billCompanyId'] },
      // A statement sent from the view by company answers its row: the row updates in place.
      InvoiceDetail: { keyFields: ['billHistoryDetailId'] },
      // A 전체 발송 read again while it runs, or answered by its start: one entry each.
      StatementSendBatch: { keyFields: ['statementSendBatchId'] },
      StatementSend: { keyFields: ['statementSendId'] },
      Route: { keyFields: ['deliveryRouteId'] },
      DeliveryStatusRow: { keyFields: ['shipmentId'] },
      CodeOption: { keyFields: false },
    },
  });
}

/**
 * Builds an Apollo Client. The cache is normalised by each entity's own id, so a row edited in a
 * dialog updates every list that shows it.
 */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      toastLink,
      refreshLink,
      bearerLink,
      new HttpLink({ uri: '/graphql', credentials: 'same-origin', fetch: fetchWithTimeout }),
    ]),
    cache: createCache(),
  });
}
