import { useRef } from 'react';
import { STEP_EVALUATION_THROTTLE_MS } from '../constants';

/**
 * Next and Submit evaluate the same unchanged answers on the same step at most once in 500 ms: a double
 * click is one click. `forget()` after a submission's answer, so pressing Submit again is a new attempt.
 */
export function useRepeatGuard() {
  const last = useRef<{ step: number; values: unknown; at: number } | null>(null);
  const isRepeat = (step: number, values: unknown) => {
    const now = Date.now();
    const previous = last.current;
    last.current = { step, values, at: now };
    return previous !== null && previous.step === step && previous.values === values && now - previous.at < STEP_EVALUATION_THROTTLE_MS;
  };
  const forget = () => {
    last.current = null;
  };
  return { isRepeat, forget };
}
