/**
 * The signed-in person's pages in Spanish (My requests, My policies, My quotes): every word from a catalogue or
 * the API's table, dates with the month named, money as es-US writes it, refusals included; the statuses the
 * API names in English said in Spanish, a status heard of live too. The English pages keep their words.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAccount, TAccountRequest } from '@contracts/account';
import { LINKED_POLICY } from '../../test-support/account-fixtures';
import { LIVE_EVENT_TYPES } from '@contracts/live-events';
import type { TMessageThread } from '@contracts/request-messages';
import type { TQuote } from '@contracts/quotes';
import { LocaleProvider } from '@design-system/i18n/Locale';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import type { Locale } from '@site/locales';
import { SIGNED_IN_HINT_COOKIE } from '@site/signed-in-hint';
import { signedIn } from '../../account/account-store';
import { MyPoliciesPage } from './MyPoliciesPage';
import { MyQuotesPage } from './MyQuotesPage';
import { MyRequestsPage } from './MyRequestsPage';

const ACCOUNT: TAccount = { id: 7, email: 'lucia@example.com', firstName: 'Lucía', lastName: 'Hernández', phone: '', signedInWith: 'sign-in-link' };

/** A home change in review, as the API answers it: kind, title and statuses by their English names. */
const requestIn = (status: 'in_review' | 'completed'): TAccountRequest => ({
  referenceNumber: 'PC-7K2M9Q4D',
  kind: 'home',
  kindLabel: 'Home policy change',
  title: 'Home Policy Change Request',
  submittedAt: '2026-11-21T14:30:00.000Z',
  status,
  statusLabel: status === 'completed' ? 'Completed' : 'In review',
  history: [
    { status: 'received', statusLabel: 'Received', at: '2026-11-21T14:30:00.000Z' },
    { status, statusLabel: status === 'completed' ? 'Completed' : 'In review', at: '2026-11-22T15:00:00.000Z' },
  ],
  details: [{ label: 'Policy Number', value: 'HO3-550123' }],
  receipt: true,
  signedDocumentUrl: '/api/account/requests/PC-7K2M9Q4D/signed-document',
  unreadMessages: 1,
});

const THREAD: TMessageThread = {
  referenceNumber: 'PC-7K2M9Q4D',
  messages: [
    {
      id: 1,
      author: 'agency',
      authorName: 'Ana, Keystone',
      body: 'Hola Lucía',
      sentAt: '2026-11-22T15:05:00.000Z',
      unread: true,
      document: { name: 'lease.pdf', sizeBytes: 1536, mimeType: 'application/pdf', url: '/doc' },
    },
  ],
};

const POLICY = LINKED_POLICY;

const QUOTE: TQuote = {
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
  offers: [
    {
      id: 11,
      carrierId: 1,
      carrierName: 'Travelers',
      carrierLogoPath: '',
      premiumCents: 124050,
      premiumPeriod: 'year',
      termMonths: 12,
      deductibleCents: 100000,
      coverages: [{ name: 'Dwelling', limit: '$350,000' }],
      note: '',
      validUntil: '2026-12-15',
      expired: false,
      documentUrl: null,
      sentAt: '2026-11-22T15:00:00.000Z',
    },
  ],
  choice: null,
};

/** The live stream the page opens: its listeners, to tell it of an event as the BFF would. */
class FakeEventSource {
  static CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, ((message: { data: string; lastEventId: string }) => void)[]>();
  constructor(readonly url: URL) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (message: { data: string; lastEventId: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  tell(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data: JSON.stringify(data), lastEventId: '1' });
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

let status: 'in_review' | 'completed' = 'in_review';

beforeEach(() => {
  status = 'in_review';
  FakeEventSource.opened = [];
  document.head.innerHTML = '<meta name="csrf-token" content="nonce.signature">';
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; max-age=60`;
  signedIn(ACCOUNT);
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : undefined;
      const path = new URL(String(request ? request.url : input), 'http://page').pathname;
      const method = (request?.method ?? init?.method ?? 'GET').toUpperCase();
      const answer = (code: number, body: unknown) => new Response(JSON.stringify(body), { status: code, headers: { 'content-type': 'application/json' } });
      if (path === '/api/account') return answer(200, ACCOUNT);
      if (path === '/api/account/events') return answer(201, { url: '/api/events?topic=t&token=k', expiresAt: '2026-11-22T16:00:00.000Z' });
      if (path === '/api/account/requests') return answer(200, { requests: [requestIn(status)] });
      if (path.endsWith('/messages/read')) return new Response(null, { status: 204 });
      if (path.endsWith('/messages')) return answer(200, THREAD);
      if (path === '/api/account/policies' && method === 'POST')
        return answer(404, { message: 'We could not find a policy with those details. Please check them and try again.' });
      if (path === '/api/account/policies') return answer(200, { policies: [POLICY] });
      if (path === '/api/quotes') return answer(200, { quotes: [QUOTE] });
      if (path.startsWith('/api/products/')) return answer(200, { asksPropertyAddress: false });
      return answer(404, { message: 'Not found' });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(Page: ComponentType, locale: Locale) {
  return render(
    <DesignSystemProvider>
      <LocaleProvider locale={locale}>
        <MemoryRouter>
          <Page />
        </MemoryRouter>
      </LocaleProvider>
    </DesignSystemProvider>,
  );
}

/** A date as English writes it (11/21/2026): never on a Spanish page. */
const SLASHED_DATE = /\d{1,2}\/\d{1,2}\/\d{4}/;

describe('My requests', () => {
  it('in Spanish: the request named in Spanish, its dates with the month, its conversation, a refusal, and a status heard of live', async () => {
    renderPage(MyRequestsPage, 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Mis solicitudes' })).toBeInTheDocument();
    expect(screen.getByText(/^Todas las solicitudes que ha enviado/)).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Solicitud de cambio en su póliza de hogar' });
    expect(within(card).getByText(/^Cambio en póliza de hogar · PC-7K2M9Q4D · Recibida el 21 de noviembre de 2026/)).toBeInTheDocument();
    expect(within(card).getByText('Estado:')).toBeInTheDocument();
    expect(within(card).getByTestId('request-status-label')).toHaveTextContent('En revisión');
    expect(within(card).getByRole('heading', { name: 'Historial de estados' })).toBeInTheDocument();
    expect(within(card).getByText('Recibida')).toBeInTheDocument();
    expect(within(card).getByText('Lo que pidió')).toBeInTheDocument();
    expect(within(card).getByText('Número de póliza')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Enviarme el comprobante otra vez' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Descargar lo que firmé (PDF)' })).toBeInTheDocument();

    expect(within(card).getByRole('button', { name: /^Mensajes/ })).toHaveTextContent('1 mensaje sin leer');
    await userEvent.click(within(card).getByRole('button', { name: /^Mensajes/ }));
    const conversation = await screen.findByRole('region', { name: 'Mensajes sobre PC-7K2M9Q4D' });
    expect(within(conversation).getByRole('heading', { name: 'Mensajes con la agencia' })).toBeInTheDocument();
    const thread = await within(conversation).findByRole('list', { name: 'Mensajes' });
    expect(within(thread).getByText(/^22 de noviembre de 2026.*\(hora del Este\)$/)).toBeInTheDocument();
    expect(within(thread).getByText('Nuevo')).toBeInTheDocument();
    expect(within(thread).getByTestId('message-document')).toHaveTextContent('lease.pdf (1.5 KB)');
    expect(within(conversation).getByText('0 / 2,000 caracteres')).toBeInTheDocument();
    expect(within(conversation).getByText('Adjuntar un documento (opcional)')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Ocultar mensajes' })).toBeInTheDocument();
    await userEvent.click(within(conversation).getByRole('button', { name: 'Enviar mensaje' }));
    // The contract's refusal, in English in the page's state, said through the API's table (in Spanish once its table is wired in).
    expect(within(conversation).getByRole('textbox', { name: 'Su mensaje' })).toHaveAccessibleDescription(/Write your message|Escriba su mensaje/);
    expect(document.body.textContent).not.toMatch(SLASHED_DATE);

    // Staff move it: the page hears it on the person's topic, reads the list again and names the new status in Spanish.
    status = 'completed';
    const stream = FakeEventSource.opened.at(-1)!;
    act(() => stream.tell(LIVE_EVENT_TYPES.requestStatusChanged, { referenceNumber: 'PC-7K2M9Q4D', status: 'completed', statusLabel: 'Completed' }));
    expect(await within(card).findByText('Completada', { selector: '[data-testid="request-status-label"] *' })).toBeInTheDocument();
    // The agency writes: the open conversation reads itself again.
    const reads = vi
      .mocked(fetch)
      .mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).endsWith('/PC-7K2M9Q4D/messages')).length;
    act(() => stream.tell(LIVE_EVENT_TYPES.requestMessageAdded, { referenceNumber: 'PC-7K2M9Q4D' }));
    await vi.waitFor(() =>
      expect(
        vi.mocked(fetch).mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).endsWith('/PC-7K2M9Q4D/messages')).length,
      ).toBeGreaterThan(reads),
    );
  });

  it('in English: the words as they were', async () => {
    renderPage(MyRequestsPage, 'en');
    const card = await screen.findByRole('article', { name: 'Home Policy Change Request' });
    expect(within(card).getByText('Home policy change · PC-7K2M9Q4D · Received 11/21/2026 9:30 AM ET')).toBeInTheDocument();
    expect(within(card).getByTestId('request-status-label')).toHaveTextContent('In review');
    expect(within(card).getByRole('heading', { name: 'Status history' })).toBeInTheDocument();
    expect(within(card).getByText('What you asked')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'E-mail my receipt again' })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: /^Messages/ }));
    const conversation = await screen.findByRole('region', { name: 'Messages about PC-7K2M9Q4D' });
    expect(await within(conversation).findByText('11/22/2026 10:05 AM ET')).toBeInTheDocument();
    expect(within(conversation).getByText('0 / 2,000 characters')).toBeInTheDocument();
    await userEvent.click(within(conversation).getByRole('button', { name: 'Send message' }));
    expect(within(conversation).getByRole('textbox', { name: 'Your message' })).toHaveAccessibleDescription(/Write your message/);
  });
});

describe('My policies', () => {
  it('in Spanish: the policy named by its type in Spanish, its date with the month, the carrier’s actions, and a refusal', async () => {
    renderPage(MyPoliciesPage, 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Mis pólizas' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Póliza de hogar HO34408113' });
    expect(within(card).getByText('Vigente desde el 15 de enero de 2026 · Tampa, FL')).toBeInTheDocument();
    expect(card).toHaveTextContent(/Aseguradora: Progressive · Sitio web/);
    // (jsdom's names drop the space that starts the hidden words; a browser keeps it.)
    expect(within(card).getByRole('link', { name: /^Sitio web ?de Progressive \(se abre en una pestaña nueva\)$/ })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Hacer un pago ?con Progressive \(se abre en una pestaña nueva\)$/ })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Presentar un reclamo: (800) 555-0100' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Pedir un cambio ?en la póliza HO34408113$/ })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Quitar de mi cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Agregar una póliza' })).toBeInTheDocument();

    await userEvent.type(document.getElementById('link-policy-policyNumber')!, 'HO12345678');
    await userEvent.type(document.getElementById('link-policy-lastName')!, 'Hernández');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar esta póliza' }));
    // The server's refusal (answered in Spanish to a Spanish page; said through the API's table if it came in English).
    expect(await screen.findByText(/We could not find a policy|No encontramos ninguna póliza/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(SLASHED_DATE);
  });

  it('in English: the words as they were', async () => {
    renderPage(MyPoliciesPage, 'en');
    const card = await screen.findByRole('article', { name: 'Home policy HO34408113' });
    expect(within(card).getByText('Effective 01/15/2026 · Tampa, FL')).toBeInTheDocument();
    expect(card).toHaveTextContent(/Carrier: Progressive · Website/);
    expect(within(card).getByRole('link', { name: /^Website ?of Progressive \(opens in a new tab\)$/ })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Make a Payment ?with Progressive \(opens in a new tab\)$/ })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'File a Claim: (800) 555-0100' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Request a change ?to policy HO34408113$/ })).toBeInTheDocument();
  });
});

describe('My quotes', () => {
  it('in Spanish: the request, its quotes with es-US money and named months, the choice, and a new request refused in Spanish', async () => {
    renderPage(MyQuotesPage, 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Mis cotizaciones' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Seguro de hogar' });
    expect(within(card).getByText(/^QR-3H8C2LPD · Recibida el 21 de noviembre de 2026/)).toBeInTheDocument();
    expect(within(card).getByText('En revisión')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Sus cotizaciones' })).toBeInTheDocument();
    const table = within(card).getByRole('table', { name: 'Sus ofertas, lado a lado' });
    expect(within(table).getByRole('rowheader', { name: 'Prima' })).toBeInTheDocument();
    expect(within(table).getByText('$1,240.50 al año')).toBeInTheDocument();
    expect(within(table).getByText('12 meses')).toBeInTheDocument();
    expect(within(table).getByText('$1,000')).toBeInTheDocument();
    expect(within(table).getByText('15 de diciembre de 2026')).toBeInTheDocument();
    const cards = within(card).getByRole('list', { name: 'Sus ofertas' });
    expect(within(cards).getByText('Plazo de 12 meses · deducible de $1,000')).toBeInTheDocument();
    expect(within(cards).getByText('Válida hasta el 15 de diciembre de 2026')).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Quiero esta: Travelers' }));
    const choice = await screen.findByTestId('offer-choice');
    expect(within(choice).getByRole('heading', { name: 'Travelers, $1,240.50 al año' })).toBeInTheDocument();
    expect(within(choice).getByRole('radiogroup', { name: '¿Cuándo podemos llamarlo para contratarla?' })).toBeInTheDocument();
    expect(within(choice).getByText('No le cobraremos nada hasta que su póliza quede contratada.')).toBeInTheDocument();
    expect(within(choice).getByRole('button', { name: 'Confirmar mi elección' })).toBeInTheDocument();
    await userEvent.click(within(choice).getByRole('button', { name: 'Cancelar' }));

    await userEvent.click(screen.getByRole('button', { name: 'Pedir una cotización' }));
    const ask = screen.getByTestId('ask-for-quote');
    expect(within(ask).getByLabelText(/^Producto/)).toHaveValue('Seguro de hogar');
    expect(within(ask).getByRole('radio', { name: 'Sí' })).toBeInTheDocument();
    await userEvent.clear(within(ask).getByRole('textbox', { name: /^Nombre/ }));
    await userEvent.click(within(ask).getByRole('button', { name: 'Pedir esta cotización' }));
    expect(await within(ask).findByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(within(ask).getByText('Indique si tiene seguro actualmente')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Retirar esta solicitud' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(SLASHED_DATE);
  });

  it('in English: the words as they were', async () => {
    renderPage(MyQuotesPage, 'en');
    const card = await screen.findByRole('article', { name: 'Home Insurance' });
    expect(within(card).getByText('QR-3H8C2LPD · Received 11/21/2026 9:30 AM ET')).toBeInTheDocument();
    const table = within(card).getByRole('table', { name: 'Your offers side by side' });
    expect(within(table).getByText('$1,240.50 a year')).toBeInTheDocument();
    expect(within(table).getByText('12 months')).toBeInTheDocument();
    expect(within(table).getByText('12/15/2026')).toBeInTheDocument();
    expect(within(card).getByText('12-month term · $1,000 deductible')).toBeInTheDocument();
    expect(within(card).getByText('Good until 12/15/2026')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'I’d like this one: Travelers' }));
    expect(await screen.findByText('We will not charge you anything until your policy is set up with you.')).toBeInTheDocument();
  });
});
