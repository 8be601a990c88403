import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** The one Apollo Client of the app; sign-in, refresh and error links come with the session work. */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'include' }),
    cache: new InMemoryCache(),
  });
}
