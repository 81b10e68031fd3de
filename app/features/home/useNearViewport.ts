import { useCallback, useState } from 'react';

/**
 * Whether an element has come near the viewport (within `rootMargin`), once: for loading a section's
 * heavy code only when the visitor scrolls towards it. Without IntersectionObserver it is near at once.
 */
export function useNearViewport<T extends Element>(rootMargin = '300px'): [ref: (node: T | null) => (() => void) | undefined, near: boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (node: T | null) => {
      if (!node || near) return undefined;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            setNear(true);
          }
        },
        { rootMargin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [near, rootMargin],
  );
  return [ref, near];
}
