import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface RecordSectionProps {
  title: string;
  /** Shown at the right of the title, e.g. an 'Add note' button. */
  action?: ReactNode;
  children: ReactNode;
}

/** One titled block of an editor page (Contacts, Tags, Properties, Notes, Documents), so they all look alike. */
export function RecordSection({ title, action, children }: RecordSectionProps) {
  return (
    <Paper component="section" withBorder p="md" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" mih={36}>
          <Title order={2} size="h4">
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
