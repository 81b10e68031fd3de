import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { LocaleProvider } from '@design-system/i18n/Locale';
import { AGENCY, AGENCY_HOURS } from '@site/agency';
import { textsIn } from '@site/i18n/catalogue';
import { localeBase, localeOfPath } from '@site/locales';
import { splitAddress } from '@site/prerendered-address';
import { SHELL_TEXT } from '../layout/text';
import { App } from '../App';
import { AppProviders } from '../AppProviders';
import { takePrerenderedHead, type PrerenderedHead } from '../layout/usePageTitle';

async function readAll(stream: AsyncIterable<string | Uint8Array>): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return html;
}

/** The markup, title and description of a page at an address (a path, and maybe a query), with its lazily loaded code and content waited for (build time only). */
export async function renderPage(address: string): Promise<{ html: string } & PrerenderedHead> {
  const locale = localeOfPath(splitAddress(address).pathname);
  const page = (
    <AppProviders>
      <LocaleProvider locale={locale}>
        <StaticRouter basename={localeBase(locale)} location={address}>
          <App />
        </StaticRouter>
      </LocaleProvider>
    </AppProviders>
  );
  // Every part in place: a boundary that suspended, or one larger than the progressive chunk size, would be
  // sent out of order and moved into place by an inline script, which the pages' Content-Security-Policy
  // rightly refuses to run. The first pass loads the page's code and content; the second finds them loaded.
  const options = { progressiveChunkSize: Number.POSITIVE_INFINITY };
  await readAll((await prerenderToNodeStream(page, options)).prelude);
  takePrerenderedHead();
  const html = await readAll((await prerenderToNodeStream(page, options)).prelude);
  if (html.includes('<template id="B:')) throw new Error(`${address}: a part of the page was sent out of order`);
  return { html, ...takePrerenderedHead() };
}

/** What a browser without JavaScript shows on a page, in the page's language (index.html's <noscript> is the English). */
export const noScriptText = (pathname: string): string => {
  const locale = localeOfPath(pathname);
  return textsIn(locale)(SHELL_TEXT)('noScript', { phone: AGENCY.phone, hours: AGENCY_HOURS[locale].phone });
};

export { PRERENDERED_PATHS } from './prerendered-paths';
