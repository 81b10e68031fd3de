import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../theme/contrast';
import { SUBMISSION_STATUS_COLORS } from './SubmissionStatusBadge';
import { isSubmissionStatus, SUBMISSION_STATUS_LABELS, SUBMISSION_STATUSES } from './submission-status';

describe('submission statuses', () => {
  it('label every status', () => {
    expect(SUBMISSION_STATUSES.map((status) => SUBMISSION_STATUS_LABELS[status])).toEqual([
      'Received',
      'In review',
      'Sent to carrier',
      'Completed',
      'Declined',
    ]);
  });

  it('know a status from anything else', () => {
    expect(['received', 'declined', 'Received', 'closed', undefined].map(isSubmissionStatus)).toEqual([true, true, false, false, false]);
  });

  it.each(SUBMISSION_STATUSES)('give %s badge text above WCAG AA contrast on its own fill', (status) => {
    const { color, background } = SUBMISSION_STATUS_COLORS[status];
    expect(contrastRatio(color, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('give every status its own colour', () => {
    const backgrounds = SUBMISSION_STATUSES.map((status) => SUBMISSION_STATUS_COLORS[status].background);
    expect(new Set(backgrounds).size).toBe(SUBMISSION_STATUSES.length);
  });
});
