import { Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  type Icon,
  IconAward,
  IconBriefcase,
  IconChartBar,
  IconClockHour4,
  IconMailForward,
  IconPlane,
  IconReceipt,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { afterSignInPath, publicPaths } from '../../../../shared/routes.js';
import { productName } from '../../../config/product.js';
import { useSession } from '../../../lib/session.js';

interface Feature {
  icon: Icon;
  title: string;
  description: string;
}

const features: readonly Feature[] = [
  {
    icon: IconPlane,
    title: 'Trips and itineraries',
    description: 'Plan each trip and follow its reservations on one itinerary timeline.',
  },
  {
    icon: IconMailForward,
    title: 'Itinerary import',
    description: "Turn a travel agency's booking confirmation email into a trip itinerary.",
  },
  {
    icon: IconReceipt,
    title: 'Receipts, documents and notes',
    description: 'Keep receipts by currency, files and notes with the trip, and share a file by link.',
  },
  {
    icon: IconClockHour4,
    title: 'Timecards',
    description: 'Record labor and travel hours per project and assignment, with a timer.',
  },
  {
    icon: IconBriefcase,
    title: 'Customers, projects and assignments',
    description: 'See budget, spending and hours claimed for every engagement.',
  },
  {
    icon: IconUsers,
    title: 'Contacts and tasks',
    description: 'Tag your contacts and keep track of what is left to do.',
  },
  {
    icon: IconAward,
    title: 'Rewards',
    description: 'Keep loyalty program numbers, points and status; favorites show on the dashboard.',
  },
  {
    icon: IconChartBar,
    title: 'Dashboard and charts',
    description: 'Upcoming trips and assignments at a glance, and hours over time in charts.',
  },
];

export function HomePage() {
  // Until the session is known (or while it cannot be, offline) the page offers to sign in.
  const { status } = useSession();
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>{productName}</Title>
          <Text size="lg" maw={720}>
            For travellers and consultants: record your trips, itineraries, receipts, documents and
            notes, and keep timecards of labor and travel hours per project and assignment.
          </Text>
          <Group>
            {status === 'authenticated' ? (
              <Button component={Link} to={afterSignInPath}>
                Open the app
              </Button>
            ) : (
              <>
                <Button component={Link} to={publicPaths.signIn}>
                  Sign in
                </Button>
                <Button component={Link} to={publicPaths.signUp} variant="default">
                  Sign up
                </Button>
              </>
            )}
          </Group>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {features.map((feature) => (
            <Card key={feature.title} withBorder padding="lg">
              <ThemeIcon size="lg" variant="light" mb="sm">
                <feature.icon aria-hidden />
              </ThemeIcon>
              <Title order={2} size="h4" mb="xs">
                {feature.title}
              </Title>
              <Text size="sm" c="dimmed">
                {feature.description}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
