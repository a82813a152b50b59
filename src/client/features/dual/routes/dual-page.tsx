import { em, Grid, Paper, px, Stack, Tabs, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId, type ReactNode } from 'react';
// The dual view composes two features' own panes; neither knows of the other.
import { ThisWeekTimecards } from '../../timecards/components/this-week-timecards.js';
import { CurrentTripTimeline } from '../../trips/components/current-trip-timeline.js';

/** Below Mantine's `sm` breakpoint: a phone, where the two panes become two tabs. */
function usePhone(): boolean {
  const theme = useMantineTheme();
  const below = em(Number(px(theme.breakpoints.sm)) - 0.1);
  // Read at once, so a desktop never draws the tabs first (and a phone the panes).
  return useMediaQuery(`(max-width: ${below})`, undefined, { getInitialValueInEffect: false }) ?? false;
}

function Pane({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id} h="100%">
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * `/protected/dual`, for a consultant on the road: the trip under way (or the next one) with its
 * itinerary in local and home time beside this week's timecards and the timer; on a phone, two tabs.
 */
export function DualPage() {
  const phone = usePhone();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Dual view
      </Title>
      {phone ? (
        <Tabs defaultValue="trip" keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="trip">Trip</Tabs.Tab>
            <Tabs.Tab value="timecards">Timecards</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="trip" pt="md">
            <CurrentTripTimeline />
          </Tabs.Panel>
          <Tabs.Panel value="timecards" pt="md">
            <ThisWeekTimecards />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Pane title="Trip">
              <CurrentTripTimeline />
            </Pane>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Pane title="Timecards">
              <ThisWeekTimecards />
            </Pane>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
