import type { AppInfoQuery } from '../gql/graphql';
import { REQUEST_TIMEOUT_MS } from './auth-api';

// The sign-in page asks with plain fetch: it must not load Apollo Client (see app-providers.tsx).
// The fields are those of features/app-info/api/app-info.ts, whose generated type checks them.
const APP_INFO_QUERY = 'query AppInfo { appInfo { productName demoData printProgramUrl publicUrl } }';

export type AppInfo = AppInfoQuery['appInfo'];

/** The public server facts (demo flag), or null when the server cannot be reached. */
export async function requestAppInfo(): Promise<AppInfo | null> {
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: APP_INFO_QUERY }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const answer = (await response.json()) as { data?: AppInfoQuery };
    return answer.data?.appInfo ?? null;
  } catch {
    return null;
  }
}
