import { useCallback, useState } from 'react';

/**
 * What the steps are still doing (reading a document), by key: Next and Submit wait while any is under way.
 * `setPending('documents', true)`, then `false`.
 */
export function usePendingWork() {
  const [pending, setPendingKeys] = useState<ReadonlySet<string>>(new Set());
  const setPending = useCallback((key: string, isPending: boolean) => {
    setPendingKeys((current) => {
      if (current.has(key) === isPending) return current;
      const next = new Set(current);
      if (isPending) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  return { waiting: pending.size > 0, setPending };
}
