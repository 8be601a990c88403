import { ApolloProvider } from '@apollo/client/react';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { sessionEnded } from '../../lib/app-events';
import { apolloClient } from '../../lib/apollo-client';
import { MuiProviders } from '../mui-providers';
import { PageLoading } from './page-loading';

/**
 * The signed-in frame without header, sidebar and footer: MUI's theme and the data layer for a page
 * opened in a window of its own to be printed (the printable invoice). Its screens show their own
 * loading and error states, so it has no toasts.
 */
export function BareFrame() {
  useEffect(() => sessionEnded.subscribe(() => void apolloClient.clearStore()), []);
  return (
    <MuiProviders>
      <ApolloProvider client={apolloClient}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </ApolloProvider>
    </MuiProviders>
  );
}
