import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { messages } from '../../shared/messages.js';

/** Says so while the browser has no connection; renders nothing otherwise. */
export function OfflineBanner() {
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert role="status" color="orange" radius={0} icon={<IconWifiOff />}>
      {messages.connectionOffline}
    </Alert>
  );
}
