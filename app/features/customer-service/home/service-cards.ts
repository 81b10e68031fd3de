import { AGENCY } from '@site/agency';
import { routes } from '@site/paths';

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

/** Seed 001 §2 "Customer service home": the cards, grouped as the page shows them. */
export const SERVICE_CARD_GROUPS: ServiceCardGroup[] = [
  {
    id: 'customer',
    title: 'For policyholders',
    cards: [
      {
        id: 'policy-changes',
        title: 'Policy Changes',
        description: 'Change your mortgagee, home or auto coverage, look up a policy or ask to cancel.',
        icon: 'policy-changes',
        action: { kind: 'link', href: routes.customerService.policyChanges(), label: 'Request a Change' },
      },
      {
        id: 'payment',
        title: 'Make a Payment',
        description: 'Pay your premium with your insurance carrier: find its payment page and billing line.',
        icon: 'payment',
        action: { kind: 'link', href: routes.customerService.carrierDirectory('payment'), label: 'Pay Now' },
      },
      {
        id: 'claim',
        title: 'File a Claim',
        description: 'Report a loss to your carrier: find its claims page and 24-hour claims line.',
        icon: 'claim',
        action: { kind: 'link', href: routes.customerService.carrierDirectory('claim'), label: 'Start Claim' },
      },
      {
        id: 'chat',
        title: 'Live Chat Support',
        description: 'Chat with a licensed agent about your policy, a bill or a claim.',
        icon: 'chat',
        badge: 'Recommended',
        action: { kind: 'chat', label: 'Chat Now' },
      },
    ],
  },
  {
    id: 'lender',
    title: 'For lenders and mortgagees',
    cards: [
      {
        id: 'lender',
        title: 'Lender Service Portal',
        description: 'Secure requests for banks and mortgagees: mortgagee changes, coverage changes and proof of insurance.',
        icon: 'lender',
        action: { kind: 'link', href: routes.customerService.lenderRequests(), label: 'Open Lender Portal' },
      },
    ],
  },
  {
    id: 'resources',
    title: 'Additional resources',
    cards: [
      {
        id: 'state-insurer',
        title: 'Citizens Policyholder Help',
        description: 'Got a letter from Citizens Property Insurance? Learn what it means and what to send.',
        icon: 'state-insurer',
        action: { kind: 'link', href: routes.customerService.citizens(), label: 'Get Help' },
      },
      {
        id: 'phone',
        title: 'Phone Support',
        description: `Talk to an agent. Phone ${AGENCY.hours.phone}.`,
        icon: 'phone',
        action: { kind: 'phone', phone: AGENCY.phone },
      },
      {
        id: 'policy-search',
        title: 'Policy Search',
        description: 'Find your policy by policy number or by name.',
        icon: 'policy-search',
        action: { kind: 'link', href: routes.customerService.policySearch(), label: 'Search Policies' },
      },
      {
        id: 'request-status',
        title: "Check a Request's Status",
        description: 'Follow a request you sent us: enter its reference number to see where it stands.',
        icon: 'request-status',
        keywords: ['track', 'my request', 'progress'],
        action: { kind: 'link', href: routes.requestStatus(), label: 'Check Status' },
      },
      {
        id: 'document-management',
        title: 'Document Management',
        description: 'Download our forms, or send us a document with a message.',
        icon: 'documents',
        action: { kind: 'link', href: routes.customerService.documentManagement(), label: 'Manage Documents' },
      },
      {
        id: 'verify',
        title: 'Verify a Signed Document',
        description: 'Check that a PDF you signed with us is genuine and unchanged.',
        icon: 'verify',
        action: { kind: 'link', href: routes.verify(), label: 'Verify a PDF' },
      },
    ],
  },
];

/** Seed 001 §2: the cards whose title, description or keywords contain the query, case-insensitive; empty groups drop out. */
export function filterServiceCards(groups: readonly ServiceCardGroup[], query: string): ServiceCardGroup[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...groups];
  return groups
    .map((group) => ({
      ...group,
      cards: group.cards.filter((card) => [card.title, card.description, ...(card.keywords ?? [])].some((text) => text.toLowerCase().includes(needle))),
    }))
    .filter((group) => group.cards.length > 0);
}

/** Seed 001 §2: the text shown when no card matches. */
export const noServicesFound = (query: string) => `No services found matching "${query}". Please try different keywords.`;
