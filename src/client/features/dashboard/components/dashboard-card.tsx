import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

interface DashboardCardProps {
  title: string;
  /** The card's area: its title links there. */
  to: string;
  /** A count or total beside the title. */
  aside?: ReactNode;
  children: ReactNode;
}

/** One card of the dashboard: a region named by its title, which links to the area it summarises. */
export function DashboardCard({ title, to, aside, children }: DashboardCardProps) {
  const id = useId();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={2} size="h4" id={id}>
            <Anchor component={Link} to={to} inherit>
              {title}
            </Anchor>
          </Title>
          {aside}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** A sentence and a link: what an empty card says and the first thing to do, or what waits and where. */
export function CardNote({ text, action, to }: { text: string; action: string; to: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
      <Anchor component={Link} to={to} size="sm">
        {action}
      </Anchor>
    </Stack>
  );
}

/** A row of a card's list: the main text (a link) on the left, details on the right. */
export function CardRow({ to, label, detail, extra }: { to: string; label: string; detail?: ReactNode; extra?: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" role="listitem">
      <Stack gap={0} miw={0}>
        <Anchor component={Link} to={to} fw={600} size="sm" truncate>
          {label}
        </Anchor>
        {detail ? (
          <Text size="xs" c="dimmed" truncate>
            {detail}
          </Text>
        ) : null}
      </Stack>
      {extra}
    </Group>
  );
}
