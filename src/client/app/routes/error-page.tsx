import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { messages } from '../../../shared/messages.js';
import { OfflineBanner } from '../../components/offline-banner.js';
import { SystemLoading } from '../../components/system-loading.js';
import { isChunkLoadError, mayReloadForChunkError, reloadOnceForChunkError } from '../../lib/chunk-reload.js';
import { useOnline } from '../../lib/online.js';
import { reloadPage } from '../../lib/page-load.js';

export function ErrorPage() {
  const error = useRouteError();
  // A chunk of an older build is gone after a deployment; a reload fetches the current one. One that
  // failed for want of a network is fetched by a reload once the network is back.
  const online = useOnline();
  const reloading = isChunkLoadError(error) && online && mayReloadForChunkError();

  useEffect(() => {
    if (reloading) reloadOnceForChunkError();
  }, [reloading]);

  if (reloading) return <SystemLoading />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <>
      <OfflineBanner />
      <Container size="sm" py="xl">
        <Stack gap="md" align="flex-start">
          <Text c="dimmed" fw={700}>
            {status}
          </Text>
          <Title order={1}>{messages.internalServerError}</Title>
          <Button onClick={reloadPage}>Reload</Button>
        </Stack>
      </Container>
    </>
  );
}
