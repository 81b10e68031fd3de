import { useEffect, useState } from 'react';
import { isWelcomeMessageAllowed, type TChatLocalData } from './chat-local-data';

/**
 * Seed 000 §3, §9: whether the welcome message is due — `autoShowDelay` ms (15 s by default) after the
 * widget appeared on the page (`startedAt`, a performance.now() time), unless the visitor dismissed it,
 * has used the widget already or turned it off in the preferences.
 */
export function useWelcomeMessage(data: TChatLocalData, startedAt: number): boolean {
  const allowed = isWelcomeMessageAllowed(data);
  const delay = data.preferences.autoShowDelay;
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!allowed) return;
    const remaining = Math.max(0, delay - (performance.now() - startedAt));
    const timer = window.setTimeout(() => setDue(true), remaining);
    return () => window.clearTimeout(timer);
  }, [allowed, delay, startedAt]);
  return allowed && due;
}
