import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../theme/DesignSystemProvider';
import { BusinessHoursBadge } from './BusinessHoursBadge';
import { BUSINESS_STATUSES } from './business-status';

describe('BusinessHoursBadge', () => {
  it.each([
    ['open', 'Open now'],
    ['closing-soon', 'Closing soon'],
    ['opening-soon', 'Opening soon'],
    ['closed', 'Closed now'],
  ] as const)('says %s as "%s"', (status, words) => {
    render(<BusinessHoursBadge status={status} />, { wrapper: DesignSystemProvider });
    const badge = screen.getByTestId('business-status');
    expect(badge).toHaveTextContent(words);
    expect(badge).toHaveAttribute('data-status', status);
  });

  it('has no serious accessibility violations in any state', async () => {
    render(
      <div>
        {BUSINESS_STATUSES.map((status) => (
          <BusinessHoursBadge key={status} status={status} />
        ))}
      </div>,
      { wrapper: DesignSystemProvider },
    );
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});
