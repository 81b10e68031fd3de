import { startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { Router } from 'react-router-dom';
import { LocaleProvider } from '@design-system/i18n/Locale';
import { localeBase, localeOfPath, pathWithoutLocale } from '@site/locales';
import { isSpanishPagePath } from '@site/pages';

/**
 * react-router's BrowserRouter, with its base and the page's language read from the address: /es/... is the
 * Spanish site on the same route table. The base follows each address rather than being fixed, so switching
 * language is one history entry under the same routes: the page, and a form's step and answers, stay mounted.
 */
export function LocaleBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))), [history]);
  const locale = localeOfPath(state.location.pathname);
  const pagePath = pathWithoutLocale(state.location.pathname);
  const notInSpanish = locale === 'es' && !isSpanishPagePath(pagePath);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  // A page not written in Spanish, reached under /es by the app's own navigation (a form's next page, say),
  // shows at its English address, as the server sends a request for it there.
  useLayoutEffect(() => {
    if (notInSpanish) history.replace(`${pagePath}${state.location.search}${state.location.hash}`, state.location.state);
  }, [history, notInSpanish, pagePath, state.location]);
  return (
    <LocaleProvider locale={locale}>
      <Router basename={localeBase(locale)} location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </LocaleProvider>
  );
}
