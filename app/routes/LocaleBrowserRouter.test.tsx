import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useText } from '@design-system/i18n/Locale';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import { defineCatalogue } from '@site/i18n/catalogue';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { LocaleBrowserRouter } from './LocaleBrowserRouter';

const TEXT = defineCatalogue('router-test', { heading: 'Choose Your Products' }, { heading: 'Elija sus productos' });

/** A page with state of its own (a step, an answer): switching language must not lose it. */
function Page() {
  const text = useText(TEXT);
  const [step, setStep] = useState(1);
  return (
    <>
      <h1>{text('heading')}</h1>
      <button onClick={() => setStep((current) => current + 1)}>Step {step}</button>
      <LanguageSwitch />
    </>
  );
}

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  render(
    <DesignSystemProvider>
      <LocaleBrowserRouter>
        <Routes>
          <Route path="/chooseproducts" element={<Page />} />
          <Route path="/admin" element={<h1>Inbox</h1>} />
        </Routes>
      </LocaleBrowserRouter>
    </DesignSystemProvider>,
  );
}

afterEach(() => {
  document.cookie = 'lang=; max-age=0; path=/';
  window.history.replaceState(null, '', '/');
});

describe('LocaleBrowserRouter and the language switch', () => {
  it('shows /es/... in Spanish on the same route table, with the document in Spanish', async () => {
    renderAt('/es/chooseproducts?utm_source=letter');
    expect(await screen.findByRole('heading', { name: 'Elija sus productos' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/chooseproducts?utm_source=letter');
  });

  it('switches in place: the page keeps its state, the address and the words change, the choice is remembered', async () => {
    renderAt('/chooseproducts?utm_source=letter');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Step 1' }));
    await user.click(screen.getByRole('button', { name: 'Step 2' }));
    await act(async () => user.click(screen.getByRole('link', { name: 'Español' })));
    expect(await screen.findByRole('heading', { name: 'Elija sus productos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Step 3' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/es/chooseproducts?utm_source=letter');
    expect(document.documentElement.lang).toBe('es');
    expect(document.cookie).toContain('lang=es');

    await act(async () => user.click(screen.getByRole('link', { name: 'English' })));
    expect(await screen.findByRole('heading', { name: 'Choose Your Products' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Step 3' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/chooseproducts');
    expect(document.cookie).toContain('lang=en');
  });

  it('shows a page not written in Spanish (the back office), reached under /es by the app itself, at its English address', async () => {
    renderAt('/es/admin?from=letter#team');
    expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/admin?from=letter#team');
    expect(document.documentElement.lang).toBe('en');
  });
});
