/**
 * /verify in both languages: the file refused when none is chosen, an issued document's answer with its
 * moments in US Eastern time (the English as it always read; the Spanish naming the month), a file we did not
 * issue, and an answer that did not come.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { translateMessage } from '@contracts/i18n/api-messages';
import { LocaleProvider } from '@design-system/i18n/Locale';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import { textsIn } from '@site/i18n/catalogue';
import type { Locale } from '@site/locales';
import { VerifyPage } from './VerifyPage';

const ISSUED = {
  issued: true,
  documentId: '0b6f4f64-8d4c-4a43-9d0f-3c1d1b2b7a10',
  formTitle: 'Proof of Residency',
  signerName: 'Rosa Díaz',
  signedAt: '2026-11-25T19:05:09Z',
  sealedAt: '2026-11-25T19:06:40Z',
};

/** What the API answers to the verification: its status and body. */
let answer: { status: number; body: unknown } = { status: 200, body: ISSUED };

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="nonce.signature">';
  answer = { status: 200, body: ISSUED };
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } }));
  // jsdom's file gives an ArrayBuffer of its own window, which Node's WebCrypto refuses: the hash is not what is tested here.
  const digest = vi.spyOn(crypto.subtle, 'digest').mockResolvedValue(new ArrayBuffer(32));
  return () => {
    digest.mockRestore();
    vi.unstubAllGlobals();
  };
});

function renderPage(locale: Locale) {
  return render(
    <DesignSystemProvider>
      <LocaleProvider locale={locale}>
        <MemoryRouter>
          <VerifyPage />
        </MemoryRouter>
      </LocaleProvider>
    </DesignSystemProvider>,
  );
}

const pdf = () => new File(['%PDF-1.7 sealed'], 'signed.pdf', { type: 'application/pdf' });

/** Chooses the PDF in the field of this label (Mantine's FileInput: a button, with its file input beside it), then verifies it. */
async function verify(label: string, button: string) {
  expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
  await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, pdf());
  await userEvent.click(screen.getByRole('button', { name: button }));
}

describe('VerifyPage', () => {
  it('in English: asks for a file, then says who signed the document and when, as it always did', async () => {
    renderPage('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Verify a signed document' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please choose the PDF to check.')).toBeInTheDocument();
    await verify('Signed PDF', 'Verify');
    const result = await screen.findByTestId('verify-result');
    expect(result).toHaveTextContent('We issued this document');
    expect(result).toHaveTextContent(
      'Proof of Residency, signed by Rosa Díaz on November 25, 2026 at 2:05 PM ET and sealed on November 25, 2026 at 2:06 PM ET. It has not been changed since.',
    );
  });

  it('in Spanish: the same answer, its moments naming the month', async () => {
    renderPage('es');
    expect(screen.getByRole('heading', { level: 1, name: 'Verificar un documento firmado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Servicio al cliente' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Elija el PDF que desea verificar.')).toBeInTheDocument();
    await verify('PDF firmado', 'Verificar');
    const result = await screen.findByTestId('verify-result');
    expect(result).toHaveTextContent('Nosotros emitimos este documento');
    // The form's title is the contract's, said through the API's messages.
    expect(result).toHaveTextContent(`${translateMessage('Proof of Residency', textsIn('es'))}: firmado por Rosa Díaz`);
    expect(result).toHaveTextContent(/firmado por Rosa Díaz el 25 de noviembre de 2026 a las 2:05 p\.\s?m\. \(hora del Este\)/);
    expect(result).toHaveTextContent(
      /sellado por nosotros el 25 de noviembre de 2026 a las 2:06 p\.\s?m\. \(hora del Este\)\. No se ha modificado desde entonces\./,
    );
  });

  it('in Spanish: a file we did not issue, and an answer that did not come', async () => {
    answer = { status: 200, body: { issued: false } };
    renderPage('es');
    await verify('PDF firmado', 'Verificar');
    expect(await screen.findByTestId('verify-result')).toHaveTextContent(
      'Nosotros no emitimos este archivoEste archivo no es uno que nosotros hayamos sellado, o se modificó después de que lo sellamos. Pídanos una copia si la necesita.',
    );
    answer = { status: 500, body: { message: 'Internal error' } };
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos revisar el archivo en este momento. Inténtelo de nuevo.');
  });
});
