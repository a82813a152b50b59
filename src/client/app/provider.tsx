import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../lib/query-client.js';
import { cssVariablesResolver, theme } from './theme.js';

interface AppProviderProps {
  children: ReactNode;
  /**
   * 'test' makes Mantine skip transitions and portals and stop hiding dropdowns whose target
   * looks detached, which every element does in jsdom.
   */
  env?: 'default' | 'test';
}

/** Everything a page needs around it: theme, server-state cache, notifications and modals. */
export function AppProvider({ children, env = 'default' }: AppProviderProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="dark" env={env}>
      <QueryClientProvider client={queryClient}>
        <Notifications position="top-right" />
        <ModalsProvider>{children}</ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
