import { Component, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ContactWidgetButton } from '@design-system/ContactWidget/ContactWidgetButton';
import { useText } from '@design-system/i18n/Locale';
import { CONTACT_WIDGET_TEXT } from '../../content/chat';
import { isContactWidgetHidden } from '../../routes/widget-visibility';
import classes from './ContactWidget.module.css';
import { layerPreloadDelay } from './layer-preload';

const PANEL_ID = 'contact-widget-panel';

/** The panel's code, apart from the pages' first download. */
const loadLayer = () => import('./ContactWidgetLayer').then((module) => ({ default: module.ContactWidgetLayer }));

/**
 * The panel's code is not part of the page's first download: it loads when the visitor reaches for the
 * button (hover, focus, click) or shortly before the welcome message is due.
 */
function useAfterDelay(callback: () => void, delayMs: number) {
  useEffect(() => {
    const timer = window.setTimeout(callback, delayMs);
    return () => window.clearTimeout(timer);
  }, [callback, delayMs]);
}

const preloadDelay = () => {
  try {
    return layerPreloadDelay(window.localStorage);
  } catch {
    return 0; // no storage (a partner's frame): the panel copes, load it now
  }
};

/** If the panel's code cannot be loaded (offline), the button stays and the next click tries again. */
class LayerBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    this.props.onError();
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

function ContactWidgetLauncher() {
  const text = useText(CONTACT_WIDGET_TEXT);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  const [layerWanted, setLayerWanted] = useState(false);
  const [loadAttempt, setLoadAttempt] = useState(0);
  const [loadFailed, setLoadFailed] = useState(false);
  const [unreadCount, setUnreadCount] = useState(0);
  const [startedAt] = useState(() => performance.now());
  // A new lazy component for each attempt: React keeps a failed import's error otherwise.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- loadAttempt is the reason to make a new one
  const Layer = useMemo(() => lazy(loadLayer), [loadAttempt]);

  const wantLayer = useCallback(() => setLayerWanted(true), []);
  const [layerDelay] = useState(preloadDelay);
  useAfterDelay(wantLayer, layerDelay);

  const retryIfFailed = () => {
    if (!loadFailed) return;
    setLoadFailed(false);
    setLoadAttempt((attempt) => attempt + 1);
  };
  const open = useCallback(() => setOpened(true), []);
  const close = useCallback(() => setOpened(false), []);

  return (
    <aside aria-label={text('landmark')} className={classes.widget}>
      <ContactWidgetButton
        ref={buttonRef}
        opened={opened}
        panelId={PANEL_ID}
        unreadCount={unreadCount}
        onPointerEnter={wantLayer}
        onFocus={wantLayer}
        onClick={() => {
          retryIfFailed();
          setLayerWanted(true);
          setOpened((isOpen) => !isOpen);
        }}
      />
      {layerWanted && !loadFailed && (
        <LayerBoundary key={loadAttempt} onError={() => setLoadFailed(true)}>
          <Suspense fallback={null}>
            <Layer
              opened={opened}
              onOpen={open}
              onClose={close}
              panelId={PANEL_ID}
              buttonRef={buttonRef}
              startedAt={startedAt}
              onUnreadCountChange={setUnreadCount}
            />
          </Suspense>
        </LayerBoundary>
      )}
    </aside>
  );
}

/**
 * Seed 000 §2.10: the contact widget on every page but the widget-hidden routes (§2.1), checked again after
 * each navigation. Only the help button is in the page's first download; the rest loads when wanted.
 */
export function ContactWidget() {
  const { pathname } = useLocation();
  return isContactWidgetHidden(pathname) ? null : <ContactWidgetLauncher />;
}
