import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Loaded by DeferredNotifications on first use. */
export default function NotificationsContainer() {
  return <Notifications position="top-right" />;
}
