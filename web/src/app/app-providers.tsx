import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { createApolloClient } from '../lib/apollo-client';
import { theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createApolloClient);
  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ApolloProvider>
  );
}
