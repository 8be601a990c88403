import type { ExecutionResult } from 'graphql';
import type { GraphiQLProps } from 'graphiql';
import { fetchWithSession } from '../../lib/session-fetch';

/**
 * GraphiQL's fetcher: the request as the app's own client sends it, with the session. Answers are
 * passed on whole, errors included, for the analyst to read.
 */
export const workbenchFetcher: GraphiQLProps['fetcher'] = async (params) => {
  const response = await fetchWithSession('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(params),
  });
  return (await response.json()) as ExecutionResult;
};
