import { Button, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconRefresh } from '@tabler/icons-react';
import { messages } from '../../../../shared/messages.js';
import { confirmDestructive } from '../../../components/confirm.js';
import { notifySuccess } from '../../../lib/notify.js';
import { useImportAddress, useRotateImportAddress } from '../api/imports-api.js';

/** The profile's import address: where to forward booking confirmations, copied or replaced by a new one. */
export function ImportAddressSection() {
  const address = useImportAddress();
  const rotate = useRotateImportAddress();
  const value = address.data?.address;
  if (!value) return null;
  const renew = () =>
    confirmDestructive({
      question: 'Replace the import address? Mail to the old one will be refused.',
      confirmLabel: 'Replace',
      onConfirm: () => rotate.mutate(undefined, { onSuccess: () => notifySuccess(messages.recordSaved) }),
    });
  return (
    <Stack gap="xs" mt="xl">
      <Title order={2} size="h3">
        Import address
      </Title>
      <Text size="sm">Forward booking confirmations here; they wait under Trips → Imports for review.</Text>
      <Text ff="monospace" aria-label="Import address">
        {value}
      </Text>
      <Group gap="xs">
        <CopyButton value={value}>
          {({ copy }) => (
            <Button
              variant="default"
              leftSection={<IconCopy size={16} />}
              onClick={() => {
                copy();
                notifySuccess(messages.copiedToClipboard);
              }}
            >
              Copy
            </Button>
          )}
        </CopyButton>
        <Button variant="default" leftSection={<IconRefresh size={16} />} loading={rotate.isPending} onClick={renew}>
          New address
        </Button>
      </Group>
    </Stack>
  );
}
