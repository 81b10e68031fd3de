import { useEffectEvent, useLayoutEffect, useRef } from 'react';
import { useFocusOnAppearAllowed } from './focus-on-appear';

/**
 * For a screen that replaces a form: its heading takes focus when it appears, so a screen reader announces the
 * outcome, and onShown runs once. Returns the ref for the heading (give it tabIndex={-1}).
 */
export function useFocusOnShow<T extends HTMLElement>(onShown?: () => void) {
  const ref = useRef<T>(null);
  const focusAllowed = useFocusOnAppearAllowed();
  const shown = useRef(false);
  const announceShown = useEffectEvent(() => onShown?.());
  // Once per screen: a parent passing a new onShown on each render must not pull focus back or repeat it.
  // A layout effect: the heading has focus once the screen is committed, not at some later tick (a play
  // function or a person's next key press could come first).
  useLayoutEffect(() => {
    if (focusAllowed) ref.current?.focus();
    if (!shown.current) {
      shown.current = true;
      announceShown();
    }
  }, [focusAllowed]);
  return ref;
}
