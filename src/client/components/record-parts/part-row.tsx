import { Box, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './part-row.module.css';

interface PartRowProps {
  /** A thumbnail or an icon. */
  leading?: ReactNode;
  title: ReactNode;
  /** Facts shown in one dimmed line under the title, e.g. created date and size. */
  meta: readonly string[];
  /** Extra content under the meta line, e.g. a public link. */
  children?: ReactNode;
  actions: ReactNode;
}

/** One note or document in its section's list; the same shape on a desk and on a phone. */
export function PartRow({ leading, title, meta, children, actions }: PartRowProps) {
  return (
    <Group component="li" className={classes.row} wrap="nowrap" gap="sm" align="flex-start">
      {leading}
      <Stack gap={2} flex={1} miw={0}>
        <Box className={classes.title}>{title}</Box>
        <Text size="sm" c="dimmed">
          {meta.join(' · ')}
        </Text>
        {children}
      </Stack>
      <Group gap={4} wrap="nowrap">
        {actions}
      </Group>
    </Group>
  );
}

/** The list around PartRows. */
export function PartList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ul" className={classes.list} aria-label={label}>
      {children}
    </Box>
  );
}
