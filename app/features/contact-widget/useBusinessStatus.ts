import { useEffect, useReducer } from 'react';
import type { BusinessStatus } from '@design-system/BusinessHoursBadge/business-status';
import { BUSINESS_STATUS_REFRESH_MS, getBusinessStatus } from '../../chat/business-hours';

/**
 * The business status now. Read from the clock at every render, and while `active` (the panel is open)
 * the component renders again every BUSINESS_STATUS_REFRESH_MS, so the status changes on time.
 */
export function useBusinessStatus(active: boolean): BusinessStatus {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(rerender, BUSINESS_STATUS_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [active]);
  return getBusinessStatus(new Date());
}
