// Everything a page needs around it: theme, server state, snackbars, the live channel and auth.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from '../features/auth/hooks/auth-context.tsx';
import type { LiveClient } from '../lib/live-client.ts';
import { NotificationProvider } from '../lib/notifications.tsx';
import { LiveClientProvider } from '../lib/use-live-topic.tsx';
import { createQueryClient } from './query-client.ts';
import { theme } from './theme.ts';

export const AppProviders = ({
  children,
  queryClient,
  liveClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  liveClient?: LiveClient;
}) => {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <NotificationProvider>
          <LiveClientProvider {...(liveClient ? { client: liveClient } : {})}>
            <AuthProvider>{children}</AuthProvider>
          </LiveClientProvider>
        </NotificationProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
};
