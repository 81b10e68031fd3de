/**
 * The standard quote pages in both languages: the English as the spec words it (tests/e2e read it), the
 * Spanish from the catalogue and the contract words' table, refusals and every outcome included, and the
 * messages on the form following a switch of language.
 */
import { notifications } from '@mantine/notifications';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translateMessage } from '@contracts/i18n/api-messages';
import { QUOTE_WORDS_IN_SPANISH } from '@contracts/i18n/quote-words';
import { LocaleProvider } from '@design-system/i18n/Locale';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import { AGENCY } from '@site/agency';
import { textsIn } from '@site/i18n/catalogue';
import type { Locale } from '@site/locales';
import { resetErrorReporting } from '../../../errors/report-error';
import { StandardQuotePage, type StandardQuotePageProps } from './StandardQuotePage';

const jsonResponse = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const SUBMITTED = { success: true, message: 'Your quote request has been submitted successfully!', referenceNumber: 'QR-ABCD2345', duplicate: false };

const SPANISH_REFUSALS = [
  'El nombre es obligatorio',
  'El apellido es obligatorio',
  'Escriba un correo electrónico válido',
  'Escriba un número de teléfono válido',
  'La dirección de la propiedad es obligatoria',
  'Indique si tiene seguro actualmente',
];
const ENGLISH_REFUSALS = [
  'Name is Required',
  'Last Name is Required',
  'Email is Required',
  'Phone is Required',
  'Property Address is Required',
  'Please select if you are currently insured',
];

function page(locale: Locale, props: StandardQuotePageProps, url: string): ReactNode {
  return (
    <DesignSystemProvider>
      <LocaleProvider locale={locale}>
        <MemoryRouter initialEntries={[url]}>
          <StandardQuotePage {...props} />
        </MemoryRouter>
      </LocaleProvider>
    </DesignSystemProvider>
  );
}

function renderPage(locale: Locale, props: StandardQuotePageProps = { productType: 'Home Insurance' }, url = '/quotes/standard/home-insurance') {
  const view = render(page(locale, props, url));
  return { ...view, switchTo: (next: Locale) => view.rerender(page(next, props, url)) };
}

/** The API answers each quote submission with `answer`; what was sent is kept. */
function stubApi(answer: () => Response | Promise<Response>) {
  const submissions: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (!url.endsWith('/api/submit-quote')) return jsonResponse(201, { success: true, reportId: 'ER-1' });
      submissions.push(JSON.parse(init.body as string));
      return answer();
    }),
  );
  return submissions;
}

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });

async function fillInSpanish(user: ReturnType<typeof userEvent.setup>) {
  const answer = async (input: HTMLElement, text: string) => {
    await user.click(input);
    await user.paste(text);
  };
  await answer(textbox(/^Nombre/), 'Lucía');
  await answer(textbox(/^Apellido/), 'Hernández');
  await answer(textbox(/^Correo electrónico/), 'lucia@example.com');
  await answer(textbox(/^Teléfono/), '3055550188');
  await answer(textbox(/^Dirección de la propiedad/), '1 Main St, Miami, FL 33101');
  await user.click(screen.getByRole('radio', { name: 'Sí' }));
}

async function submitInSpanish(answer: () => Response | Promise<Response>) {
  const submissions = stubApi(answer);
  const user = userEvent.setup();
  const { switchTo } = renderPage('es');
  await fillInSpanish(user);
  await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
  return { user, submissions, switchTo };
}

beforeEach(() => {
  act(() => notifications.clean());
  resetErrorReporting();
  document.head.innerHTML = '<meta name="csrf-token" content="nonce.signature">';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('StandardQuotePage in English', () => {
  it('keeps the spec’s words', () => {
    renderPage('en');
    expect(document.title).toBe(`Home Insurance Quote | ${AGENCY.name}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Home Insurance Quote' })).toBeInTheDocument();
    expect(
      screen.getByText('Tell us a little about yourself and a licensed agent will prepare your quotes. An insurance expert will contact you within 24 hours.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Home Insurance quote request' })).toBeInTheDocument();
    for (const section of ['Personal Information', 'Property Information', 'Additional Information'])
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /^Are you currently insured\?/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message (optional)' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Street, city, state and ZIP')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Quote Request' })).toBeInTheDocument();
  });

  it('names a product the grid does not list by its contract name, and a link’s own product as it is', () => {
    const { unmount } = renderPage('en', { productType: 'Recreational Insurance' });
    expect(screen.getByRole('heading', { level: 1, name: 'Recreational Insurance Quote' })).toBeInTheDocument();
    unmount();
    renderPage('en', {}, '/standardized?productType=boat');
    expect(screen.getByRole('heading', { level: 1, name: 'Boat Quote' })).toBeInTheDocument();
  });
});

describe('StandardQuotePage in Spanish', () => {
  it('says the page, its sections and fields in Spanish', () => {
    renderPage('es');
    expect(document.title).toBe(`Seguro de hogar: cotización | ${AGENCY.name}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Seguro de hogar: cotización' })).toBeInTheDocument();
    expect(screen.getByText(/^Cuéntenos un poco sobre usted/)).toHaveTextContent(/en un plazo de 24 horas\.$/);
    expect(screen.getByRole('form', { name: 'Solicitud de cotización: Seguro de hogar' })).toBeInTheDocument();
    for (const section of ['Información personal', 'Información de la propiedad', 'Información adicional'])
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
    for (const name of [/^Nombre/, /^Apellido/, /^Correo electrónico/, /^Teléfono/, /^Dirección de la propiedad/, /^Mensaje \(opcional\)/])
      expect(textbox(name)).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Calle, ciudad, estado y código postal')).toBeInTheDocument();
    const insured = screen.getByRole('radiogroup', { name: /^¿Tiene seguro actualmente\?/ });
    expect(
      within(insured)
        .getAllByRole('radio')
        .map((radio) => [radio.getAttribute('value'), radio.closest('.mantine-Radio-root')?.textContent]),
    ).toEqual([
      ['Yes', 'Sí'],
      ['No', 'No'],
    ]);
    expect(screen.getByRole('button', { name: 'Enviar solicitud' })).toBeInTheDocument();
    expect(screen.getByTestId('privacy-footnote')).not.toHaveTextContent(/information|privacy/i);
  });

  it('names the product in Spanish, without the property section where the spec has none', () => {
    renderPage('es', { productType: 'Life Insurance' });
    expect(screen.getByRole('heading', { level: 1, name: 'Seguro de vida: cotización' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Información de la propiedad' })).not.toBeInTheDocument();
  });

  it('names Recreational Insurance through the contract words, a link’s own product as it is', () => {
    const { unmount } = renderPage('es', { productType: 'Recreational Insurance' });
    const name = translateMessage('Recreational Insurance', textsIn('es'));
    expect(screen.getByRole('heading', { level: 1, name: `${name}: cotización` })).toBeInTheDocument();
    unmount();
    renderPage('es', {}, '/standardized?productType=boat');
    expect(screen.getByRole('heading', { level: 1, name: 'Boat: cotización' })).toBeInTheDocument();
  });

  it('the embedded form speaks Spanish too', () => {
    renderPage('es', { embedded: true }, '/embed/guardian-angel-quote-form/standardized?productType=Flood%20Insurance');
    expect(screen.getByRole('heading', { level: 1, name: 'Seguro contra inundaciones: cotización' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Información de la propiedad' })).toBeInTheDocument();
  });

  it('refuses an empty form in Spanish, and the messages follow a switch to English and back', async () => {
    const submissions = stubApi(() => jsonResponse(201, SUBMITTED));
    const user = userEvent.setup();
    const { switchTo } = renderPage('es');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));

    for (const message of SPANISH_REFUSALS) expect(await screen.findByText(message)).toBeInTheDocument();
    const panel = screen.getByTestId('submission-error');
    expect(panel).toHaveTextContent('Hay un problema');
    expect(within(panel).getByTestId('submission-error-message')).toHaveTextContent('Corrija los errores e inténtelo de nuevo.');
    expect(within(panel).queryByRole('button', { name: 'Intentar de nuevo' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Pedir ayuda' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Borrar formulario' })).toBeInTheDocument();
    expect(textbox(/^Nombre/)).toHaveFocus();
    expect(submissions).toEqual([]);

    switchTo('en');
    for (const message of ENGLISH_REFUSALS) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('submission-error-message')).toHaveTextContent('Please correct the errors and try again.');
    expect(screen.getByRole('button', { name: 'Clear Form' })).toBeInTheDocument();

    switchTo('es');
    for (const message of SPANISH_REFUSALS) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('submission-error-message')).toHaveTextContent('Corrija los errores e inténtelo de nuevo.');
  });

  it('refuses a field on leaving it, in Spanish', async () => {
    const user = userEvent.setup();
    renderPage('es');
    await user.type(textbox(/^Correo electrónico/), 'lucia@example');
    await user.tab();
    expect(await screen.findByText('Escriba un correo electrónico válido')).toBeInTheDocument();
    expect(screen.queryByTestId('submission-error')).not.toBeInTheDocument();
  });

  it('on success: the Spanish confirmation with the reference, and the answers sent as the contract has them', async () => {
    const { submissions } = await submitInSpanish(() => jsonResponse(201, SUBMITTED));
    const success = await screen.findByTestId('quote-submitted');
    expect(success).toHaveTextContent('¡Solicitud de cotización enviada!');
    expect(success).toHaveTextContent('¡Gracias! Un experto en seguros se comunicará con usted en un plazo de 24 horas.');
    expect(success).toHaveTextContent('Su número de referencia es QR-ABCD2345');
    expect(screen.getByRole('button', { name: 'Pedir otra cotización' })).toBeInTheDocument();
    expect(submissions[0]).toMatchObject({ productType: 'Home Insurance', insured: 'Yes', name: 'Lucía', lastName: 'Hernández' });
  });

  it('a 429: the too-quickly message in Spanish, with Try Again', async () => {
    await submitInSpanish(() => jsonResponse(429, { success: false, message: 'Slow down' }));
    const panel = await screen.findByTestId('submission-error');
    expect(within(panel).getByTestId('submission-error-message')).toHaveTextContent(
      'Está enviando solicitudes demasiado rápido. Espere un momento e inténtelo de nuevo.',
    );
    expect(within(panel).getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });

  it('a 500: the unexpected-error message and its notification in Spanish, following a switch to English', async () => {
    const { switchTo } = await submitInSpanish(() => jsonResponse(500, { message: 'Database down' }));
    const panel = await screen.findByTestId('submission-error');
    expect(within(panel).getByTestId('submission-error-message')).toHaveTextContent('Ocurrió un error inesperado. Inténtelo de nuevo más tarde.');
    expect(within(panel).getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
    const notice = (await screen.findByText('Error al enviar')).closest('[role="alert"]') as HTMLElement;
    expect(notice).toHaveTextContent('Ocurrió un error inesperado.');
    switchTo('en');
    expect(screen.getByTestId('submission-error-message')).toHaveTextContent('An unexpected error occurred. Please try again later.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('a refusal without words of the server: the form’s own, in Spanish', async () => {
    await submitInSpanish(() => jsonResponse(200, { success: false }));
    expect(await screen.findByTestId('submission-error-message')).toHaveTextContent('Ocurrió un error al enviar su solicitud de cotización.');
  });

  it('a 422 without a message: the contract’s summary in Spanish', async () => {
    await submitInSpanish(() => jsonResponse(422, { errors: { email: ['Escriba un correo electrónico válido'] } }));
    expect(await screen.findByTestId('submission-error-message')).toHaveTextContent('Corrija los errores e inténtelo de nuevo.');
    expect(textbox(/^Correo electrónico/)).toHaveAccessibleDescription('Escriba un correo electrónico válido');
  });
});

describe('the quote request’s contract words in Spanish', () => {
  it('lists only words no other table has (api-messages.ts throws on one listed twice)', () => {
    const spanish = textsIn('es');
    for (const [english, inSpanish] of Object.entries(QUOTE_WORDS_IN_SPANISH)) {
      expect([english, inSpanish]).toContain(translateMessage(english, spanish));
      expect(inSpanish.trim()).not.toBe('');
    }
  });
});
