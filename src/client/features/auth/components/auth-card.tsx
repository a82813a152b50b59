import { Container, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  children: ReactNode;
}

/** The frame of the account pages (sign in, sign up, links from mails): a title over a card. */
export function AuthCard({ title, children }: AuthCardProps) {
  return (
    <Container size={440} py="xl">
      <Title order={1} ta="center" mb="lg">
        {title}
      </Title>
      <Paper withBorder p="lg" radius="md">
        {children}
      </Paper>
    </Container>
  );
}
