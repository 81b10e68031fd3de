import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from '../App';
import { AppProviders } from '../AppProviders';
import { takePrerenderedHead, type PrerenderedHead } from '../layout/usePageTitle';

async function readAll(stream: AsyncIterable<string | Uint8Array>): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return html;
}

/** The markup, title and description of a page at a path, with its lazily loaded code and content waited for (build time only). */
export async function renderPage(pathname: string): Promise<{ html: string } & PrerenderedHead> {
  const page = (
    <AppProviders>
      <StaticRouter location={pathname}>
        <App />
      </StaticRouter>
    </AppProviders>
  );
  // Every part in place: a boundary that suspended, or one larger than the progressive chunk size, would be
  // sent out of order and moved into place by an inline script, which the pages' Content-Security-Policy
  // rightly refuses to run. The first pass loads the page's code and content; the second finds them loaded.
  const options = { progressiveChunkSize: Number.POSITIVE_INFINITY };
  await readAll((await prerenderToNodeStream(page, options)).prelude);
  takePrerenderedHead();
  const html = await readAll((await prerenderToNodeStream(page, options)).prelude);
  if (html.includes('<template id="B:')) throw new Error(`${pathname}: a part of the page was sent out of order`);
  return { html, ...takePrerenderedHead() };
}

export { PRERENDERED_PATHS } from './prerendered-paths';
