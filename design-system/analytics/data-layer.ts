/**
 * The analytics data layer (Google Tag Manager's `window.dataLayer`): pages push events, the tag manager,
 * when a site loads one, reads them. Without a tag manager the array simply collects the events.
 */

export type DataLayerEvent = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes an event, creating `window.dataLayer` when it is missing. Does nothing outside a browser. */
export function pushToDataLayer(event: DataLayerEvent, target: { dataLayer?: unknown[] } | undefined = globalThis.window): void {
  if (!target) return;
  // The tag manager may have replaced the array's push with its own: keep the array and call its push.
  target.dataLayer ??= [];
  target.dataLayer.push(event);
}

/** Seed 000 §2.3: the event of a product card's GET A QUOTE click. */
export const quoteClickEvent = (cardTitle: string): DataLayerEvent => ({ event: 'click', category: 'Get Quote', label: cardTitle });
