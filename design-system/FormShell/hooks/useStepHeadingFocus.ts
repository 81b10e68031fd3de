import { useEffect, useRef } from 'react';

/**
 * After a step change the new step's heading takes focus, once its skeleton has gone, so keyboard and
 * screen-reader users start there. `focusOnArrival()` asks for it before the change.
 */
export function useStepHeadingFocus(isChangingStep: boolean, currentStep: number) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const requested = useRef(false);
  useEffect(() => {
    if (!isChangingStep && requested.current) {
      requested.current = false;
      headingRef.current?.focus();
    }
  }, [isChangingStep, currentStep]);
  const focusOnArrival = () => {
    requested.current = true;
  };
  return { headingRef, focusOnArrival };
}
