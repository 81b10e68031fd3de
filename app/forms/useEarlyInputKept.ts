import { useEffect, useRef } from 'react';
import { restoreEarlyInput } from './early-input';

/** A ref for a form that may arrive prerendered: once React has it, what was typed before is in its state. */
export function useEarlyInputKept<T extends HTMLElement>() {
  const formRef = useRef<T>(null);
  useEffect(() => {
    if (formRef.current) restoreEarlyInput(formRef.current);
  }, []);
  return formRef;
}
