import { useCallback, useRef, type TouchEvent } from 'react';
import { createSwipeGesture } from './swipe-dismiss';

/** The CSS variable the sheet's style reads for its offset while a finger drags it (ContactWidget.module.css). */
const DRAG_OFFSET_VARIABLE = '--cw-drag-offset';

type Gesture = ReturnType<typeof createSwipeGesture>;

/** Inside a part of the sheet that is scrolled down, a downward swipe scrolls back up rather than dismissing. */
function isInScrolledArea(target: EventTarget | null, sheet: HTMLElement): boolean {
  for (let node = target instanceof Element ? target : null; node; node = node.parentElement) {
    if (node.scrollTop > 0) return true;
    if (node === sheet) break;
  }
  return false;
}

/**
 * Swipe-down-to-dismiss for a bottom sheet: the sheet follows the finger down and, on release, either
 * closes (seed 000 §9: 100 px, or 0.5 px/ms) or slides back. Returns the touch handlers and a ref for the sheet.
 */
export function useSwipeToDismiss<T extends HTMLElement>(onDismiss: () => void) {
  const sheetRef = useRef<T | null>(null);
  const gestureRef = useRef<Gesture | null>(null);

  const setOffset = (offset: number | null) => {
    const sheet = sheetRef.current;
    if (!sheet) return;
    if (offset === null) {
      sheet.style.removeProperty(DRAG_OFFSET_VARIABLE);
      sheet.removeAttribute('data-dragging');
    } else {
      sheet.style.setProperty(DRAG_OFFSET_VARIABLE, `${offset}px`);
      sheet.setAttribute('data-dragging', '');
    }
  };

  const onTouchStart = useCallback((event: TouchEvent<T>) => {
    const sheet = sheetRef.current;
    const touch = event.touches[0];
    if (!sheet || !touch || event.touches.length > 1 || isInScrolledArea(event.target, sheet)) {
      gestureRef.current = null;
      return;
    }
    gestureRef.current = createSwipeGesture({ y: touch.clientY, time: performance.now() });
  }, []);

  const onTouchMove = useCallback((event: TouchEvent<T>) => {
    const touch = event.touches[0];
    if (!gestureRef.current || !touch) return;
    setOffset(gestureRef.current.move({ y: touch.clientY, time: performance.now() }));
  }, []);

  const onTouchEnd = useCallback(
    (event: TouchEvent<T>) => {
      const gesture = gestureRef.current;
      gestureRef.current = null;
      if (!gesture) return;
      const touch = event.changedTouches[0];
      const outcome = gesture.end(touch ? { y: touch.clientY, time: performance.now() } : undefined);
      if (outcome.dismiss) {
        // The sheet leaves from where the finger left it; the close transition moves it the rest of the way.
        sheetRef.current?.removeAttribute('data-dragging');
        onDismiss();
      } else {
        setOffset(null);
      }
    },
    [onDismiss],
  );

  const onTouchCancel = useCallback(() => {
    gestureRef.current = null;
    setOffset(null);
  }, []);

  return { sheetRef, handlers: { onTouchStart, onTouchMove, onTouchEnd, onTouchCancel } };
}
