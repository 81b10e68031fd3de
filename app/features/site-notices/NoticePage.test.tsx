/**
 * The privacy notice, the accessibility statement and the terms of use in both languages: the English as it
 * always read; the Spanish a translation that says so first, names the month of its date, and repeats the
 * forms' own acknowledgements and cancellation terms in Spanish.
 */
import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '@design-system/i18n/Locale';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import { AGENCY, AGENCY_HOURS } from '@site/agency';
import { textsIn } from '@site/i18n/catalogue';
import type { Locale } from '@site/locales';
import { cancellationTerms, changeRequestAcknowledgements, REQUEST_TERMS_TEXT } from '../../content/request-terms';
import { AccessibilityPage, PrivacyPage, TermsPage } from './pages';

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

/** Each section's heading names it, by an id of its own. */
function expectSectionsNamed() {
  const sections = screen.getAllByRole('region');
  expect(sections.length).toBeGreaterThanOrEqual(4);
  const ids = sections.map((section) => section.getAttribute('aria-labelledby'));
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
}

async function expectNoSeriousViolations() {
  const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

describe('the notices in English', () => {
  it('the privacy notice: its title, date, retention and contact, and no note of translation', async () => {
    renderPage(PrivacyPage, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeInTheDocument();
    expect(document.title).toBe(`Privacy Notice | ${AGENCY.name}`);
    expect(screen.getByText('Last updated November 25, 2026')).toBeInTheDocument();
    expect(screen.getByText('Page visits: 90 days, then deleted.')).toBeInTheDocument();
    expect(screen.getByText(/A form you have not finished is saved in your browser for up to 7 days/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`call \\(800\\) 555-0142 \\(phone ${AGENCY.hours.phone}\\)`))).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What we collect, and why' })).toHaveAttribute('aria-labelledby', 'what-we-collect-and-why');
    expect(screen.queryByTestId('english-governs')).not.toBeInTheDocument();
    expectSectionsNamed();
    await expectNoSeriousViolations();
  });

  it('the accessibility statement and the terms of use, with the forms’ acknowledgements and terms in English', () => {
    renderPage(AccessibilityPage, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Accessibility Statement' })).toBeInTheDocument();
    expect(screen.getByText(/WCAG\) 2\.2 at level AA/)).toBeInTheDocument();
    expect(screen.getByText(/The "Open the document" link opens the PDF itself/)).toBeInTheDocument();
    document.body.innerHTML = '';

    renderPage(TermsPage, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
    expect(
      screen.getByText(`These terms apply when you use ${AGENCY.name}'s website to ask for a quote, change or cancel a policy, or send us documents.`),
    ).toBeInTheDocument();
    const changes = screen.getByRole('region', { name: 'Policy change requests' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(changeRequestAcknowledgements(textsIn('en')));
    expect(screen.getByText('This request is not a confirmation of coverage or of any change to your policy.')).toBeInTheDocument();
    const cancellations = screen.getByRole('region', { name: 'Cancellation requests' });
    expect(
      within(cancellations)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(cancellationTerms(textsIn('en')));
    expect(screen.getByText(/so that anyone can check at \/verify that it has not been changed/)).toBeInTheDocument();
  });
});

describe('the notices in Spanish', () => {
  const englishGoverns = textsIn('es')(REQUEST_TERMS_TEXT)('englishGoverns');

  it('the privacy notice: says first that the English governs, names the month, and keeps the same figures', async () => {
    renderPage(PrivacyPage, 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Aviso de privacidad' })).toBeInTheDocument();
    expect(document.title).toBe(`Aviso de privacidad | ${AGENCY.name}`);
    const note = screen.getByTestId('english-governs');
    expect(note).toHaveTextContent(englishGoverns);
    expect(note.compareDocumentPosition(screen.getByRole('region', { name: 'Qué recopilamos y por qué' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Última actualización: 25 de noviembre de 2026')).toBeInTheDocument();
    expect(screen.getByText('Visitas a páginas: 90 días; después se eliminan.')).toBeInTheDocument();
    expect(screen.getByText('Informes de errores: 30 días; después se eliminan.')).toBeInTheDocument();
    expect(screen.getByText(/se guarda en su navegador hasta 7 días/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`llame al \\(800\\) 555-0142 \\(teléfono: ${AGENCY_HOURS.es.phone.replace(/[.()]/g, '\\$&')}\\)`))).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Qué recopilamos y por qué' })).toHaveAttribute('aria-labelledby', 'que-recopilamos-y-por-que');
    expectSectionsNamed();
    await expectNoSeriousViolations();
  });

  it('the accessibility statement: in Spanish, with its note', () => {
    renderPage(AccessibilityPage, 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Declaración de accesibilidad' })).toBeInTheDocument();
    expect(screen.getByTestId('english-governs')).toHaveTextContent(englishGoverns);
    expect(screen.getByText(/\(WCAG\) 2\.2 en el nivel AA/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Limitaciones conocidas' })).toBeInTheDocument();
    expect(screen.getByText('Última actualización: 25 de noviembre de 2026')).toBeInTheDocument();
  });

  it('the terms of use: the forms’ acknowledgements and cancellation terms as the Spanish forms show them, and /verify in Spanish', async () => {
    renderPage(TermsPage, 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Términos de uso' })).toBeInTheDocument();
    expect(screen.getByTestId('english-governs')).toHaveTextContent(englishGoverns);
    const changes = screen.getByRole('region', { name: 'Solicitudes de cambio de póliza' });
    expect(within(changes).getByText('Cuando usted envía una solicitud de cambio, reconoce que:')).toBeInTheDocument();
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(changeRequestAcknowledgements(textsIn('es')));
    expect(within(changes).getByText('Esta solicitud no confirma la cobertura ni ningún cambio en su póliza.')).toBeInTheDocument();
    const cancellations = screen.getByRole('region', { name: 'Solicitudes de cancelación' });
    expect(
      within(cancellations)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(cancellationTerms(textsIn('es')));
    expect(screen.getByText(/pueda comprobar en \/es\/verify que no se ha modificado/)).toBeInTheDocument();
    expect(screen.getByText(`Preguntas sobre estos términos: ${AGENCY.supportEmail}, ${AGENCY.phone}.`)).toBeInTheDocument();
    await expectNoSeriousViolations();
  });
});
