/**
 * Every page written in Spanish, drawn in a pseudo-locale (site/i18n/pseudo-locale.ts): each message of every
 * catalogue comes out accented and bracketed, so any word on the page outside brackets bypassed the catalogues
 * and would stay English on the Spanish page. Names (the agency's, its phone number) are the same in every language.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '@design-system/i18n/Locale';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import { AGENCY } from '@site/agency';
import { MEMBER_COMPANIES } from '../content/member-companies';
import { LINKED_POLICY } from '../test-support/account-fixtures';
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoMessagesOf } from '@site/i18n/pseudo-locale';
import { translatorFor } from '@site/i18n/catalogue';
import { SIGNING_TEXT } from '@design-system/Signing/text';
import { PRERENDERED_PATHS } from '../prerender/prerendered-paths';
import type { TAccount, TPasskey } from '@contracts/account';
import { SIGNED_IN_HINT_COOKIE } from '@site/signed-in-hint';
import { signedIn, signedOut } from '../account/account-store';
import { App } from '../App';
import { localeOfPath, pathWithoutLocale } from '@site/locales';
import { matchPattern, PAGES, SPANISH_FORM_PATHS, type PagePattern } from '@site/pages';

/** Words that are names in every language: the agency's, the logo's word mark, its phone number and address; and the person's own (their name, initials, passkeys' names). */
const NAMES = [
  // The member companies' names (About Us), before the agency's, which some of them contain.
  ...MEMBER_COMPANIES.map((company) => company.name),
  AGENCY.name,
  'Keystone',
  AGENCY.phone,
  AGENCY.supportEmail,
  'Lucía Hernández',
  'Lucía',
  'LH',
  'iPhone',
  'Laptop',
  'lucia@example.com',
  'lease.pdf',
  'Citizens Property Insurance',
  'Travelers',
  'Progressive',
  'Ana Ruiz',
  'Tampa',
  'FL',
];

/** Who the API says is signed in, for the page being drawn (nobody unless a case says so). */
let signedInAccount: TAccount | null = null;
const ACCOUNT: TAccount = { id: 1, email: 'lucia@example.com', firstName: 'Lucía', lastName: 'Hernández', phone: '', signedInWith: 'sign-in-link' };
const PASSKEYS: TPasskey[] = [
  { id: 1, name: 'iPhone', createdAt: '2026-11-20T15:00:00Z', lastUsedAt: null, backedUp: true },
  { id: 2, name: 'Laptop', createdAt: '2026-11-21T15:00:00Z', lastUsedAt: '2026-11-22T15:00:00Z', backedUp: false },
];

/** The document the signing page shows (its file's name and the signer's are theirs, in any language). */
const SIGNING_SESSION = {
  documentId: 'document-1',
  formTitle: 'Proof of Residency',
  documentName: 'lease.pdf',
  pageCount: 1,
  signerName: 'Lucía Hernández',
  documentUrl: '/api/signing/document.pdf',
  consented: false,
};

/** What the account's pages show (their names, the carriers' and the agent's, are names in any language). */
const ACCOUNT_REQUESTS = [
  {
    referenceNumber: 'PC-7K2M9Q4D',
    kind: 'home',
    kindLabel: 'Home policy change',
    title: 'Home Policy Change Request',
    submittedAt: '2026-11-21T14:30:00.000Z',
    status: 'in_review',
    statusLabel: 'In review',
    history: [
      { status: 'received', statusLabel: 'Received', at: '2026-11-21T14:30:00.000Z' },
      { status: 'in_review', statusLabel: 'In review', at: '2026-11-22T15:00:00.000Z' },
    ],
    details: [{ label: 'Policy Number', value: '550123' }],
    receipt: true,
    signedDocumentUrl: '/api/account/requests/PC-7K2M9Q4D/signed-document',
    unreadMessages: 1,
  },
];
const ACCOUNT_THREAD = {
  referenceNumber: 'PC-7K2M9Q4D',
  messages: [
    {
      id: 1,
      author: 'agency',
      authorName: 'Ana Ruiz',
      body: 'Lucía',
      sentAt: '2026-11-22T15:05:00.000Z',
      unread: true,
      document: { name: 'lease.pdf', sizeBytes: 1536, mimeType: 'application/pdf', url: '/doc' },
    },
  ],
};
const ACCOUNT_POLICIES = [LINKED_POLICY];
const offer = (id: number, carrierName: string, expired: boolean) => ({
  id,
  carrierId: id,
  carrierName,
  carrierLogoPath: '',
  premiumCents: 124050,
  premiumPeriod: expired ? 'month' : 'year',
  termMonths: 12,
  deductibleCents: 100000,
  coverages: expired ? [] : [{ name: 'Lucía', limit: '$350,000' }],
  note: '',
  validUntil: expired ? '2026-11-01' : '2026-12-15',
  expired,
  documentUrl: expired ? null : `/api/quotes/QR-3H8C2LPD/offers/${id}/document`,
  sentAt: '2026-11-22T15:00:00.000Z',
});
const ACCOUNT_QUOTES = [
  {
    id: 'QR-3H8C2LPD',
    productType: 'Home Insurance',
    firstName: 'Lucía',
    lastName: 'Hernández',
    phone: '(305) 555-0188',
    propertyAddress: '',
    message: '',
    currentlyInsured: 'Yes',
    status: 'in_review',
    statusLabel: 'In review',
    submittedAt: '2026-11-21T14:30:00.000Z',
    editable: false,
    choice: null,
    offers: [offer(11, 'Travelers', false), offer(12, 'Progressive', true)],
  },
];

/** An address of every page written in Spanish (the prerendered ones, and those drawn in the browser), and what to do there first. */
const SPANISH_PAGES: [path: string, interact?: () => Promise<void>][] = [
  // (The prerendered quote forms, the addresses with a product in their query, are the quote forms below, sent empty.)
  ...PRERENDERED_PATHS.filter((path) => localeOfPath(path) === 'es' && !path.includes('?')).map((path): [string] => [pathWithoutLocale(path)]),
  // The simple quote form, sent empty: its refusals count too.
  // The contact widget's panel, opened (every page has it; the panel shows in a portal, checked with the page).
  [
    '/chooseproducts#widget',
    async () => {
      await userEvent.click(document.querySelector<HTMLButtonElement>('aside button')!);
      await screen.findByRole('dialog', {}, { timeout: 20_000 });
    },
  ],
  // The account's sign-in, signed out (the API answers 401), with an address refused in the browser.
  [
    '/account',
    async () => {
      const panel = await screen.findByTestId('sign-in-panel', {}, { timeout: 20_000 });
      await userEvent.click(panel.querySelector<HTMLButtonElement>('button[type="submit"]')!);
      expect(await screen.findByText(/^⟦.*⟧$/, { selector: '.mantine-InputWrapper-error' })).toBeInTheDocument();
    },
  ],
  ['/account/sign-in'],
  // The account's home, signed in: profile (a name refused in the browser) and passkeys.
  [
    '/account#signed-in',
    async () => {
      await screen.findByTestId('passkey-list', {}, { timeout: 20_000 });
      const firstName = document.getElementById('profile-firstName')!;
      await screen.findAllByTestId('passkey');
      await userEvent.type(firstName, '1');
      await userEvent.click(screen.getByRole('button', { name: /Šåvé ðéţåîļš/ }));
      expect(await screen.findByText(/^⟦.*⟧$/, { selector: '.mantine-InputWrapper-error' })).toBeInTheDocument();
    },
  ],
  // The customer's Policy Changes menu, and the cancellation: its contact step refused, then its reason step
  // refused, with a reason that shows its own section and the win-back offer, and the callback asked for.
  ['/customerservice/policy-changes'],
  [
    '/customerservice/policy-changes/cancellation',
    async () => {
      // The shell's forward button (Next, then Submit) is its form's one submit button.
      const forward = () => userEvent.click(document.querySelector<HTMLButtonElement>('form button[type="submit"]')!);
      await screen.findByTestId('step-heading', {}, { timeout: 20_000 });
      await forward();
      expect((await screen.findAllByText(/^⟦.*⟧$/, { selector: '.mantine-InputWrapper-error' })).length).toBeGreaterThanOrEqual(4);
      const [firstName, lastName, policyNumber, phone, email] = screen.getAllByRole('textbox');
      await userEvent.type(firstName!, 'Lucía');
      await userEvent.type(lastName!, 'Hernández');
      await userEvent.type(policyNumber!, 'HO3-550123');
      await userEvent.type(phone!, '3055550188');
      await userEvent.type(email!, 'lucia@example.com');
      await forward();
      await screen.findByRole('radiogroup', {}, { timeout: 20_000 });
      await forward();
      expect(await screen.findByTestId('error-summary')).toBeInTheDocument();
      await userEvent.click(screen.getAllByRole('radio')[1]!);
      await userEvent.click(await screen.findByRole('checkbox'));
      await forward();
      expect((await screen.findAllByText(/^⟦.*⟧$/, { selector: '.mantine-InputWrapper-error' })).length).toBeGreaterThanOrEqual(2);
    },
  ],
  // The lender's menu; the evidence of insurance request, sent with a wrong fax number; document management,
  // both ways: its downloads, and its upload refused on each step.
  ['/customerservice/lender-requests'],
  [
    '/customerservice/lender-requests/proof-of-insurance',
    async () => {
      await screen.findByRole('heading', { level: 1 }, { timeout: 20_000 });
      await userEvent.type(screen.getAllByRole('textbox').at(-1)!, '555');
      await userEvent.click(document.querySelector<HTMLButtonElement>('form button[type="submit"]')!);
      expect((await screen.findAllByText(/^⟦.*⟧$/, { selector: '.mantine-InputWrapper-error' })).length).toBeGreaterThanOrEqual(9);
    },
  ],
  [
    '/customerservice/document-management',
    async () => {
      const forward = () => userEvent.click(document.querySelector<HTMLButtonElement>('form button[type="submit"]')!);
      await screen.findByTestId('step-heading', {}, { timeout: 20_000 });
      await forward();
      await screen.findAllByText(/^⟦.*⟧$/, { selector: '.mantine-InputWrapper-error' });
      await userEvent.click(screen.getAllByRole('radio')[0]!);
      await forward();
      expect(await screen.findAllByRole('link', { name: /Ðöwñļöåð PÐF/ })).toHaveLength(2);
      await userEvent.click(screen.getByRole('button', { name: /Ɓåçķ/ }));
      await userEvent.click((await screen.findAllByRole('radio'))[1]!);
      await forward();
      await screen.findByRole('textbox', { name: /Ļåšţ Ñåmé/ });
      await forward();
      expect((await screen.findAllByText(/^⟦.*⟧$/, { selector: '.mantine-InputWrapper-error' })).length).toBeGreaterThanOrEqual(5);
    },
  ],
  // Customer service: its search finding nothing; the carrier directory (its claims dialog opens by itself) and
  // services; the policy search and /dashboard, sent empty.
  [
    '/customerservice',
    async () => {
      await userEvent.type(await screen.findByRole('searchbox', {}, { timeout: 20_000 }), 'zzz');
    },
  ],
  ['/customerservice/carrier-directory/claim'],
  [
    '/carrier-services',
    async () => {
      await userEvent.click((await screen.findAllByRole('tab', {}, { timeout: 20_000 }))[1]!);
    },
  ],
  ...['/customerservice/policy-search', '/dashboard'].map((path): [string, () => Promise<void>] => [
    path,
    async () => {
      await screen.findByRole('heading', { level: 1 }, { timeout: 20_000 });
      await userEvent.click(document.querySelector<HTMLButtonElement>('main form button[type="submit"]')!);
      await screen.findAllByText(/^⟦.*⟧$/, { selector: '.mantine-InputWrapper-error' });
    },
  ]),
  // The account's pages, signed in: a request with its conversation open (an empty message refused), the
  // policies, the quotes with their offers.
  [
    '/account/requests#signed-in',
    async () => {
      await screen.findByTestId('my-requests', {}, { timeout: 20_000 });
      await userEvent.click(await waitFor(() => document.querySelector<HTMLButtonElement>('button[aria-controls^="messages-"]')!));
      await screen.findByTestId('message-thread', {}, { timeout: 20_000 });
    },
  ],
  ['/account/policies#signed-in'],
  [
    '/account/quotes#signed-in',
    async () => {
      await screen.findByTestId('offer-comparison-table', {}, { timeout: 20_000 });
    },
  ],
  // Every other change form: its first step refused.
  ...[
    '/customerservice/policy-changes/auto',
    '/customerservice/policy-changes/home',
    '/customerservice/policy-changes/mailing-address',
    '/customerservice/policy-changes/mortgagee',
    '/customerservice/policy-changes/other',
    '/customerservice/lender-requests/coverage',
    '/customerservice/lender-requests/mortgagee',
  ].map((path): [string, () => Promise<void>] => [
    path,
    async () => {
      await screen.findByTestId('step-heading', {}, { timeout: 20_000 });
      await userEvent.click(document.querySelector<HTMLButtonElement>('form button[type="submit"]')!);
      expect((await screen.findAllByText(/^⟦.*⟧$/, { selector: '.mantine-InputWrapper-error' })).length).toBeGreaterThanOrEqual(3);
    },
  ]),
  // A guide with its phone menu open (every guide and the pet page are prerendered, so drawn above), and the
  // generic guide of a product with no guide of its own.
  [
    '/products/floodinsurance#menu',
    async () => {
      await userEvent.click((await screen.findByTestId('guide-mobile-bar', {}, { timeout: 20_000 })).querySelector('button')!);
    },
  ],
  ['/products/boatinsurance'],
  // The site search's results and its state with none (its chunk loads before the page's heading shows).
  ['/?search=insurance'],
  ['/?search=zzzz'],
  // The page an address is confirmed on, opened without its link.
  ['/confirm-email'],
  // The page a form kept for later is opened on, without its link (its link's refusals: FinishFormPage.test.tsx).
  ['/finish-form'],
  // The state-insurer letters: each tab of the guidance; the upload page, its upload refused with no file; the
  // signing page, its name refused before the consent; /verify, refused with no file.
  [
    '/customerservice/citizens',
    async () => {
      const tabs = screen.getAllByRole('tab');
      for (const tab of tabs) await userEvent.click(tab);
      await userEvent.click(tabs[1]!);
      await screen.findByTestId('affirmation-form-link');
    },
  ],
  [
    '/customerservice/citizens-upload/proofofresidency',
    async () => {
      const upload = translatorFor(SIGNING_TEXT, 'en', pseudoMessagesOf(SIGNING_TEXT))('upload.button');
      await userEvent.click(await screen.findByRole('button', { name: upload }, { timeout: 20_000 }));
      await screen.findByRole('alert');
    },
  ],
  [
    `/sign/${'A'.repeat(43)}`,
    async () => {
      const sign = await screen.findByRole('button', { name: new RegExp(PSEUDO_OPEN) }, { timeout: 20_000 });
      await userEvent.click(sign);
    },
  ],
  [
    '/verify',
    async () => {
      await userEvent.click(document.querySelector<HTMLButtonElement>('form button[type="submit"]')!);
      await screen.findByText(/^⟦.*⟧$/, { selector: '.mantine-InputWrapper-error' });
    },
  ],
  // The standard quote forms, sent empty (their refusals and the error panel), the campaign's and the Guardian
  // Angel's too, and the embedded ones.
  ...['/quotes/home-insurance', '/quotes/tm6c14/auto-insurance?source=newsletter', '/guardian-angel-quote-form?productType=Auto%20Insurance'].map(
    (path): [string, () => Promise<void>] => [
      path,
      async () => {
        await screen.findByRole('heading', { level: 1 }, { timeout: 20_000 });
        await userEvent.click(document.querySelector<HTMLButtonElement>('form button[type="submit"]')!);
        expect((await screen.findAllByText(/^⟦.*⟧$/, { selector: '.mantine-InputWrapper-error' })).length).toBeGreaterThanOrEqual(4);
      },
    ],
  ),
  ['/quotes/standard/umbrella-insurance'],
  ['/standardized?productType=Life%20Insurance'],
  ['/embed/guardian-angel-quote-form'],
  [
    '/embed/guardian-angel-quote-form/standardized?productType=Flood%20Insurance',
    async () => {
      await userEvent.click(document.querySelector<HTMLButtonElement>('form button[type="submit"]')!);
      await screen.findAllByText(/^⟦.*⟧$/, { selector: '.mantine-InputWrapper-error' });
    },
  ],
  [
    '/quotes/home?productType=Home%20Insurance',
    async () => {
      await userEvent.click(screen.getByRole('button', { name: /Ĝéţ Mý Fŕéé Qûöţé/ }));
      expect((await screen.findAllByText(/^⟦.*⟧$/, { selector: '.mantine-InputWrapper-error' })).length).toBeGreaterThanOrEqual(5);
    },
  ],
];

/** The text a person meets outside the catalogues: text nodes and the attributes read aloud or shown, minus bracketed messages and names. */
function wordsOutsideCatalogues(root: HTMLElement): string[] {
  const unbracketed = (text: string) => {
    // A message can hold another (a placeholder filled with a translated name): take out the innermost first.
    const innermost = new RegExp(`${PSEUDO_OPEN}[^${PSEUDO_OPEN}${PSEUDO_CLOSE}]*${PSEUDO_CLOSE}`, 'gu');
    let rest = text;
    for (let previous = ''; previous !== rest;) [previous, rest] = [rest, rest.replace(innermost, ' ')];
    for (const name of NAMES) rest = rest.replaceAll(name, ' ');
    return /\p{L}/u.test(rest) ? [rest.trim()] : [];
  };
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement!;
    // Another language on purpose (the language switch, marked with its lang); and no script or style text.
    if (parent.closest('[lang], script, style')) continue;
    found.push(...unbracketed(node.textContent ?? ''));
  }
  for (const element of root.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
    if (element.closest('[lang]')) continue;
    for (const attribute of ['aria-label', 'alt', 'title', 'placeholder']) {
      const value = element.getAttribute(attribute);
      if (value) found.push(...unbracketed(value));
    }
  }
  return found;
}

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="nonce.signature">';
  // The account as the case says; anything else the pages ask for answers an empty success.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = new URL(String(input instanceof Request ? input.url : input), 'http://page').pathname;
    const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (path === '/api/account') return signedInAccount ? answer(200, signedInAccount) : answer(401, { message: 'Please sign in to see your account.' });
    if (path === '/api/account/passkeys') return answer(200, { passkeys: PASSKEYS });
    if (path.startsWith('/api/signing/')) return answer(200, SIGNING_SESSION);
    if (path === '/api/carriers') return answer(200, { carriers: [] });
    if (path === '/api/account/requests') return answer(200, { requests: ACCOUNT_REQUESTS });
    if (path.startsWith('/api/account/requests/') && path.endsWith('/messages')) return answer(200, ACCOUNT_THREAD);
    if (path === '/api/account/policies') return answer(200, { policies: ACCOUNT_POLICIES });
    if (path === '/api/quotes') return answer(200, { quotes: ACCOUNT_QUOTES });
    // No live stream opens (anything but 201).
    if (path === '/api/account/events') return answer(404, {});
    return answer(200, {});
  });
  return () => vi.unstubAllGlobals();
});

describe('the pseudo-locale', () => {
  it('covers every page written in Spanish', () => {
    const covered = (page: PagePattern) => SPANISH_PAGES.some(([path]) => matchPattern(page.path, new URL(path, 'http://page').pathname) !== null);
    expect(Object.values<PagePattern>(PAGES).filter((page) => page.spanish && !covered(page))).toEqual([]);
    expect(SPANISH_FORM_PATHS.filter((path) => !covered({ path }))).toEqual([]);
  });

  it.each(SPANISH_PAGES)('finds no word on %s outside the catalogues', async (address, interact) => {
    const [path = address, state] = address.split('#');
    signedInAccount = state === 'signed-in' ? ACCOUNT : null;
    // The store keeps who is signed in across pages (and across these tests): say it as the page would find it.
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; max-age=${signedInAccount ? 60 : 0}`;
    if (signedInAccount) signedIn(signedInAccount);
    else signedOut();
    // Rendered in an awaited act: a page that suspends on its content (a guide's `use`) is otherwise left on its
    // loader until some later update of the page (the widget's timer, 8 s on), as a browser never leaves it.
    const { container } = await act(async () =>
      render(
        <DesignSystemProvider>
          <LocaleProvider locale="en" messagesOf={pseudoMessagesOf}>
            <MemoryRouter initialEntries={[path]}>
              <App />
            </MemoryRouter>
          </LocaleProvider>
        </DesignSystemProvider>,
      ),
    );
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 20_000 });
    expect(heading.textContent).toContain(PSEUDO_OPEN);
    // A map is drawn too (its chunk loads at once without IntersectionObserver): its names and tooltips count.
    if (document.querySelector('[data-map-placeholder]')) await screen.findByRole('img', { name: new RegExp(PSEUDO_OPEN) }, { timeout: 20_000 });
    await interact?.();
    expect(wordsOutsideCatalogues(container)).toEqual([]);
    for (const dialog of screen.queryAllByRole('dialog')) expect(wordsOutsideCatalogues(dialog)).toEqual([]);
  });
});
