import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const NotificationsContainer = lazy(() => import('./notifications-container.js'));

/**
 * Mantine's notifications container, fetched with its styles when the first notification is
 * queued: most page loads never show one, so the first page does not pay for it. The store that
 * `notifications.show` writes to is small and always here, so nothing shown early is lost.
 */
export function DeferredNotifications() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  ) : null;
}
