import { useCallback, useEffect, useState } from 'react';
import type { Carrier } from '@design-system/CarrierList/carrier';
import type { CarrierListStatus } from '@design-system/CarrierList/CarrierList';
import { api } from '../../../api/client';

type CarriersState = { status: CarrierListStatus; carriers: Carrier[] };

/**
 * Seed 001 §3: the directory's carriers, from GET /api/carriers (kept in the database, edited by staff), sorted
 * by name. Rejects when they cannot be had; the page says so in its own words, so no global notice.
 */
async function loadCarriers(): Promise<Carrier[]> {
  const response = await api.carriers.listCarriers({ quiet: true });
  if (response.status !== 200) throw new Error(`Carriers could not be loaded (HTTP ${response.status})`);
  return response.body.carriers;
}

/** The carriers, loaded on first use, with a retry after a failure. */
export function useCarriers() {
  const [state, setState] = useState<CarriersState>({ status: 'loading', carriers: [] });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading', carriers: [] });
    loadCarriers().then(
      (carriers) => current && setState({ status: 'ready', carriers }),
      () => current && setState({ status: 'error', carriers: [] }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
