import { describeCancellation, REASON_SECTIONS, WIN_BACK_REASONS } from '@contracts/policy-changes/cancellation';
import type { CancellationValues } from './cancellation-values';

/** The reason and its answers as the review lists them (the same lines as the receipt: describeCancellation). */
export const cancellationSummary = ({ cancellationDetails: details }: CancellationValues) =>
  describeCancellation({
    reason: details.reason,
    realtor: details.realtorInfo,
    valueOf: (field) => {
      const group = REASON_SECTIONS[details.reason]?.group ?? '';
      return details.dynamicFields[group]?.[field.name] ?? '';
    },
    callback: details.isWinBackSelected && WIN_BACK_REASONS.includes(details.reason) ? details.callbackTime : null,
  });
