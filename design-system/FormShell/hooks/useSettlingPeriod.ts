import { useEffect, useRef, useState } from 'react';
import { FORM_INITIALIZATION_MS } from '../constants';

/**
 * True for the first 200 ms after the form appears (seed 001 §4): errors stay hidden while the form settles.
 * The ref answers callbacks that run outside a render (the form's input props).
 */
export function useSettlingPeriod() {
  const [settling, setSettling] = useState(true);
  const settlingRef = useRef(true);
  useEffect(() => {
    const timer = setTimeout(() => {
      settlingRef.current = false;
      setSettling(false);
    }, FORM_INITIALIZATION_MS);
    return () => clearTimeout(timer);
  }, []);
  return { settling, settlingRef };
}
