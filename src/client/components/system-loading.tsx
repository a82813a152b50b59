import { Center, Loader, Stack, Text } from '@mantine/core';
import { messages } from '../../shared/messages.js';

/** Shown only while the app itself starts, as index.html does before the code runs. */
export function SystemLoading() {
  return (
    <Center mih="100vh">
      <Stack align="center" gap="sm" role="status">
        <Loader />
        <Text size="lg">{messages.systemLoading}</Text>
      </Stack>
    </Center>
  );
}
