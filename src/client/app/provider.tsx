import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { DeferredNotifications } from '../components/deferred-notifications.js';
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

/**
 * Everything a page needs around it: theme, server-state cache and notifications. Confirmation
 * modals belong to the signed-in shell, the only place that asks for them.
 */
export function AppProvider({ children, env = 'default' }: AppProviderProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="dark" env={env}>
      <QueryClientProvider client={queryClient}>
        <DeferredNotifications />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
