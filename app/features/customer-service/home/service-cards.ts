import { AGENCY, AGENCY_HOURS } from '@site/agency';
import type { Catalogue, Translate } from '@site/i18n/catalogue';
import type { Locale } from '@site/locales';
import { routes } from '@site/paths';
import type { CUSTOMER_SERVICE_TEXT } from './text';

export type ServiceCardIcon =
  'policy-changes' | 'payment' | 'claim' | 'chat' | 'lender' | 'state-insurer' | 'phone' | 'policy-search' | 'request-status' | 'documents' | 'verify';

/** Where a card's button leads: a page of the site, the phone line, or the live chat popup. */
export type ServiceCardAction = { kind: 'link'; href: string; label: string } | { kind: 'phone'; phone: string } | { kind: 'chat'; label: string };

export type ServiceCard = {
  id: string;
  title: string;
  description: string;
  icon: ServiceCardIcon;
  action: ServiceCardAction;
  badge?: string;
  /** Words a person searches with that the title and description do not say. */
  keywords?: string[];
};

export type ServiceCardGroup = { id: 'customer' | 'lender' | 'resources'; title: string; cards: ServiceCard[] };

/** The page's words in one language (useText(CUSTOMER_SERVICE_TEXT), or translatorFor outside React). */
type Text = Translate<typeof CUSTOMER_SERVICE_TEXT extends Catalogue<infer Key> ? Key : never>;

/** The catalogue's prefix of a card's words: `${prefix}.title`, `${prefix}.description`, `${prefix}.action`. */
type CardWords =
  'policyChanges' | 'payment' | 'claim' | 'chat' | 'lender' | 'stateInsurer' | 'phone' | 'policySearch' | 'requestStatus' | 'documents' | 'verify';

/** A card leading to a page of the site, its words from the catalogue. */
const linkCard = (text: Text, id: string, words: Exclude<CardWords, 'chat' | 'phone'>, icon: ServiceCardIcon, href: string): ServiceCard => ({
  id,
  title: text(`${words}.title`),
  description: text(`${words}.description`),
  icon,
  action: { kind: 'link', href, label: text(`${words}.action`) },
});

/** Seed 001 §2 "Customer service home": the cards, grouped as the page shows them, in the language `text` speaks. */
export function serviceCardGroups(text: Text, locale: Locale): ServiceCardGroup[] {
  return [
    {
      id: 'customer',
      title: text('group.customer'),
      cards: [
        linkCard(text, 'policy-changes', 'policyChanges', 'policy-changes', routes.customerService.policyChanges()),
        linkCard(text, 'payment', 'payment', 'payment', routes.customerService.carrierDirectory('payment')),
        linkCard(text, 'claim', 'claim', 'claim', routes.customerService.carrierDirectory('claim')),
        {
          id: 'chat',
          title: text('chat.title'),
          description: text('chat.description'),
          icon: 'chat',
          badge: text('chat.badge'),
          action: { kind: 'chat', label: text('chat.action') },
        },
      ],
    },
    {
      id: 'lender',
      title: text('group.lender'),
      cards: [linkCard(text, 'lender', 'lender', 'lender', routes.customerService.lenderRequests())],
    },
    {
      id: 'resources',
      title: text('group.resources'),
      cards: [
        linkCard(text, 'state-insurer', 'stateInsurer', 'state-insurer', routes.customerService.citizens()),
        {
          id: 'phone',
          title: text('phone.title'),
          description: text('phone.description', { hours: AGENCY_HOURS[locale].phone }),
          icon: 'phone',
          action: { kind: 'phone', phone: AGENCY.phone },
        },
        linkCard(text, 'policy-search', 'policySearch', 'policy-search', routes.customerService.policySearch()),
        {
          ...linkCard(text, 'request-status', 'requestStatus', 'request-status', routes.requestStatus()),
          keywords: text('requestStatus.keywords')
            .split(',')
            .map((keyword) => keyword.trim())
            .filter(Boolean),
        },
        linkCard(text, 'document-management', 'documents', 'documents', routes.customerService.documentManagement()),
        linkCard(text, 'verify', 'verify', 'verify', routes.verify()),
      ],
    },
  ];
}

/** Case and accents aside ("poliza" finds "póliza"), as a person types a search. */
const searchable = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Seed 001 §2: the cards whose title, description or keywords contain the query, case-insensitive; empty groups drop out. */
export function filterServiceCards(groups: readonly ServiceCardGroup[], query: string): ServiceCardGroup[] {
  const needle = searchable(query.trim());
  if (!needle) return [...groups];
  return groups
    .map((group) => ({
      ...group,
      cards: group.cards.filter((card) => [card.title, card.description, ...(card.keywords ?? [])].some((text) => searchable(text).includes(needle))),
    }))
    .filter((group) => group.cards.length > 0);
}
