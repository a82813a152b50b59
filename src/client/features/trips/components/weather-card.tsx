import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconCloud,
  IconCloudFog,
  IconCloudRain,
  IconCloudStorm,
  IconDroplet,
  IconQuestionMark,
  IconSnowflake,
  IconSun,
  IconSunHigh,
  type Icon,
} from '@tabler/icons-react';
import { messages } from '../../../../shared/messages.js';
import { formatFullDateTime } from '../../../lib/format.js';
import { weatherKind, type WeatherDay, type WeatherKind } from '../../../../shared/weather.js';
import { useTripWeather } from '../api/weather-api.js';

const icons: Record<WeatherKind, Icon> = {
  clear: IconSunHigh,
  'partly-cloudy': IconSun,
  cloudy: IconCloud,
  fog: IconCloudFog,
  drizzle: IconDroplet,
  rain: IconCloudRain,
  snow: IconSnowflake,
  storm: IconCloudStorm,
  unknown: IconQuestionMark,
};

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: '2-digit', day: '2-digit', timeZone: 'UTC' });
const degrees = (value: number | null) => (value === null ? '–' : `${Math.round(value)}°F`);

function Day({ day }: { day: WeatherDay }) {
  const WeatherIcon = icons[weatherKind(day.code)];
  return (
    <Stack gap={2} role="group" aria-label={`${day.date}: ${day.summary}`}>
      <Text size="xs" c="dimmed" fw={600}>
        {weekday(day.date)}
      </Text>
      <Group gap={6} wrap="nowrap">
        <WeatherIcon size={22} aria-hidden />
        <Text size="sm">{day.summary}</Text>
      </Group>
      <Text size="sm" fw={600}>{`${degrees(day.maxF)} / ${degrees(day.minF)}`}</Text>
      {day.precipitationChance !== null ? <Text size="xs" c="dimmed">{`${day.precipitationChance}% precipitation`}</Text> : null}
    </Stack>
  );
}

/** The forecast at the trip's destination for its days, or why there is none; loads on its own beside the page. */
export function WeatherCard({ tripId }: { tripId: string }) {
  const weather = useTripWeather(tripId);
  const data = weather.data;
  let body;
  if (weather.isPending) body = <Skeleton h={64} aria-label="Loading the forecast" />;
  else if (!data) body = <Text size="sm" c="dimmed">{messages.weatherUnavailable}</Text>;
  else
    body = (
      <>
        {data.days.length > 0 ? (
          <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 6 }} spacing="md" verticalSpacing="sm">
            {data.days.map((day) => (
              <Day key={day.date} day={day} />
            ))}
          </SimpleGrid>
        ) : null}
        {data.message ? <Text size="sm" c="dimmed">{data.message}</Text> : null}
      </>
    );
  return (
    <Paper component="section" withBorder p="md" aria-label="Weather">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h5">
            {data?.place ? `Weather in ${data.place.name}` : 'Weather'}
          </Title>
          {data?.stale && data.fetchedAt ? <Text size="xs" c="dimmed">{`Forecast of ${formatFullDateTime(data.fetchedAt)}`}</Text> : null}
        </Group>
        {body}
      </Stack>
    </Paper>
  );
}
