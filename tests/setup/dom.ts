import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetNotificationsContainer } from '@design-system/theme/notifications';

// Mantine needs these browser APIs, which jsdom lacks. No media query matches, except the empty one, as in a
// browser (mantine-datatable asks it for every column without a `visibleMediaQuery`).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: query.trim() === '',
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};
// Mantine's autosize textarea listens for font loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
window.HTMLElement.prototype.scrollIntoView ??= () => {};
Object.defineProperty(window, 'getComputedStyle', { value: window.getComputedStyle, writable: true });

// The 'dom' project runs its files one after another in a worker's window and modules (isolate: false), so
// what a test leaves there is undone here, as a fresh window would have it.
afterEach(() => {
  cleanup();
  // Mantine's notifications and whether their container is wanted are module state, kept after unmounting.
  notifications.clean();
  resetNotificationsContainer();
  // Page drafts, the chat widget's data, page titles, the CSRF meta tag, and the page-ready mark and Mantine's
  // attributes on <html> (a provider sets its own again when it mounts).
  localStorage.clear();
  sessionStorage.clear();
  document.head.replaceChildren();
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
  // A file failing before it undoes these would otherwise change every file after it in the worker.
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
