import { Alert } from '@mantine/core';
import { IconCloudUpload, IconWifiOff } from '@tabler/icons-react';
import { messages } from '../../shared/messages.js';
import { useOnline } from '../lib/online.js';

const changes = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'}`;

/**
 * Says so while the browser has no connection, with how many changes made here wait to be sent;
 * while they are being sent once it is back, says that; renders nothing otherwise.
 */
export function OfflineBanner({ waiting = 0 }: { waiting?: number }) {
  const online = useOnline();
  if (online && waiting === 0) return null;
  if (online) {
    return (
      <Alert role="status" color="blue" radius={0} icon={<IconCloudUpload />}>
        Sending {changes(waiting)}…
      </Alert>
    );
  }
  return (
    <Alert role="status" color="orange" radius={0} icon={<IconWifiOff />}>
      {messages.connectionOffline}
      {waiting > 0 && ` · ${changes(waiting)} waiting to be sent`}
    </Alert>
  );
}
