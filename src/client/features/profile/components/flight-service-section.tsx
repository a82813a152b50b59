import { Button, Group, PasswordInput, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { Profile } from '../../../../shared/account.js';
import { FlightServiceInputSchema, flightProviders, type FlightProvider } from '../../../../shared/flight-service.js';
import { messages } from '../../../../shared/messages.js';
import { confirmDestructive } from '../../../components/confirm.js';
import { ApiError } from '../../../lib/api-error.js';
import { notifySaveFailed, notifyDeleteFailed, notifySuccess } from '../../../lib/notify.js';
import { useFlightServiceKey } from '../api/flight-service.js';

const providerOptions = Object.entries(flightProviders).map(([value, label]) => ({ value, label }));

/** The profile's flight-status service: the user's own AeroDataBox (RapidAPI) or aviationstack key, set or removed. */
export function FlightServiceSection({ profile }: { profile: Profile }) {
  const current = profile.flightService ?? null;
  const { save, remove } = useFlightServiceKey();
  const [provider, setProvider] = useState<FlightProvider>(current?.provider ?? 'aerodatabox');
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const parsed = FlightServiceInputSchema.safeParse({ provider, key });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? messages.flightKeyNotValid);
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: () => {
        setKey('');
        notifySuccess(messages.flightKeySaved);
      },
      onError: (failure) => (failure instanceof ApiError && failure.status === 400 ? setError(failure.message) : notifySaveFailed(failure)),
    });
  };
  const forget = () =>
    confirmDestructive({
      question: 'Remove the flight status key? Flights will no longer show their live status.',
      confirmLabel: 'Remove',
      onConfirm: () => remove.mutate(undefined, { onSuccess: () => notifySuccess(messages.flightKeyRemoved), onError: notifyDeleteFailed }),
    });

  return (
    <Stack gap="xs" mt="xl" component="section" aria-label="Flight status">
      <Title order={2} size="h3">
        Flight status
      </Title>
      <Text size="sm">Live status, gates and delays of your flights come from your own key for one of these services.</Text>
      {current ? (
        <Group gap="xs">
          <Text size="sm" fw={600}>{`${flightProviders[current.provider]} key ending in ${current.keyEnding}`}</Text>
          <Button size="xs" variant="default" color="red" loading={remove.isPending} onClick={forget}>
            Remove key
          </Button>
        </Group>
      ) : null}
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select label="Service" data={providerOptions} value={provider} allowDeselect={false} onChange={(value) => value && setProvider(value as FlightProvider)} w={180} />
        <PasswordInput label={current ? 'New key' : 'Key'} value={key} onChange={(event) => setKey(event.currentTarget.value)} error={error} autoComplete="off" w={280} />
        <Button loading={save.isPending} onClick={submit}>
          Save key
        </Button>
      </Group>
    </Stack>
  );
}
