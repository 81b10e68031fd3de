import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadNotifications, notificationsContainerWanted } from './notifications';

const Notifications = lazy(async () => ({ default: (await loadNotifications()).Notifications }));

/**
 * Mantine's notifications container, loaded with the first notification (showNotification). Most visits
 * never show one, and the container (with its transition and scroll-lock code) would otherwise weigh on
 * every page's first load. Once loaded it stays, so the last notification can still animate out.
 */
export function DeferredNotifications() {
  const wanted = useSyncExternalStore(notificationsContainerWanted.subscribe, notificationsContainerWanted.get, notificationsContainerWanted.get);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" limit={4} />
    </Suspense>
  );
}
