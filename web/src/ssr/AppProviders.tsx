import { StrictMode, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { ThemeProvider } from 'styled-components';
import { AuthProvider } from '../auth/AuthProvider';
import { GlobalStyle, theme } from '../components/theme';
import { AppErrorBoundary } from '../shell/errors/AppErrorBoundary';

/**
 * Everything around the router, the same in the browser and in a server render, so the HTML the
 * server sends is what the browser's first render produces. The session starts "loading" in both
 * (the server never knows it) and is read in an effect once the page runs.
 */
export function AppProviders({ environment, children }: { environment: Environment; children: ReactNode }) {
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <AppErrorBoundary>
          <RelayEnvironmentProvider environment={environment}>
            <AuthProvider>{children}</AuthProvider>
          </RelayEnvironmentProvider>
        </AppErrorBoundary>
      </ThemeProvider>
    </StrictMode>
  );
}
