// The styles of what the public pages show (a sixth of Mantine's), so that their first paint does
// not wait for all of them; the signed-in shell brings the rest (app-shell.tsx). Mantine's order:
// the reset, variables and globals first, then the components in the order of its styles.css
// (an Anchor is a Text, and its underline must come after Text's rules).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
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
