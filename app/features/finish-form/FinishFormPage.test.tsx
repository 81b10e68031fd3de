/**
 * /finish-form in both languages: the page without a link refuses at once; with one, it asks before opening
 * the form; a spent link is refused with the API's words (contracts/form-drafts.ts), shown in the page's
 * language; an answer that does not come asks to try again.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_DRAFT_MESSAGES } from '@contracts/form-drafts';
import { FINISH_FORM_WORDS_IN_SPANISH } from '@contracts/i18n/finish-form-words';
import { translateMessage } from '@contracts/i18n/api-messages';
import { LocaleProvider } from '@design-system/i18n/Locale';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import { AGENCY } from '@site/agency';
import { textsIn } from '@site/i18n/catalogue';
import type { Locale } from '@site/locales';
import { FinishFormPage } from './FinishFormPage';

const TOKEN = 'A'.repeat(43);

/** What the API answers to opening the form: its status and body. */
let answer: { status: number; body: unknown } = { status: 410, body: { message: FORM_DRAFT_MESSAGES.linkInvalid } };

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="nonce.signature">';
  answer = { status: 410, body: { message: FORM_DRAFT_MESSAGES.linkInvalid } };
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } }));
  return () => vi.unstubAllGlobals();
});

function renderPage(locale: Locale, hash = `#${TOKEN}`) {
  return render(
    <DesignSystemProvider>
      <LocaleProvider locale={locale}>
        <MemoryRouter initialEntries={[`/finish-form${hash}`]}>
          <FinishFormPage />
        </MemoryRouter>
      </LocaleProvider>
    </DesignSystemProvider>,
  );
}

describe('FinishFormPage', () => {
  it('in English: asks before opening, and refuses a spent link in the API’s words', async () => {
    renderPage('en');
    expect(document.title).toBe(`Finish your form | ${AGENCY.name}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Finish your form' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Press Open my form to carry on where you left off, on this device. The link works once.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('If you did not start a form with us, close this page.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open my form' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FORM_DRAFT_MESSAGES.linkInvalid);
    expect(screen.getByRole('link', { name: 'Go to Customer Service' })).toHaveAttribute('href', '/customerservice');
  });

  it('in Spanish: the page, and its refusal without a link', () => {
    renderPage('es', '');
    expect(document.title).toBe(`Termine su formulario | ${AGENCY.name}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Termine su formulario' })).toBeInTheDocument();
    expect(screen.getByText('Servicio al cliente')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Esta página necesita el enlace de nuestro correo electrónico. Ábrala con el enlace del correo que le enviamos.',
    );
    expect(screen.getByRole('link', { name: 'Ir a Servicio al cliente' })).toHaveAttribute('href', '/customerservice');
  });

  it('in Spanish: asks before opening; an answer that does not come asks to try again', async () => {
    answer = { status: 500, body: { message: 'Internal error' } };
    renderPage('es');
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Presione Abrir mi formulario para seguir donde lo dejó, en este dispositivo. El enlace funciona una sola vez.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Si usted no empezó un formulario con nosotros, cierre esta página.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir mi formulario' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos abrir su formulario en este momento. Inténtelo de nuevo.');
  });

  it('in Spanish: a spent link is refused in the contract table’s Spanish', async () => {
    renderPage('es');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir mi formulario' }));
    // The table is joined into the API's (contracts/i18n/api-messages.ts) by whoever wires it; the page shows what that says.
    expect(await screen.findByRole('alert')).toHaveTextContent(translateMessage(FORM_DRAFT_MESSAGES.linkInvalid, textsIn('es')));
    expect(FINISH_FORM_WORDS_IN_SPANISH[FORM_DRAFT_MESSAGES.linkInvalid]).toBe(
      'Este enlace venció o ya se usó. Sus respuestas se guardan durante 7 días y se abren una sola vez; empiece el formulario de nuevo.',
    );
  });
});
