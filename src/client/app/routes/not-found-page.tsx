import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { messages } from '../../../shared/messages.js';
import { publicPaths } from '../../../shared/routes.js';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Text c="dimmed" fw={700}>
          404
        </Text>
        <Title order={1}>{messages.pageNotFound(pathname)}</Title>
        <Anchor component={Link} to={publicPaths.home}>
          Go to the home page
        </Anchor>
      </Stack>
    </Container>
  );
}
