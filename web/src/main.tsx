import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { AuthProvider } from './auth/AuthProvider';
import { GlobalStyle, theme } from './components/theme';
import { environment } from './relay/environment';
import { router } from './router';
import { startSiteServices } from './siteServices';
import { AppErrorBoundary } from './shell/errors/AppErrorBoundary';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

startSiteServices(router);

createRoot(container).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <AppErrorBoundary>
        <RelayEnvironmentProvider environment={environment}>
          <AuthProvider>
            <RouterProvider router={router} />
          </AuthProvider>
        </RelayEnvironmentProvider>
      </AppErrorBoundary>
    </ThemeProvider>
  </StrictMode>,
);
