import { Button, Text } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages.js';
import { getDrivingDistance } from '../../places/api/get-driving-distance.js';

interface DrivingDistanceProps {
  from: string;
  to: string;
  /** The driving miles, to one decimal, for the miles box. */
  onMiles: (miles: string) => void;
}

/** Asks the server for the driving distance between the entry's two places. */
export function useDrivingDistance({ from, to, onMiles }: DrivingDistanceProps) {
  const ask = useMutation({
    mutationFn: () => getDrivingDistance(from.trim(), to.trim()),
    onSuccess: ({ miles }) => {
      if (miles !== null) onMiles(miles.toFixed(1));
    },
  });
  const unavailable = ask.isError ? messages.distanceUnavailable : (ask.data?.unavailable ?? null);
  return { ask, unavailable, ready: from.trim() !== '' && to.trim() !== '' };
}

/** 'Driving distance': fills the miles from the route between From and To. */
export function DrivingDistanceButton({ state }: { state: ReturnType<typeof useDrivingDistance> }) {
  return (
    <Button variant="light" leftSection={<IconRoute size={16} />} loading={state.ask.isPending} disabled={!state.ready} onClick={() => state.ask.mutate()}>
      Driving distance
    </Button>
  );
}

/** Why there is no distance, under the miles box. */
export function DrivingDistanceNote({ state }: { state: ReturnType<typeof useDrivingDistance> }) {
  return state.unavailable ? (
    <Text size="sm" c="dimmed" role="status">
      {state.unavailable}
    </Text>
  ) : null;
}
