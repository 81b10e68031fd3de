import type { NotificationData } from '@mantine/notifications';

/**
 * Notifications without their code on the first download: showing one loads Mantine's notifications
 * module (and the container, see DeferredNotifications). Always show notifications through this.
 */
export const loadNotifications = () => import('@mantine/notifications');

let containerWanted = false;
const listeners = new Set<() => void>();

export const notificationsContainerWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => containerWanted,
};

/** For tests: as on a page's first load, the container is not wanted until a notification is shown. */
export const resetNotificationsContainer = () => {
  containerWanted = false;
};

export async function showNotification(notification: NotificationData): Promise<void> {
  if (!containerWanted) {
    containerWanted = true;
    listeners.forEach((listener) => listener());
  }
  (await loadNotifications()).notifications.show(notification);
}
