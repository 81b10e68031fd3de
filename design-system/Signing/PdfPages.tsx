import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { Translate } from '@site/i18n/catalogue';
import { useText } from '../i18n/Locale';
import classes from './Signing.module.css';
import { SIGNING_TEXT, type SigningKey } from './text';

type State = { status: 'loading' } | { status: 'shown'; pageCount: number } | { status: 'failed' };

/** Each page drawn so far named again, 'Page 2 of 3', in the page's language. */
const labelPages = (target: HTMLElement, text: Translate<SigningKey>, count: number) =>
  target.querySelectorAll('canvas').forEach((canvas, index) => canvas.setAttribute('aria-label', text('pdf.page', { number: index + 1, count })));

/**
 * A PDF drawn page by page on canvases (pdf.js, loaded only when a document is shown), so it reads the same on
 * every phone: a PDF in a frame shows nothing on Android and only its first page on iOS. A link opens the file
 * itself, and is all there is if drawing fails.
 */
export function PdfPages({ url, title }: { url: string; title: string }) {
  const container = useRef<HTMLDivElement>(null);
  const text = useText(SIGNING_TEXT);
  const [state, setState] = useState<State>({ status: 'loading' });
  // The drawing reads the words it names pages with here, so a change of language relabels them without drawing again.
  const textRef = useRef(text);
  const pageCount = useRef(0);
  useEffect(() => {
    textRef.current = text;
    if (container.current) labelPages(container.current, text, pageCount.current);
  }, [text]);

  useEffect(() => {
    let cancelled = false;
    const target = container.current;
    void (async () => {
      try {
        const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
        pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
        const document = await pdfjs.getDocument({ url, isEvalSupported: false }).promise;
        if (cancelled || !target) return;
        target.replaceChildren();
        pageCount.current = document.numPages;
        const width = target.clientWidth || 600;
        for (let number = 1; number <= document.numPages; number += 1) {
          const page = await document.getPage(number);
          const viewport = page.getViewport({ scale: 1 });
          const scaled = page.getViewport({ scale: (width / viewport.width) * (window.devicePixelRatio || 1) });
          const canvas = window.document.createElement('canvas');
          canvas.width = Math.floor(scaled.width);
          canvas.height = Math.floor(scaled.height);
          canvas.className = classes.page ?? '';
          canvas.setAttribute('role', 'img');
          canvas.setAttribute('aria-label', textRef.current('pdf.page', { number, count: document.numPages }));
          target.append(canvas);
          await page.render({ canvas, viewport: scaled }).promise;
          if (cancelled) return;
        }
        setState({ status: 'shown', pageCount: document.numPages });
      } catch {
        if (!cancelled) setState({ status: 'failed' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [url]);

  return (
    <Stack gap="xs">
      <div
        ref={container}
        className={classes.pages}
        role="group"
        tabIndex={0}
        aria-label={title}
        aria-busy={state.status === 'loading'}
        data-testid="pdf-pages"
      />
      {state.status === 'loading' && <Loader size="sm" role="progressbar" aria-label={text('pdf.loading')} />}
      {/* The sentence around the link in parts, each a whole message: a message cut around the link would leave its parts unpaired. */}
      <Text size="sm">
        {state.status === 'failed' && <>{text('pdf.failed')} </>}
        <Anchor href={url} target="_blank" rel="noopener" underline="always">
          {text(state.status === 'failed' ? 'pdf.failedLink' : 'pdf.openInNewTab')}
        </Anchor>
        {state.status === 'failed' ? <> {text('pdf.failedAfterLink')}</> : '.'}
      </Text>
    </Stack>
  );
}
