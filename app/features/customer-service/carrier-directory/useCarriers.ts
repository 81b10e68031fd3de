import { useCallback, useEffect, useState } from 'react';
import type { Carrier } from '@design-system/CarrierList/carrier';
import type { CarrierListStatus } from '@design-system/CarrierList/CarrierList';
import { loadCarriers } from '../../../content/carriers';

type CarriersState = { status: CarrierListStatus; carriers: Carrier[] };

/** The built-in carriers, loaded on first use, with a retry after a failure. */
export function useCarriers(load: () => Promise<Carrier[]> = loadCarriers) {
  const [state, setState] = useState<CarriersState>({ status: 'loading', carriers: [] });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading', carriers: [] });
    load().then(
      (carriers) => current && setState({ status: 'ready', carriers }),
      () => current && setState({ status: 'error', carriers: [] }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
