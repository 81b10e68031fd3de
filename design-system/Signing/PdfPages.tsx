import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import classes from './Signing.module.css';

type State = { status: 'loading' } | { status: 'shown'; pageCount: number } | { status: 'failed' };

/**
 * A PDF drawn page by page on canvases (pdf.js, loaded only when a document is shown), so it reads the same on
 * every phone: a PDF in a frame shows nothing on Android and only its first page on iOS. A link opens the file
 * itself, and is all there is if drawing fails.
 */
export function PdfPages({ url, title }: { url: string; title: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>({ status: 'loading' });

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
          canvas.setAttribute('aria-label', `Page ${number} of ${document.numPages}`);
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
      {state.status === 'loading' && <Loader size="sm" role="progressbar" aria-label="Loading the document" />}
      <Text size="sm">
        {state.status === 'failed' ? 'The document cannot be shown here. ' : ''}
        <Anchor href={url} target="_blank" rel="noopener" underline="always">
          Open the document{state.status === 'failed' ? '' : ' in a new tab'}
        </Anchor>
        {state.status === 'failed' ? ' to read it.' : '.'}
      </Text>
    </Stack>
  );
}
